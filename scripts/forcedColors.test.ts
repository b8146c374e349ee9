import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CssRule, cssRules } from './cssRules.ts';

/**
 * Forced colours (Windows' contrast themes) replace every author colour by the system's, and drop
 * shadows: a state shown by colour alone (a selected pill, the current page, a highlighted row, a
 * live status) looks like any other there. Each such rule of our stylesheets (@conf/ui and the site)
 * must have a counterpart in `@media (forced-colors: active)` of the same file, in system colours
 * (decision 0023); a focus rule must draw an outline, which forced colours keep.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sheets = ['packages/ui/src', 'apps/site/src'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(folder, file)),
);

/** States a designer must see: chosen, current, highlighted, open, a live status. */
const STATE =
  /\[(data-selected|data-focused|aria-current(="[^"]*")?|aria-pressed="true"|aria-selected="true"|aria-checked="true"|aria-expanded="true"|data-status=[^\]]*)\]/;
const FOCUS = /\[data-focus-visible\]|:focus-visible/;
const COLOUR_PROPERTY =
  /^(color|background(-color)?|border(-[a-z]+)*-color|box-shadow|outline-color|fill|stroke|text-decoration-color)$/;
const AUTHOR_COLOUR = /var\(--conf-(color|accent)-|#[0-9a-f]{3,8}\b|rgb\(/i;
/** The system colours of CSS Color 4, and the keywords that are no colour at all. */
const SYSTEM_COLOUR =
  /^(AccentColor|AccentColorText|ActiveText|ButtonBorder|ButtonFace|ButtonText|Canvas|CanvasText|Field|FieldText|GrayText|Highlight|HighlightText|LinkText|Mark|MarkText|SelectedItem|SelectedItemText|VisitedText|transparent|currentColor|inherit|none)$/i;

const inForcedColors = (rule: CssRule) =>
  rule.media.some((condition) => /forced-colors\s*:\s*active/.test(condition));

/** Whether a rule shows something by colour, which forced colours replace (an outline they keep, recoloured). */
const showsByColour = (rule: CssRule) =>
  [...rule.declarations].some(
    ([property, value]) =>
      !property.startsWith('outline') && (COLOUR_PROPERTY.test(property) || AUTHOR_COLOUR.test(value)),
  );

const drawsOutline = (rule: CssRule) =>
  [...rule.declarations].some(([property, value]) => property === 'outline' && !/^(none|0)\b/.test(value));

describe.each(sheets)('%s', (sheet) => {
  const rules = cssRules(readFileSync(join(root, sheet), 'utf8'));
  const forced = rules.filter(inForcedColors);
  const forcedSelectors = new Set(forced.flatMap((rule) => rule.selectors));
  const others = rules.filter((rule) => !inForcedColors(rule));

  const stateSelectors = others
    .filter(showsByColour)
    .flatMap((rule) => rule.selectors.filter((selector) => STATE.test(selector)));
  const unmarkedFocus = others
    .filter((rule) => !drawsOutline(rule) && showsByColour(rule))
    .flatMap((rule) => rule.selectors.filter((selector) => FOCUS.test(selector)));

  it('shows each state of colour in forced colours too', () => {
    expect(stateSelectors.filter((selector) => !forcedSelectors.has(selector))).toEqual([]);
  });

  it('shows focus by an outline, or in forced colours too', () => {
    expect(unmarkedFocus.filter((selector) => !forcedSelectors.has(selector))).toEqual([]);
  });

  it('colours its forced-colours rules with system colours only', () => {
    const authored = forced.flatMap((rule) =>
      [...rule.declarations]
        .filter(([property]) => COLOUR_PROPERTY.test(property))
        .filter(([, value]) => !value.split(/\s+/).some((word) => SYSTEM_COLOUR.test(word)))
        .map(([property, value]) => `${rule.selectors.join(', ')} { ${property}: ${value} }`),
    );
    expect(authored).toEqual([]);
  });
});

describe.each(sheets)('%s', (sheet) => {
  it('opts a Highlight fill out of forced colours’ adjusting (or Chromium paints a Canvas backplate over its text)', () => {
    const filled = cssRules(readFileSync(join(root, sheet), 'utf8'))
      .filter(inForcedColors)
      .filter((rule) =>
        /^(Highlight|SelectedItem|Mark)$/i.test(
          rule.declarations.get('background') ?? rule.declarations.get('background-color') ?? '',
        ),
      )
      .filter((rule) => rule.declarations.get('forced-color-adjust') !== 'none')
      .flatMap((rule) => rule.selectors);
    expect(filled).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds the stylesheets of @conf/ui and the site', () => {
    expect(sheets.map((sheet) => relative('.', sheet))).toEqual(
      expect.arrayContaining([
        'packages/ui/src/components/FilterSidebar/FilterSidebar.css',
        'apps/site/src/styles/site.css',
      ]),
    );
  });

  it('reads rules inside @media with their condition, and splits selector lists', () => {
    const [plain, forced] = cssRules(`@import "x.css";
      .a[data-selected], .b:is(.c, .d) { color: red; background: var(--x) }
      @media (forced-colors: active) { .a[data-selected] { color: Highlight; } }
      @keyframes spin { to { transform: rotate(1turn); } }`);
    expect(plain?.selectors).toEqual(['.a[data-selected]', '.b:is(.c, .d)']);
    expect(plain?.declarations.get('background')).toBe('var(--x)');
    expect(forced?.media).toEqual(['(forced-colors: active)']);
  });
});
