/**
 * The part of @conf/ui's theme the elements need (decision 0026): its tokens (light, dark, text
 * direction, reduced motion) and the stylesheets of the components they draw, without the other 40
 * components' rules (about 45 kB of the 57 kB theme). Pure: the build (vite.config.ts) reads the files.
 */

/** The component stylesheets the elements' components use (SuggestionSearch, FavoriteButton and its sign-in dialog). */
export const EMBED_COMPONENTS = [
  'Button',
  'Link',
  'Modal',
  'HighlightedText',
  'SuggestionSearch',
  'SignInDialog',
  'FavoriteButton',
] as const;

const IMPORT = /^@import\s+"\.\/components\/([A-Za-z]+)\/\1\.css";\s*$/gm;

/** The components whose stylesheets `theme` imports, in its order. */
export function importedComponents(theme: string): string[] {
  return [...theme.matchAll(IMPORT)].map((match) => match[1] as string);
}

/**
 * `theme` (the text of theme.css) with each component `@import` replaced by that component's
 * stylesheet (`read(name)`) when `keep` names it, and removed otherwise. Throws when `keep` names a
 * component the theme does not import, so that a renamed component fails the build.
 */
export function embedStylesheet(
  theme: string,
  keep: readonly string[],
  read: (component: string) => string,
): string {
  const imported = new Set(importedComponents(theme));
  const missing = keep.filter((name) => !imported.has(name));
  if (missing.length > 0) throw new Error(`theme.css imports no stylesheet of ${missing.join(', ')}`);
  const wanted = new Set(keep);
  return theme.replace(IMPORT, (_line, name: string) => (wanted.has(name) ? read(name) : '')).trim();
}
