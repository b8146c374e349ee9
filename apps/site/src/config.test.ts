import { DEFAULT_FEATURES } from '@conf/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseSiteConfig, readSiteConfig } from './config.ts';

describe('site configuration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  describe('given the element the server renders', () => {
    it('reads every field', () => {
      const rendered = {
        landingYear: 2027,
        badgeUrl: 'https://tickets.example/badges',
        hotelUrl: 'https://hotels.example/',
        supportEmail: 'help@example.com',
        theme: 'festival',
        features: { ...DEFAULT_FEATURES, attendee_directory: true },
        oidc: { label: 'login.example.org' },
        origin: 'https://schedule.example.org',
      };
      document.body.innerHTML = `<script type="application/json" id="conf-config">${JSON.stringify(rendered)}</script>`;
      expect(readSiteConfig()).toEqual(rendered);
    });
  });

  describe('given no element', () => {
    it('uses the defaults', () => {
      expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
      expect(DEFAULT_SITE_CONFIG.landingYear).toBe(2026);
    });
  });

  describe('given malformed content', () => {
    it('falls back per field', () => {
      expect(parseSiteConfig('{not json')).toEqual(DEFAULT_SITE_CONFIG);
      expect(
        parseSiteConfig(
          JSON.stringify({
            landingYear: '2030',
            badgeUrl: '',
            theme: 'neon',
            features: { venues: 'yes' },
            oidc: { label: ' ' },
          }),
        ),
      ).toEqual(DEFAULT_SITE_CONFIG);
    });
  });
});
