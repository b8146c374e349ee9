import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './foundations/contrast.ts';
import { tokenBlocks } from './foundations/themeTokens.ts';

/**
 * Contrast of the theme's tokens, for every block of theme.css that sets the colours (the light
 * theme on :root, the dark one on `[data-conf-theme="dark"]`): text 4.5:1 against what it sits on
 * (WCAG 2.2 SC 1.4.3), and 3:1 for the parts of a control that show its state (SC 1.4.11): the focus
 * ring and the borders of fields and buttons.
 */

// A path, not `new URL('./theme.css', import.meta.url)`: Vite would turn that into an asset URL.
const theme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');

/** The blocks of theme.css that define colour tokens: selector → token → value. */
function colourBlocks(css: string): Map<string, Map<string, string>> {
  const colours = [...tokenBlocks(css)].map(
    ([selector, tokens]) =>
      [
        selector,
        new Map(
          tokens
            .filter(({ name }) => /^--conf-(color|accent)-/.test(name))
            .map(({ name, value }) => [name, value]),
        ),
      ] as const,
  );
  return new Map(colours.filter(([, tokens]) => tokens.size > 0));
}

const blocks = colourBlocks(theme);
const NON_TEXT_MINIMUM = 3;
const TEXT_MINIMUM = 4.5;
const STATUSES = ['info', 'success', 'warning', 'danger'];
const ACCENTS = ['screening', 'showcase', 'session', 'edu', 'default'];

describe('theme tokens', () => {
  it('are read from theme.css', () => {
    expect([...blocks.keys()]).toEqual([':root', '[data-conf-theme="dark"]']);
  });

  it('the dark theme sets every colour token of the light one, and no other', () => {
    const names = (selector: string) => [...(blocks.get(selector)?.keys() ?? [])].sort();
    expect(names('[data-conf-theme="dark"]')).toEqual(names(':root'));
  });

  describe.each([...blocks])('%s', (_selector, tokens) => {
    const token = (name: string) => {
      const value = tokens.get(name);
      if (value === undefined) throw new Error(`${name} is not set`);
      return value;
    };
    const backgrounds = ['--conf-color-bg', '--conf-color-surface', '--conf-color-surface-raised'];

    it.each(backgrounds)('the focus ring stands out at least 3:1 against %s', (background) => {
      expect(contrastRatio(token('--conf-color-focus'), token(background))).toBeGreaterThanOrEqual(
        NON_TEXT_MINIMUM,
      );
    });

    it.each(backgrounds)('field and button borders stand out at least 3:1 against %s', (background) => {
      expect(contrastRatio(token('--conf-color-border-strong'), token(background))).toBeGreaterThanOrEqual(
        NON_TEXT_MINIMUM,
      );
    });

    describe('text (4.5:1)', () => {
      const pairs: [string, string][] = [
        ...[
          '--conf-color-text',
          '--conf-color-text-muted',
          '--conf-color-link',
          '--conf-color-primary',
        ].flatMap((text) => backgrounds.map((background): [string, string] => [text, background])),
        ['--conf-color-on-primary', '--conf-color-primary'],
        ['--conf-color-primary', '--conf-color-primary-soft'],
        // Dark areas (toast, tooltip, access badge): the surface colour on the text colour.
        ['--conf-color-surface', '--conf-color-text'],
        ['--conf-color-inverse-muted', '--conf-color-text'],
        ...STATUSES.flatMap((status): [string, string][] => [
          [`--conf-color-${status}`, `--conf-color-${status}-soft`],
          [`--conf-color-${status}`, '--conf-color-surface'],
        ]),
        ...ACCENTS.map((accent): [string, string] => [
          `--conf-accent-${accent}`,
          `--conf-accent-${accent}-soft`,
        ]),
        // Access badges: the surface colour on each badge.
        ...[
          '--conf-color-text-muted',
          '--conf-accent-interactive',
          '--conf-accent-screening',
          '--conf-accent-showcase',
          '--conf-accent-session',
          '--conf-accent-edu',
        ].map((badge): [string, string] => ['--conf-color-surface', badge]),
      ];
      it.each(pairs)('%s on %s', (text, background) => {
        expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(TEXT_MINIMUM);
      });
    });

    it.each(['--conf-color-inverse-success', '--conf-color-inverse-danger'])(
      'a toast’s tone bar (%s) stands out at least 3:1 against the toast',
      (tone) => {
        expect(contrastRatio(token(tone), token('--conf-color-text'))).toBeGreaterThanOrEqual(
          NON_TEXT_MINIMUM,
        );
      },
    );

    it('the highlight (the focus ring of dark areas) stands out at least 3:1 against the text colour', () => {
      // A dark area of the theme (a toast, a hero) is about as dark as the text.
      expect(
        contrastRatio(token('--conf-color-highlight'), token('--conf-color-text')),
      ).toBeGreaterThanOrEqual(NON_TEXT_MINIMUM);
    });
  });
});

describe('contrastRatio', () => {
  it('is WCAG’s ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#24539e', '#24539e')).toBe(1);
    // The old focus ring of issue 18: about 1.87:1 against the page.
    expect(contrastRatio('#f2a900', '#f6f7f9')).toBeCloseTo(1.87, 2);
  });
});
