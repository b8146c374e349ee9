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
        programme: {
          year: 2027,
          name: 'FOSDEM 2027',
          shortName: 'FOSDEM',
          firstDay: '2027-01-30',
          lastDay: '2027-01-31',
          city: 'Brussels',
          timeZone: 'Europe/Brussels',
          tagline: null,
          eventTypes: ['devroom', 'maintrack'],
        },
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

describe('programme settings', () => {
  it('keeps the demo zone for an unknown one, and formats the days and zone for the page', async () => {
    const { parseProgramme, programmeDates, programmeZoneText, DEMO_PROGRAMME } = await import(
      './programme.ts'
    );
    const parsed = parseProgramme({ name: 'FOSDEM 2026', timeZone: 'Mars/Olympus' });
    expect(parsed.timeZone).toBe(DEMO_PROGRAMME.timeZone);
    expect(programmeDates({ firstDay: '2026-01-31', lastDay: '2026-02-01' })).toBe(
      'January 31 \u2013 February 1, 2026',
    );
    expect(programmeDates({ firstDay: '2026-03-09', lastDay: '2026-03-12' })).toBe('March 9\u201312, 2026');
    expect(programmeZoneText({ timeZone: 'Europe/Brussels', firstDay: '2026-01-31' })).toBe(
      'Central European Time (CET)',
    );
    expect(programmeZoneText({ timeZone: 'America/Chicago', firstDay: '2026-03-09' })).toBe(
      'Central Time (CT)',
    );
  });
});
