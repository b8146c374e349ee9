import { describe, expect, it } from 'vitest';
import { matchSiteRoute, yearPath } from './routes';

describe('matchSiteRoute', () => {
  it('matches the landing page', () => {
    expect(matchSiteRoute('/')).toEqual({ pattern: '/', year: null, params: {} });
  });

  it('matches routes with and without an integer year prefix', () => {
    expect(matchSiteRoute('/events/abc')).toMatchObject({
      pattern: '/events/:id',
      year: null,
      params: { id: 'abc' },
    });
    expect(matchSiteRoute('/2026/events/abc')).toMatchObject({ pattern: '/events/:id', year: 2026 });
    expect(matchSiteRoute('/2026/speakers/')).toMatchObject({ pattern: '/speakers', year: 2026 });
    expect(matchSiteRoute('/2025/search/event,venue')).toMatchObject({ params: { models: 'event,venue' } });
  });

  it('rejects a year that is not an integer', () => {
    expect(matchSiteRoute('/20x6/events/abc')).toBeNull();
    expect(matchSiteRoute('/abc/speakers')).toBeNull();
  });

  it('keeps the attendee directory yearless', () => {
    expect(matchSiteRoute('/attendees/u1')).toMatchObject({ pattern: '/attendees/:id' });
    expect(matchSiteRoute('/2026/attendees/u1')).toBeNull();
  });

  it('matches a shared schedule link, only without a year', () => {
    expect(matchSiteRoute('/schedule/abc_DEF-123')).toEqual({
      pattern: '/schedule/:token',
      year: null,
      params: { token: 'abc_DEF-123' },
    });
    expect(matchSiteRoute('/2026/schedule/abc')).toBeNull();
    expect(matchSiteRoute('/schedule')).toBeNull();
  });

  it('matches the feature flag admin page, only without a year', () => {
    expect(matchSiteRoute('/admin/features')).toEqual({ pattern: '/admin/features', year: null, params: {} });
    expect(matchSiteRoute('/2026/admin/features')).toBeNull();
    expect(matchSiteRoute('/admin')).toBeNull();
  });

  it('rejects unknown paths and extra segments', () => {
    expect(matchSiteRoute('/nope')).toBeNull();
    expect(matchSiteRoute('/events/a/b')).toBeNull();
    expect(matchSiteRoute('/events/%E0%A4%A')).toBeNull();
  });

  it('builds year paths', () => {
    expect(yearPath(2026, '/events/1')).toBe('/2026/events/1');
    expect(yearPath(null, '/events/1')).toBe('/events/1');
  });
});
