import { describe, expect, it } from 'vitest';
import {
  ARTIST_LINK_LABELS,
  ARTIST_LINK_TYPES,
  isArtistLinkType,
  visibleArtistLinks,
} from './artist-links.ts';

describe('visibleArtistLinks', () => {
  it('drops blank links and trims the others', () => {
    expect(
      visibleArtistLinks([
        { type: 'bandcamp', url: ' https://example.org/band ' },
        { type: 'spotify', url: '' },
        { type: 'youtube', url: '   ' },
        { type: 'tiktok', url: null },
      ]),
    ).toEqual([{ type: 'bandcamp', url: 'https://example.org/band', label: 'Bandcamp' }]);
  });

  it('keeps only web URLs of known types', () => {
    expect(
      visibleArtistLinks([
        { type: 'website', url: 'javascript:alert(1)' },
        { type: 'website', url: 'not a url' },
        { type: 'myspace', url: 'https://example.org' },
        { type: 'website', url: 'http://example.org' },
      ]),
    ).toEqual([{ type: 'website', url: 'http://example.org', label: 'Website' }]);
  });

  it('orders links by type and drops duplicates', () => {
    const links = visibleArtistLinks([
      { type: 'youtube', url: 'https://example.org/yt' },
      { type: 'apple', url: 'https://example.org/apple' },
      { type: 'youtube', url: 'https://example.org/yt' },
    ]);
    expect(links.map((link) => link.type)).toEqual(['apple', 'youtube']);
  });

  it('is empty without links', () => {
    expect(visibleArtistLinks(undefined)).toEqual([]);
  });
});

describe('artist link types', () => {
  it('names every type', () => {
    expect(ARTIST_LINK_TYPES.every((type) => ARTIST_LINK_LABELS[type].length > 0)).toBe(true);
    expect(isArtistLinkType('soundcloud')).toBe(true);
    expect(isArtistLinkType('myspace')).toBe(false);
  });
});
