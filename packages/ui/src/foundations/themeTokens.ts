/**
 * The design tokens of theme.css (the `--conf-*` custom properties), read from its text and sorted
 * into the groups the foundations pages show (Storybook "Foundations"). Pure: theme.test.ts and
 * themeTokens.test.ts read the file in Node, the pages read the stylesheets in force in the browser.
 */

/** A group of tokens on the foundations pages: a heading, what it is for, and which names it holds. */
export interface TokenGroup {
  id: 'surface' | 'brand' | 'status' | 'accent' | 'space' | 'radius' | 'shadow' | 'type' | 'layout';
  title: string;
  /** What the tokens are for, in one sentence. */
  usage: string;
  matches: (name: string) => boolean;
}

const prefixed =
  (...prefixes: string[]) =>
  (name: string) =>
    prefixes.some((prefix) => name.startsWith(prefix));

const STATUS_TONES = /^--conf-color-(info|success|warning|danger)(-soft)?$/;
const BRAND = /^--conf-color-(primary|on-primary|focus|highlight|link)/;

/** Every token of theme.css belongs to exactly one group (themeTokens.test.ts). */
export const TOKEN_GROUPS: readonly TokenGroup[] = [
  {
    id: 'surface',
    title: 'Surfaces, text and borders',
    usage:
      'The page (bg), the cards and panels on it (surface), text in two strengths, quiet dividers (border) and the borders of fields and buttons (border-strong, 3:1).',
    matches: (name) => name.startsWith('--conf-color-') && !BRAND.test(name) && !STATUS_TONES.test(name),
  },
  {
    id: 'brand',
    title: 'Brand and interaction',
    usage:
      'The one action colour (primary and its hover and pressed states, with on-primary text on it), links, the focus ring and the warm highlight of dark areas.',
    matches: (name) => BRAND.test(name),
  },
  {
    id: 'status',
    title: 'Status tones',
    usage:
      'Messages and badges: a strong tone for text and icons, its soft tone for the background behind them. Never the only sign of a state: always with words.',
    matches: (name) => STATUS_TONES.test(name),
  },
  {
    id: 'accent',
    title: 'Event-type accents',
    usage:
      'The colour of an event type (screening, showcase, session, education, other) on its tag and tile edge, with a soft tone for backgrounds.',
    matches: prefixed('--conf-accent-'),
  },
  {
    id: 'space',
    title: 'Spacing',
    usage:
      'Gaps and padding, from the gap between an icon and its text (xs) to the space between sections (xl).',
    matches: prefixed('--conf-space-'),
  },
  {
    id: 'radius',
    title: 'Radii',
    usage:
      'Corners: small for fields and buttons, medium for cards, large for dialogs, pill for tags and chips.',
    matches: prefixed('--conf-radius-'),
  },
  {
    id: 'shadow',
    title: 'Elevation',
    usage: 'Small for cards resting on the page, large for what floats above it (menus, dialogs, toasts).',
    matches: prefixed('--conf-shadow-'),
  },
  {
    id: 'type',
    title: 'Type',
    usage: 'The system font stacks (nothing to download), four sizes and one line height for body text.',
    matches: (name) => name.startsWith('--conf-font-') || name === '--conf-line-height',
  },
  {
    id: 'layout',
    title: 'Layout and motion',
    usage:
      'Container widths, the smallest tap target (44 px), the length of transitions (0 when the reader asks for reduced motion) and the reading direction sign.',
    matches: prefixed('--conf-container-', '--conf-tap-target', '--conf-transition', '--conf-inline-sign'),
  },
];

/** A token as one block of the stylesheet sets it. */
export interface Token {
  name: string;
  value: string;
}

/**
 * The token declarations of each rule of a stylesheet's text: selector → tokens in their order.
 * Comments are dropped; rules inside `@media` are read like the others (their selector is the
 * inner one, so the reduced-motion override is a second `:root` rule, merged here).
 */
export function tokenBlocks(css: string): Map<string, Token[]> {
  const blocks = new Map<string, Token[]>();
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const tokens = [...(body ?? '').matchAll(/(--conf-[\w-]+)\s*:\s*([^;]+)(?:;|$)/g)].map(
      ([, name, value]) => ({
        name: name as string,
        value: (value as string).replace(/\s+/g, ' ').trim(),
      }),
    );
    if (tokens.length === 0) continue;
    // What precedes a rule's selector since the last brace may hold statements (`@import …;`).
    const key = (selector ?? '').split(';').pop()?.trim() ?? '';
    const known = blocks.get(key) ?? [];
    const merged = new Map([...known, ...tokens].map((token) => [token.name, token]));
    blocks.set(key, [...merged.values()]);
  }
  return blocks;
}

/** The tokens of `names` in each group, in the order given; names no group takes are `ungrouped`. */
export function groupTokens(names: readonly string[]): {
  groups: { group: TokenGroup; names: string[] }[];
  ungrouped: string[];
} {
  const groups = TOKEN_GROUPS.map((group) => ({ group, names: names.filter(group.matches) }));
  const ungrouped = names.filter((name) => !TOKEN_GROUPS.some((group) => group.matches(name)));
  return { groups, ungrouped };
}
