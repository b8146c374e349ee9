import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBED_COMPONENTS, embedStylesheet, importedComponents } from './embedTheme.ts';

const UI_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ui/src');
const theme = readFileSync(path.join(UI_SRC, 'theme.css'), 'utf8');
const read = (name: string) => readFileSync(path.join(UI_SRC, 'components', name, `${name}.css`), 'utf8');

describe('the embed stylesheet', () => {
  const css = embedStylesheet(theme, EMBED_COMPONENTS, read);

  it('keeps the theme’s tokens: light, dark, text direction and reduced motion', () => {
    expect(css).toContain(':root {');
    expect(css).toContain('[data-conf-theme="dark"] {');
    expect(css).toContain('[dir="rtl"] {');
    expect(css).toContain('prefers-reduced-motion');
  });

  it('holds the rules of the elements’ components and of no other', () => {
    for (const name of EMBED_COMPONENTS) expect(css).toContain(read(name).trim());
    expect(css).not.toContain('.conf-TimeGrid');
    expect(css).not.toContain('.conf-FilterSidebar');
    expect(css).not.toMatch(/@import/);
    expect(css.length).toBeLessThan(theme.length + EMBED_COMPONENTS.map(read).join('').length);
  });

  it('reads the components the theme imports, in order', () => {
    const imported = importedComponents(theme);
    expect(imported.slice(0, 2)).toEqual(['Button', 'Link']);
    expect(imported).toEqual(expect.arrayContaining([...EMBED_COMPONENTS]));
  });

  it('fails the build when a component it keeps is not in the theme (renamed, removed)', () => {
    expect(() => embedStylesheet(theme, ['Button', 'Carousel'], read)).toThrow(
      'theme.css imports no stylesheet of Carousel',
    );
  });
});
