import { describe, expect, it } from 'vitest';
import {
  cleared,
  defaultGrouping,
  parseFilters,
  parseModelsSegment,
  readSearchQuery,
  type SearchQuery,
  searchHref,
  searchRequestBody,
  shouldRunSearch,
  withFilters,
  withGrouping,
  withPage,
  withTerm,
} from './searchQuery.ts';

function query(search: string, segment?: string): SearchQuery {
  const parsed = readSearchQuery(segment, new URLSearchParams(search));
  if (!parsed) throw new Error(`not a search: ${segment}`);
  return parsed;
}

describe('search state in the address', () => {
  describe('the models segment', () => {
    it('is every model when absent', () => {
      expect(parseModelsSegment(undefined)).toEqual([]);
    });

    it('reads a comma list of models, without repeats', () => {
      expect(parseModelsSegment('event')).toEqual(['event']);
      expect(parseModelsSegment('artist,person,artist')).toEqual(['artist', 'person']);
    });

    it('expands the category ids the suggestion box links to', () => {
      expect(parseModelsSegment('events')).toEqual(['event']);
      expect(parseModelsSegment('contributors')).toEqual(['artist', 'film', 'person']);
      expect(parseModelsSegment('brands,venue')).toEqual([
        'brand',
        'exhibitor',
        'music_fest_presenter',
        'venue',
      ]);
    });

    it('is not a search page for anything else', () => {
      expect(parseModelsSegment('robots')).toBeNull();
      expect(readSearchQuery('event,robots', new URLSearchParams())).toBeNull();
    });
  });

  describe('the query parameters', () => {
    it('reads q (trimmed), filters, h, group and page', () => {
      const filters = JSON.stringify([{ field: 'event_type', value: 'screening' }]);
      expect(
        query(
          `q=%20robots%20&filters=${encodeURIComponent(filters)}&h=abc&group=alphabetical&page=3`,
          'event',
        ),
      ).toEqual({
        models: ['event'],
        term: 'robots',
        filters: [{ field: 'event_type', value: 'screening' }],
        hash: 'abc',
        grouping: 'alphabetical',
        page: 3,
      });
    });

    it('has defaults for missing or unreadable values', () => {
      expect(query('group=sideways&page=-2')).toEqual({
        models: [],
        term: '',
        filters: [],
        hash: '',
        grouping: null,
        page: 1,
      });
    });
  });

  describe('the filters parameter', () => {
    it('keeps numbers, booleans and filter models', () => {
      expect(
        parseFilters(
          JSON.stringify([
            { field: 'cpe_credit', value: true },
            { field: 'capacity', value: 120 },
            { field: 'date', value: '2026-03-09', models: ['event', 'nonsense'] },
          ]),
        ),
      ).toEqual([
        { field: 'cpe_credit', value: true },
        { field: 'capacity', value: 120 },
        { field: 'date', value: '2026-03-09', models: ['event'] },
      ]);
    });

    it('drops repeats and entries that are not filters', () => {
      expect(
        parseFilters(
          JSON.stringify([
            { field: 'track', value: 'Play, Learn & Grow' },
            { field: 'track', value: 'Play, Learn & Grow' },
            { field: '', value: 'x' },
            { field: 'venue', value: { id: 'V1' } },
            'event_type:screening',
          ]),
        ),
      ).toEqual([{ field: 'track', value: 'Play, Learn & Grow' }]);
    });

    it('reads nothing from text that is not a JSON array', () => {
      expect(parseFilters('event_type:screening')).toEqual([]);
      expect(parseFilters('{"field":"a","value":"b"}')).toEqual([]);
      expect(parseFilters(null)).toEqual([]);
    });
  });

  describe('when a search runs', () => {
    it('runs with models, a term, filters or a hash', () => {
      expect(shouldRunSearch(query('', 'event'))).toBe(true);
      expect(shouldRunSearch(query('q=robots'))).toBe(true);
      expect(
        shouldRunSearch(query(`filters=${encodeURIComponent('[{"field":"date","value":"2026-03-09"}]')}`)),
      ).toBe(true);
      expect(shouldRunSearch(query('h=saved'))).toBe(true);
    });

    it('does not run without any of them: the prompt is shown', () => {
      expect(shouldRunSearch(query(''))).toBe(false);
      expect(shouldRunSearch(query('q=%20%20&group=date&page=2'))).toBe(false);
    });
  });

  describe('the request body', () => {
    it('carries only what is set, with the grouping in effect', () => {
      expect(searchRequestBody(query('q=robots'))).toEqual({ term: 'robots', grouping: 'models' });
      expect(searchRequestBody(query('h=abc&page=2', 'event'))).toEqual({
        models: ['event'],
        hash: 'abc',
        page: 2,
        grouping: 'date',
      });
    });

    it('groups the schedule (events only) by date and anything else by type, unless asked', () => {
      expect(defaultGrouping(['event'])).toBe('date');
      expect(defaultGrouping([])).toBe('models');
      expect(defaultGrouping(['event', 'venue'])).toBe('models');
      expect(searchRequestBody(query('group=alphabetical', 'event')).grouping).toBe('alphabetical');
    });
  });

  describe('changes', () => {
    const start = query('q=robots&page=4&group=alphabetical', 'event');

    it('go back to the first page, except paging', () => {
      expect(withTerm(start, ' drones ').page).toBe(1);
      expect(withTerm(start, ' drones ').term).toBe('drones');
      expect(withFilters(start, [{ field: 'date', value: '2026-03-10' }]).page).toBe(1);
      expect(withGrouping(start, 'models').page).toBe(1);
      expect(withPage(start, 5).page).toBe(5);
      expect(withPage(start, 0).page).toBe(1);
    });

    it('leave the default grouping out of the address', () => {
      expect(withGrouping(start, 'date').grouping).toBeNull();
      expect(withGrouping(start, 'models').grouping).toBe('models');
    });

    it('Clear All removes the term and the filters, and keeps the grouping', () => {
      const filtered = withFilters(start, [{ field: 'date', value: '2026-03-10' }]);
      expect(cleared(filtered)).toMatchObject({ term: '', filters: [], grouping: 'alphabetical', page: 1 });
    });

    it('make addresses with parameters in a stable order, defaults left out', () => {
      const filtered = withFilters(withTerm(query('', 'event'), 'robots & AI'), [
        { field: 'event_type', value: 'screening' },
      ]);
      expect(searchHref('/2026/search/event', withPage(filtered, 2))).toBe(
        `/2026/search/event?q=robots+%26+AI&filters=${encodeURIComponent(
          '[{"field":"event_type","value":"screening"}]',
        )}&page=2`,
      );
      expect(searchHref('/search', cleared(filtered))).toBe('/search');
    });

    it('round-trip through the address', () => {
      const filtered = withGrouping(
        withFilters(withTerm(query('', 'event'), 'robots'), [
          { field: 'track', value: 'A, B & C' },
          { field: 'cpe_credit', value: true },
        ]),
        'alphabetical',
      );
      const href = searchHref('/search/event', withPage(filtered, 3));
      const url = new URL(href, 'http://localhost');
      expect(readSearchQuery('event', url.searchParams)).toEqual(withPage(filtered, 3));
    });
  });
});
