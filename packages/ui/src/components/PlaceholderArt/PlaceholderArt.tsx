import { type PlaceholderArt as Art, type ImageKind, isImageKind, placeholderArt } from '@conf/core';
import type { CSSProperties } from 'react';
import { cx } from '../../internal/classNames.ts';

/** Props of {@link PlaceholderArt}. */
export interface PlaceholderArtProps {
  /** The record's kind (a search hit's type: `event`, `person`, `artist`, `venue`…, or `avatar`). */
  kind: ImageKind | (string & {});
  /** What picks the colours and the angle: usually the record's id. */
  seed: string;
  className?: string;
}

/** The picture's gradient as CSS (CSS measures its angle from "to top", SVG from left-to-right). */
export function placeholderGradient(art: Art): string {
  return `linear-gradient(${(art.angle + 90) % 360}deg, ${art.from}, ${art.to})`;
}

/**
 * A record's generated placeholder picture, drawn in the page: its kind's glyph on a gradient chosen
 * by the seed, the same picture as the server's `/images/{kind}/{seed}.svg` (both from @conf/core
 * `placeholderArt`). Decorative (`aria-hidden`): the text beside it names the record.
 *
 * Result tiles draw it where a record has no image, rather than showing that address in an `<img>`:
 * the browser builds a whole SVG document on the main thread for each SVG image (2-5 ms apiece on
 * a desktop CPU, `pnpm bench lists`), sixty of them for a page of results, and fetches each one.
 * Drawn in the page it costs no request and no document. An unknown kind draws nothing.
 */
export function PlaceholderArt({ kind, seed, className }: PlaceholderArtProps) {
  if (!isImageKind(kind)) return null;
  const art = placeholderArt(kind, seed);
  // One property for the gradient: a tile that shows another record writes one style, not three.
  const style: CSSProperties = { backgroundImage: placeholderGradient(art), color: art.stroke };
  return (
    <span className={cx('conf-PlaceholderArt', className)} data-kind={kind} style={style} aria-hidden="true">
      <svg viewBox="-50 -50 100 100" focusable="false" aria-hidden="true">
        <path d={art.glyph} />
      </svg>
    </span>
  );
}
