/**
 * Artist links (spec section 2, "Artist Links"): the link types with their display names, and the
 * rule that blank links are dropped (spec section 5). Only web links are kept, so a stored
 * `javascript:` or other scheme can never become a link on a page.
 */

import { type LinkType, linkTypeValues } from '@conf/contract';

/** The link types, in display order. */
export const ARTIST_LINK_TYPES: readonly LinkType[] = linkTypeValues;

/** One link type (the contract's LinkType). */
export type ArtistLinkType = LinkType;

/** The display name of each link type. */
export const ARTIST_LINK_LABELS: Readonly<Record<ArtistLinkType, string>> = {
  apple: 'Apple Music',
  bandcamp: 'Bandcamp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  website: 'Website',
  youtube: 'YouTube',
};

/** Whether a string is one of the link types. */
export function isArtistLinkType(type: string): type is ArtistLinkType {
  return (ARTIST_LINK_TYPES as readonly string[]).includes(type);
}

/** A link as records carry it. */
export interface ArtistLinkInput {
  type: string;
  url: string | null | undefined;
}

/** A link ready to show. */
export interface ArtistLink {
  type: ArtistLinkType;
  url: string;
  label: string;
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The links to show: blank URLs dropped, URLs trimmed, only `http(s)` URLs of known types kept,
 * duplicates (same type and URL) dropped, in the order of {@link ARTIST_LINK_TYPES}.
 */
export function visibleArtistLinks(links: readonly ArtistLinkInput[] | null | undefined): ArtistLink[] {
  const seen = new Set<string>();
  const shown: ArtistLink[] = [];
  for (const link of links ?? []) {
    const url = (link.url ?? '').trim();
    if (url === '' || !isArtistLinkType(link.type) || !isWebUrl(url)) continue;
    const key = `${link.type} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push({ type: link.type, url, label: ARTIST_LINK_LABELS[link.type] });
  }
  return shown.sort((a, b) => ARTIST_LINK_TYPES.indexOf(a.type) - ARTIST_LINK_TYPES.indexOf(b.type));
}
