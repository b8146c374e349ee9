import { createRequire } from 'node:module';
import { marked } from 'marked';
import type sanitizeHtml from 'sanitize-html';

/**
 * Sanitising of the text that schedule files carry. Pure functions, no I/O.
 *
 * Decision (see the importers' README.md): the catalogue stores **plain text**, never markup. HTML (FOSDEM
 * abstracts, some SXSW descriptions) goes through `sanitize-html` with a small allow-list of
 * structural tags, and that safe subset is then flattened to text: paragraphs and headings become
 * blank-line separated blocks, list items become `- item` lines, `<br>` a line break, and a link
 * whose text differs from its address is written `text (https://…)`. Markdown (39C3, pretalx) is
 * first rendered to HTML by `marked` and then takes the same path, so raw HTML inside Markdown is
 * sanitised too. Scripts, styles and every attribute but `href` are dropped before any text is
 * taken. The site shows the result as text (React escapes it), so nothing a file carries can run.
 */

/**
 * How a text field of a source is written. `auto`: HTML when it contains a tag, else plain text.
 * `markdown-or-html`: HTML when it starts with a tag (FOSDEM's escaped HTML), else Markdown (39C3).
 */
export type Markup = 'plain' | 'html' | 'markdown' | 'auto' | 'markdown-or-html';

/** Zero-width and invisible formatting characters, bidirectional overrides, soft hyphen, BOM. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
/** U+FFFD: a character the producer already lost; nothing can be recovered, so it is removed. */
const REPLACEMENT = /\ufffd/g;
/** C0 and C1 control characters except tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Space-like characters (no-break, thin, ideographic spaces…) that become a plain space. */
const SPACES = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
/** U+2028/U+2029 (unsafe in inlined JSON) become line breaks. */
const LINE_SEPARATORS = /[\u2028\u2029]/g;
/** An e-mail address, also in `mailto:` form. */
const EMAIL = /(mailto:)?[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** What replaces an e-mail address found in free text. */
export const EMAIL_PLACEHOLDER = '[e-mail removed]';

/** Removes the characters nobody wants stored (see the constants above); keeps line breaks. */
function stripUnsafe(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(LINE_SEPARATORS, '\n')
    .replace(INVISIBLE, '')
    .replace(REPLACEMENT, '')
    .replace(CONTROL, '');
}

/** Replaces e-mail addresses (private contact data) in free text. */
export function stripEmails(value: string): string {
  return value.replace(EMAIL, EMAIL_PLACEHOLDER);
}

/**
 * A one-line value (name, title, room, track): unsafe characters removed, every run of whitespace
 * (tabs, no-break spaces, line breaks) one space, trimmed, e-mail addresses removed. `null` when
 * nothing is left or the value is not text. Finite numbers become text (numeric ids).
 */
export function cleanLine(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = stripEmails(stripUnsafe(value)).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Multi-line plain text: unsafe characters removed, spaces collapsed per line, at most one blank line. */
function tidyBlock(value: string): string | null {
  const lines = stripUnsafe(value)
    .split('\n')
    .map((line) => line.replace(SPACES, ' ').replace(/ {2,}/g, ' ').trim());
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : stripEmails(text);
}

/** Tags kept by the first, sanitising pass: structure only, plus links (their `href`). */
const STRUCTURE_TAGS = [
  'p',
  'div',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'a',
];

/**
 * sanitize-html, loaded on first use: it costs about half a second to load, and most imports (and
 * every `conf` command but an import of HTML or Markdown text) never need it.
 */
let sanitizer: typeof sanitizeHtml | null = null;
function sanitize(html: string, options: sanitizeHtml.IOptions): string {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, options);
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: STRUCTURE_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  // Tags outside the list are removed but their text is kept; script/style/textarea lose their text.
  disallowedTagsMode: 'discard',
};

/** Undoes the only escapes sanitize-html writes into text and attributes. */
function unescapeSanitized(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/** A link as text: `label (url)`, or just the url when the label is the url (or empty). */
function linkText(href: string, label: string): string {
  const url = safeUrl(unescapeSanitized(href));
  const text = label.trim();
  if (!url) return text;
  const bare = (s: string) => s.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return text === '' || bare(text) === bare(url) ? url : `${text} (${url})`;
}

/**
 * HTML to plain text: sanitised first (allow-list above), then the safe subset is flattened. The
 * regular expressions below only ever see sanitize-html's own, well-formed output.
 */
export function htmlToText(html: string): string | null {
  const safe = sanitize(stripUnsafe(html), SANITIZE_OPTIONS);
  const flattened = safe
    // Source line breaks inside HTML are spaces; structure comes from the tags.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_, href: string, label: string) =>
      linkText(href, label.replace(/<[^>]*>/g, '')),
    )
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<hr\s*\/?>/g, '\n\n')
    .replace(/<li>/g, '\n- ')
    .replace(/<\/(p|div|h[1-6]|blockquote|pre|ul|ol|table)>/g, '\n\n')
    .replace(/<\/tr>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return tidyBlock(unescapeSanitized(flattened));
}

/** Markdown to plain text: rendered by `marked` (GitHub flavour), then as {@link htmlToText}. */
export function markdownToText(markdown: string): string | null {
  const html = marked.parse(stripUnsafe(markdown), { async: false, gfm: true, breaks: true });
  return htmlToText(html);
}

/** Looks like HTML: an opening or closing tag of a letter-named element. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** Free text of a given markup as stored plain text (`null` when empty). See the module comment. */
export function richText(value: unknown, markup: Markup): string | null {
  if (typeof value !== 'string') return null;
  const kind =
    markup === 'auto'
      ? HTML_TAG.test(value)
        ? 'html'
        : 'plain'
      : markup === 'markdown-or-html'
        ? /^\s*<[a-z]/i.test(value)
          ? 'html'
          : 'markdown'
        : markup;
  if (kind === 'html') return htmlToText(value);
  if (kind === 'markdown') return markdownToText(value);
  return tidyBlock(value);
}

/**
 * Percent-encodes what RFC 3986 does not allow in a path, query or fragment (WHATWG URL parsing
 * leaves `[`, `]`, `|`, a second `#`… as they are), plus `(`, `)` and `'` so that `text (url)`
 * stays readable. `%` stays: WHATWG parsing has already encoded what needed it.
 */
function encodeComponent(part: string): string {
  return part.replace(/[^A-Za-z0-9\-._~!$&*+,;=:@/?%]/g, (c) =>
    [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/**
 * An outside link made safe: trimmed, unsafe characters removed, resolved against `base` when
 * relative, only `http`/`https` kept (no `javascript:`, `mailto:`, `tel:` — contact data), spaces and
 * other unencoded characters percent-encoded (parentheses too, so that `text (url)` stays readable).
 * `null` when nothing usable is left.
 */
export function safeUrl(value: unknown, base?: string | null): string | null {
  if (typeof value !== 'string') return null;
  const raw = stripUnsafe(value).replace(/\s+/g, ' ').trim();
  if (raw === '') return null;
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const search = url.search ? `?${encodeComponent(url.search.slice(1))}` : '';
  const hash = url.hash ? `#${encodeComponent(url.hash.slice(1))}` : '';
  return `${url.origin}${encodeComponent(url.pathname)}${search}${hash}`;
}

/** A lower-case slug of letters, digits and dashes (accents removed), e.g. for room ids. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
