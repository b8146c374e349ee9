import { ARTIST_LINK_TYPES, type ArtistLinkInput } from '@conf/core';

/** One link of every type (`https://example.org/{type}`), in display order, for stories and tests. */
export const ALL_ARTIST_LINKS: readonly ArtistLinkInput[] = ARTIST_LINK_TYPES.map((type) => ({
  type,
  url: `https://example.org/${type}`,
}));
