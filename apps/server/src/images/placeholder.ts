/**
 * Locally generated placeholder images (SVG), so that nothing at run time depends on an outside host.
 * Deterministic: the same kind and seed always give the same picture, the one @conf/ui's
 * PlaceholderArt draws in result tiles (both from @conf/core `placeholderArt`).
 */
import { type ImageKind, placeholderArt } from '@conf/core';

export { type ImageKind, isImageKind } from '@conf/core';

export function renderPlaceholderSvg(kind: ImageKind, seed: string): string {
  const { from, to, angle, stroke, glyph } = placeholderArt(kind, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-hidden="true"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><g transform="translate(80 80) scale(1.6)" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"><path d="${glyph}"/></g></svg>`;
}
