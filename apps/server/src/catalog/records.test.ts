import { describe, expect, it } from 'vitest';
import { alphaOf, credentialTypesOf, formatAddress, visibleLinks, zonedIso } from './records.ts';

describe('records', () => {
  describe('zonedIso', () => {
    it('writes a CDT instant with -05:00 (DST began on 2026-03-08)', () => {
      expect(zonedIso(new Date('2026-03-09T14:30:00Z'), 'America/Chicago')).toBe('2026-03-09T09:30:00-05:00');
    });

    it('writes a CST instant with -06:00', () => {
      expect(zonedIso(new Date('2026-02-01T15:00:00Z'), 'America/Chicago')).toBe('2026-02-01T09:00:00-06:00');
    });

    it("writes another programme's zone: FOSDEM's Brussels winter time, 39C3's Berlin", () => {
      expect(zonedIso(new Date('2026-01-31T08:30:00Z'), 'Europe/Brussels')).toBe('2026-01-31T09:30:00+01:00');
      expect(zonedIso(new Date('2025-12-27T09:30:00Z'), 'Europe/Berlin')).toBe('2025-12-27T10:30:00+01:00');
      expect(zonedIso(new Date('2023-07-26T14:00:00Z'), 'America/New_York')).toBe(
        '2023-07-26T10:00:00-04:00',
      );
      expect(zonedIso(new Date('2026-01-31T08:30:00Z'), 'UTC')).toBe('2026-01-31T08:30:00+00:00');
    });

    it('keeps null', () => {
      expect(zonedIso(null, 'America/Chicago')).toBeNull();
    });
  });

  describe('alphaOf', () => {
    it('is the upper-cased first letter', () => {
      expect(alphaOf('reimagining assessment')).toBe('R');
    });

    it('drops accents and leading spaces', () => {
      expect(alphaOf('  Émile Zola')).toBe('E');
    });

    it('is # for digits, punctuation and non-Latin letters', () => {
      expect(alphaOf('3TEN')).toBe('#');
      expect(alphaOf('"Quoted"')).toBe('#');
      expect(alphaOf('東京')).toBe('#');
    });
  });

  describe('credentialTypesOf', () => {
    it('lists badge types once each in display order, leaving out other credentials', () => {
      const credentials = [
        { name: 'EDU Badge', type: 'edu' },
        { name: 'CPE Credit', type: 'cpe_credit' },
        { name: 'Platinum Badge', type: 'platinum' },
        { name: 'EDU Badge', type: 'edu' },
        { name: 'Music Badge', type: 'music' },
      ];
      expect(credentialTypesOf(credentials)).toEqual(['platinum', 'music', 'edu']);
    });
  });

  describe('visibleLinks', () => {
    it('drops blank URLs and types the product has no icon for', () => {
      expect(
        visibleLinks([
          { type: 'bandcamp', url: 'https://x.bandcamp.com' },
          { type: 'spotify', url: '  ' },
          { type: 'myspace', url: 'https://myspace.example' },
        ]),
      ).toEqual([{ type: 'bandcamp', url: 'https://x.bandcamp.com' }]);
    });
  });

  describe('formatAddress', () => {
    it('joins the parts that are known', () => {
      expect(
        formatAddress({
          address: '110 E 2nd St.',
          city: 'Austin',
          state: 'TX',
          postal_code: '78701',
          country: null,
        }),
      ).toBe('110 E 2nd St., Austin, TX 78701');
    });

    it('is null when nothing is known', () => {
      expect(
        formatAddress({ address: null, city: null, state: null, postal_code: null, country: null }),
      ).toBeNull();
    });
  });
});
