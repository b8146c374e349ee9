import { describe, expect, it } from 'vitest';
import { displayImageUrl, withDisplayImages } from './remote-address.ts';

describe('displayImageUrl', () => {
  it('sends outside images through the proxy, with the address encoded', () => {
    expect(displayImageUrl('https://images.sxsw.com/a b.jpg?w=100&h=100')).toBe(
      '/images/remote?url=https%3A%2F%2Fimages.sxsw.com%2Fa%20b.jpg%3Fw%3D100%26h%3D100',
    );
  });

  it("leaves this site's images, data addresses and null alone", () => {
    expect(displayImageUrl('/images/event/PP1001.svg')).toBe('/images/event/PP1001.svg');
    expect(displayImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(displayImageUrl(null)).toBeNull();
  });
});

describe('withDisplayImages', () => {
  it('rewrites the image columns of a copy, and nothing else', () => {
    const row = {
      id: 'E1',
      thumbnail_url: 'http://cdn.example.org/t.png',
      image_url: null,
      sponsor_image: '/images/brand/B1.svg',
      links: 'https://example.org',
    };
    const shown = withDisplayImages(row);
    expect(shown).toEqual({
      ...row,
      thumbnail_url: '/images/remote?url=http%3A%2F%2Fcdn.example.org%2Ft.png',
    });
    expect(row.thumbnail_url).toBe('http://cdn.example.org/t.png');
  });

  it('returns the row itself when it has no outside image', () => {
    const row = { id: 'V1', thumbnail_url: '/images/venue/V1.svg' };
    expect(withDisplayImages(row)).toBe(row);
  });
});
