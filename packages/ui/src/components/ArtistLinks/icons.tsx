import type { ArtistLinkType } from '@conf/core';
import type { ReactNode } from 'react';

/**
 * Simple line icons for the artist link types, drawn for this library (no brand assets): each is a
 * 24 px SVG in `currentColor`, hidden from assistive technology (the link carries the name).
 */
const PATHS: Readonly<Record<ArtistLinkType, ReactNode>> = {
  // A note for Apple Music.
  apple: (
    <>
      <path d="M9 18V6l10-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </>
  ),
  // Bandcamp's slanted band.
  bandcamp: <path d="M3 17 9 7h12l-6 10z" />,
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8H14a2 2 0 0 0-2 2v11M10 13h5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </>
  ),
  // A cloud.
  soundcloud: <path d="M6 18a4 4 0 0 1-.5-7.97A6 6 0 0 1 17 9a4.5 4.5 0 0 1 1 9z" />,
  // A circle with three arcs.
  spotify: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 9.5c3.5-1 7-.7 10 1M7.5 12.5c3-.8 5.7-.5 8 .8M8 15.5c2.3-.5 4.3-.3 6 .6" />
    </>
  ),
  // A note with a hook.
  tiktok: <path d="M13 3v12a3.5 3.5 0 1 1-3.5-3.5M13 3c.5 2.5 2.5 4.5 5 4.5" />,
  // An X.
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  // A globe.
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />
    </>
  ),
  // A play button.
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
};

/** The icon of a link type. */
export function ArtistLinkIcon({ type }: { type: ArtistLinkType }) {
  return (
    <svg
      className="conf-ArtistLinks-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[type]}
    </svg>
  );
}
