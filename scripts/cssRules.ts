/**
 * The style rules of a stylesheet, each with the media conditions it sits in: enough of CSS for the
 * checks of our own sheets (no nesting; `@keyframes` and `@font-face` are skipped).
 */
export interface CssRule {
  /** The selector list, split on its top-level commas and with spaces collapsed. */
  selectors: string[];
  /** Property → value, in source order. */
  declarations: Map<string, string>;
  /** The conditions of the enclosing `@media` blocks, outermost first (`(forced-colors: active)`). */
  media: string[];
}

const SKIPPED_BLOCKS = /^@(keyframes|font-face|-webkit-keyframes)\b/;

export function cssRules(css: string): CssRule[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  parseBlock(source, 0, [], rules);
  return rules;
}

/** Reads rules from `start` to the end of the enclosing block; returns the index after its `}`. */
function parseBlock(source: string, start: number, media: string[], rules: CssRule[]): number {
  let index = start;
  while (index < source.length) {
    const open = source.indexOf('{', index);
    const close = source.indexOf('}', index);
    if (close !== -1 && (open === -1 || close < open)) return close + 1;
    if (open === -1) return source.length;
    // What precedes a block since the last brace may hold statements (`@import …;`).
    const prelude = (source.slice(index, open).split(';').pop() ?? '').trim();
    if (prelude.startsWith('@media')) {
      index = parseBlock(source, open + 1, [...media, prelude.slice('@media'.length).trim()], rules);
    } else if (prelude.startsWith('@')) {
      index = SKIPPED_BLOCKS.test(prelude)
        ? skipBlock(source, open + 1)
        : parseBlock(source, open + 1, media, rules);
    } else {
      const end = source.indexOf('}', open);
      rules.push({
        selectors: selectorList(prelude),
        declarations: declarations(source.slice(open + 1, end)),
        media,
      });
      index = end + 1;
    }
  }
  return index;
}

function skipBlock(source: string, start: number): number {
  let depth = 1;
  let index = start;
  while (depth > 0 && index < source.length) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}') depth -= 1;
    index += 1;
  }
  return index;
}

/** `a, b:is(c, d)` → `['a', 'b:is(c, d)']`. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of prelude) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      selectors.push(current);
      current = '';
    } else current += character;
  }
  selectors.push(current);
  return selectors.map((selector) => selector.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function declarations(body: string): Map<string, string> {
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s) as [string, string?])
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name.trim(), (value ?? '').trim()]),
  );
}
