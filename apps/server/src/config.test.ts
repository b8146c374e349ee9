import { DEFAULT_FEATURES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseFeatureOverrides } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: '.data',
      seed: 'demo',
      landingYear: 2026,
      siteMode: 'dist',
      theme: 'education',
    });
  });

  it('reads EMBED_ORIGINS as origins, and names a wrong entry', () => {
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(
      loadConfig({
        EMBED_ORIGINS: ' https://Music.example.org , http://localhost:5173/,https://music.example.org',
      }).embedOrigins,
    ).toEqual(['https://music.example.org', 'http://localhost:5173']);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://example.org/embed' })).toThrow(
      /EMBED_ORIGINS: expected origins without a path .* got 'https:\/\/example.org\/embed'/,
    );
    expect(() => loadConfig({ EMBED_ORIGINS: '*' })).toThrow(
      /EMBED_ORIGINS: expected an http\(s\) URL, got '\*'/,
    );
    expect(() => loadConfig({ EMBED_ORIGINS: 'ftp://example.org' })).toThrow(/EMBED_ORIGINS/);
  });

  it('reads PORT, DATABASE_URL and SEED', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h/db', SEED: 'festival' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', seed: 'festival' });
    expect(loadConfig({ DATABASE_URL: 'memory:' }).databaseUrl).toBe('memory:');
  });

  it('names the variable and the accepted values when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError("PORT: expected an integer from 0 to 65535, got 'eighty'"),
    );
    expect(() => loadConfig({ SEED: 'huge' })).toThrow(/SEED: expected one of demo, festival, none/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: expected unset/);
  });

  it('keeps idle connections open longer than a load balancer (60 s) unless KEEP_ALIVE_TIMEOUT_MS says', () => {
    expect(loadConfig({}).keepAliveTimeoutMs).toBe(65_000);
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000' }).keepAliveTimeoutMs).toBe(120_000);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '5s' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS: expected an integer/,
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});

describe('parseFeatureOverrides', () => {
  it('accepts JSON and on/off lists', () => {
    expect(parseFeatureOverrides('{"alphanav": true, "filters": false}')).toEqual({
      alphanav: true,
      filters: false,
    });
    expect(parseFeatureOverrides('alphanav=on, venues, filters=off')).toEqual({
      alphanav: true,
      venues: true,
      filters: false,
    });
  });

  it('turns every flag on for the demo unless FEATURES is set, even empty', () => {
    expect(Object.values(loadConfig({}).features).every(Boolean)).toBe(true);
    expect(loadConfig({ FEATURES: '' }).features).toEqual(DEFAULT_FEATURES);
    expect(loadConfig({ SEED: 'none' }).features).toEqual(DEFAULT_FEATURES);
    expect(loadConfig({ SEED: 'festival' }).features).toEqual(DEFAULT_FEATURES);
  });

  it('overrides the defaults in the config', () => {
    expect(loadConfig({ FEATURES: 'venues=on,preview_mode=off' }).features).toEqual({
      ...DEFAULT_FEATURES,
      venues: true,
      preview_mode: false,
    });
  });

  it('refuses unknown flags and values', () => {
    expect(() => parseFeatureOverrides('teleport=on')).toThrow(/unknown flag 'teleport'/);
    expect(() => parseFeatureOverrides('alphanav=maybe')).toThrow(/FEATURES.alphanav: expected on\/off/);
    expect(() => parseFeatureOverrides('{oops')).toThrow(/not valid JSON/);
  });
});
