import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssRules } from './cssRules.ts';

/**
 * The theme of @conf/ui stays inside the components (issue 17 item 4, decision 0025): a site that
 * embeds the search box or the Favorite button keeps its own page. Every rule of the package's
 * stylesheets is on a `.conf-*` class or only sets tokens; the page's own elements (body, headings,
 * links) are styled by page.css alone, which an embedding site leaves out. And a component that
 * paints a surface of the theme sets the theme's text colour on it: on a dark host, inherited light
 * text would vanish on a white card or list.
 */

const ui = join(dirname(fileURLToPath(import.meta.url)), '../packages/ui/src');
/** page.css is the page base (opt-in); the foundations pages are Storybook's, not the package's. */
const sheets = readdirSync(ui, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && file !== 'page.css' && !file.startsWith('foundations'))
  .map((file) => ({ file, rules: cssRules(readFileSync(join(ui, file), 'utf8')) }));

/** Selectors that only set tokens (custom properties): the theme, the dark theme, the direction sign. */
const TOKEN_SELECTORS = new Set([':root', '[dir="ltr"]', '[dir="rtl"]', '[data-conf-theme="dark"]']);
const setsOnlyTokens = (declarations: Map<string, string>) =>
  [...declarations.keys()].every((property) => property.startsWith('--conf-') || property === 'color-scheme');
const SURFACE = /var\(--conf-color-(surface|surface-raised|bg)\b/;
/** Surfaces that hold no text: images and their frames. */
const HOLDS_NO_TEXT = /-(image|thumbnail|swatch|photo)\b/;

describe('the theme of @conf/ui', () => {
  it('is read from the stylesheets of the components', () => {
    expect(sheets.length).toBeGreaterThan(30);
    expect(sheets.map((sheet) => sheet.file)).toContain('theme.css');
  });

  it.each(sheets)('$file styles only the components, never the host page', ({ rules }) => {
    const unscoped = rules.flatMap((rule) =>
      rule.selectors.filter(
        (selector) =>
          !selector.includes('.conf-') &&
          !(TOKEN_SELECTORS.has(selector) && setsOnlyTokens(rule.declarations)),
      ),
    );
    expect(unscoped).toEqual([]);
  });

  it.each(sheets)('$file sets the text colour wherever it paints a surface', ({ rules }) => {
    const withoutText = rules
      .filter(
        (rule) =>
          rule.media.length === 0 &&
          [...rule.declarations].some(
            ([property, value]) => /^background(-color)?$/.test(property) && SURFACE.test(value),
          ) &&
          !rule.declarations.has('color') &&
          !rule.selectors.every((selector) => HOLDS_NO_TEXT.test(selector)),
      )
      .map((rule) => rule.selectors.join(', '));
    expect(withoutText).toEqual([]);
  });

  it('leaves the page elements to page.css', () => {
    const page = cssRules(readFileSync(join(ui, 'page.css'), 'utf8'));
    expect(page.flatMap((rule) => rule.selectors)).toEqual([
      ':where(body)',
      ':where(h1, h2, h3, h4)',
      ':where(a)',
    ]);
  });
});
