import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withQueryParam } from './redirects.ts';

const SITE = ['https://schedule.example.org', 'http://127.0.0.1:3000'];

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/2026/events/E1', '/2026/events/E1'],
    ['/search/event?q=jazz&filters=%5B%5D#top', '/search/event?q=jazz&filters=%5B%5D#top'],
    ['/a/../favorites/event', '/favorites/event'],
    ['https://schedule.example.org/2026/events/E1?x=1', '/2026/events/E1?x=1'],
    ['http://127.0.0.1:3000/attendees', '/attendees'],
    ['/%252F%252Fevil.example', '/%252F%252Fevil.example'],
  ])('follows the same-site %s to %s', (origin, expected) => {
    expect(safeRedirectPath(origin, SITE)).toBe(expected);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/2026/events'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['another site', 'https://evil.example/'],
    ['another site, same name as a path', 'https://schedule.example.org.evil.example/'],
    ['this host on another port', 'https://schedule.example.org:8443/'],
    ['this site with credentials', 'https://user:pass@schedule.example.org/'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'evil.example/path'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes, lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['dot segments that end up protocol-relative', '/.//evil.example'],
    ['a broken escape', '/%E0%A4%A'],
    ['a non-string', 42],
  ])('refuses %s and falls back to /', (_label, origin) => {
    expect(safeRedirectPath(origin, SITE)).toBe('/');
  });
});

describe('withQueryParam', () => {
  it('adds or replaces a parameter and keeps the rest', () => {
    expect(withQueryParam('/events/E1', 'auth_error', 'invalid_credentials')).toBe(
      '/events/E1?auth_error=invalid_credentials',
    );
    expect(withQueryParam('/search?q=a&auth_error=x#f', 'auth_error', 'oidc_failed')).toBe(
      '/search?q=a&auth_error=oidc_failed#f',
    );
  });
});
