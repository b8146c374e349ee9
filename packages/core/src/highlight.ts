import { MAX_HIGHLIGHT_SNIPPETS } from './constants.ts';

/**
 * Search highlights (spec section 3 and 4): the server wraps each matched part of a field in
 * `<span class="highlight">…</span>` and HTML-escapes everything else. Clients never insert that
 * text as HTML: they parse it into parts with {@link parseHighlight} and render the parts as text,
 * so even a misbehaving server cannot inject markup.
 */

/** Opening markup of a highlighted part. */
export const HIGHLIGHT_OPEN = '<span class="highlight">';
/** Closing markup of a highlighted part. */
export const HIGHLIGHT_CLOSE = '</span>';
/** Separator between the snippets of one field: an ellipsis between spaces. */
export const SNIPPET_SEPARATOR = ' \u2026 ';

/** One run of text of a highlight, marked or not. */
export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/**
 * Markup that opens or closes a highlighted part. The span is the product's own markup; `<em>` is
 * accepted too, as older servers and the contract's examples use it. Nothing else is markup: any
 * other tag stays literal text.
 */
const MARKER = /<span class=(?:"highlight"|'highlight')>|<\/span>|<em>|<\/em>/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
    ? String.fromCodePoint(code)
    : original;
}

/**
 * Decodes the character references an HTML escaper produces (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
 * `&#39;`, `&#x27;`, `&nbsp;` and any numeric reference); unknown references stay as they are.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return decodeCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), match);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * Splits highlight markup into text parts: what the highlight span wraps is `highlighted`, the rest
 * is not; character references are decoded. Adjacent parts of the same kind are merged and empty
 * ones dropped. An unclosed span highlights to the end; a stray closing tag is ignored.
 */
export function parseHighlight(markup: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (raw: string, highlighted: boolean) => {
    if (raw === '') return;
    const text = decodeHtmlEntities(raw);
    const last = parts.at(-1);
    if (last && last.highlighted === highlighted) last.text += text;
    else parts.push({ text, highlighted });
  };
  let highlighted = false;
  let from = 0;
  for (const match of markup.matchAll(MARKER)) {
    push(markup.slice(from, match.index), highlighted);
    highlighted = !match[0].startsWith('</');
    from = match.index + match[0].length;
  }
  push(markup.slice(from), highlighted);
  return parts;
}

/** The plain text of highlight markup (tags removed, references decoded). */
export function highlightPlainText(markup: string): string {
  return parseHighlight(markup)
    .map((part) => part.text)
    .join('');
}

/**
 * The snippets of one highlighted field as one markup string: at most
 * {@link MAX_HIGHLIGHT_SNIPPETS}, joined by an ellipsis. `null` when there is none.
 */
export function joinHighlightSnippets(snippets: readonly string[] | null | undefined): string | null {
  const shown = (snippets ?? []).filter((snippet) => snippet !== '').slice(0, MAX_HIGHLIGHT_SNIPPETS);
  return shown.length === 0 ? null : shown.join(SNIPPET_SEPARATOR);
}
