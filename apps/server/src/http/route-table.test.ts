import { describe, expect, it } from 'vitest';
import { normalizePath, RouteTable } from './route-table.ts';

const table = new RouteTable<string>([
  ['/search', 'post', 'search'],
  ['/{year}/search', 'post', 'searchYear'],
  ['/favorite/query', 'post', 'queryFavorites'],
  ['/favorite/{type}', 'post', 'addFavorite'],
  ['/favorite/{type}/{id}', 'delete', 'removeFavorite'],
  ['/favorite/{itemType}/{itemId}/interested.json', 'get', 'interested'],
  ['/images/{kind}/{seed}.svg', 'get', 'image'],
  ['/api/web/{year}/events/{id}', 'get', 'event'],
  ['/api/web/{year}/events/{id}/rsvp', 'post', 'rsvp'],
  ['/statuses', 'post', 'statuses'],
  ['/statuses/{id}', 'patch', 'setStatus'],
]);

const match = (method: string, path: string) => {
  const found = table.match(method, path);
  return found ? { value: found.value, params: found.params } : null;
};

describe('RouteTable', () => {
  it('finds concrete paths, in any method case', () => {
    expect(match('POST', '/search')).toEqual({ value: 'search', params: {} });
    expect(match('post', '/statuses')).toEqual({ value: 'statuses', params: {} });
  });

  it('prefers a concrete path to a template with the same method', () => {
    expect(match('POST', '/favorite/query')?.value).toBe('queryFavorites');
    expect(match('POST', '/favorite/events')).toEqual({ value: 'addFavorite', params: { type: 'events' } });
  });

  it('takes path parameters, percent-decoded, from templates of as many segments', () => {
    expect(match('GET', '/api/web/2026/events/PP%201')).toEqual({
      value: 'event',
      params: { year: '2026', id: 'PP 1' },
    });
    expect(match('POST', '/api/web/2026/events/E1/rsvp')?.params).toEqual({ year: '2026', id: 'E1' });
    expect(match('GET', '/images/event/a.b.svg')?.params).toEqual({ kind: 'event', seed: 'a.b' });
    expect(match('GET', '/favorite/event/E1/interested.json')?.params).toEqual({
      itemType: 'event',
      itemId: 'E1',
    });
    expect(match('POST', '/2026/search')?.params).toEqual({ year: '2026' });
  });

  it('ignores trailing slashes and the query', () => {
    expect(match('POST', '/search/')?.value).toBe('search');
    expect(match('POST', '/search//')?.value).toBe('search');
    expect(match('GET', '/api/web/2026/events/E1/?x=1')?.params).toEqual({ year: '2026', id: 'E1' });
    expect(normalizePath('/')).toBe('/');
  });

  it('prefers the most literal template, whatever the order of the document', () => {
    const reversed = new RouteTable<string>([
      ['/{a}/{b}', 'get', 'loose'],
      ['/{a}/fixed', 'get', 'specific'],
    ]);
    expect(reversed.match('GET', '/x/fixed')?.value).toBe('specific');
    expect(reversed.match('GET', '/x/other')?.value).toBe('loose');
  });

  it('finds nothing for another method, another depth or an empty segment', () => {
    expect(match('GET', '/search')).toBeNull();
    expect(match('GET', '/api/web/2026/events')).toBeNull();
    expect(match('GET', '/api/web/2026/events/E1/extra/more')).toBeNull();
    expect(match('DELETE', '/favorite//E1')).toBeNull();
    expect(match('GET', '/nothing')).toBeNull();
  });

  it('tells whether a path exists for another method (405)', () => {
    expect(table.hasPathForOtherMethods('/search')).toBe(true);
    expect(table.hasPathForOtherMethods('/search/')).toBe(true);
    expect(table.hasPathForOtherMethods('/statuses/E1')).toBe(true);
    expect(table.hasPathForOtherMethods('/2026/search')).toBe(true);
    expect(table.hasPathForOtherMethods('/2026/artists/x')).toBe(false);
    expect(table.hasPathForOtherMethods('/nothing')).toBe(false);
  });

  it('throws a URIError for a parameter that is not valid percent-encoding', () => {
    expect(() => table.match('GET', '/api/web/2026/events/%E0%A4%A')).toThrow(URIError);
  });
});
