import type { SearchModel } from '@conf/contract';
import { CATALOG_MODELS, suggest } from '@conf/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { Corpus, type DocInput } from './corpus.ts';
import { catalogDocuments } from './documents.ts';
import { CATALOG_FACETS } from './facets.ts';
import type { EventSearchRow, VenueSearchRow } from './load.ts';
import { PER_PAGE, runSearch, SearchInputError, type SearchOptions } from './query.ts';

/**
 * Suggestions and full search over a small hand-made corpus, where the expected ranking, grouping
 * and visibility can be read off the fixtures.
 */

const NOW = Date.parse('2026-03-01T12:00:00Z');
const FUTURE = NOW + 86_400_000;

function doc(model: SearchModel, id: string, name: string, extra: Partial<DocInput> = {}): DocInput {
  return {
    model,
    id,
    name,
    featured: false,
    publishAt: null,
    startTime: null,
    date: null,
    thumbnailUrl: null,
    fields: [],
    facets: {},
    source: { name },
    ...extra,
  };
}

function event(
  id: string,
  name: string,
  date: string,
  hour: number,
  extra: Partial<DocInput> = {},
): DocInput {
  return doc('event', id, name, {
    date,
    startTime: Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00-05:00`),
    eventType: 'session',
    venueName: 'Salon C',
    facets: { event_type: [{ key: 'session' }], date: [{ key: date }] },
    ...extra,
  });
}

const DOCS: DocInput[] = [
  event('E1', 'Teaching With Games', '2026-03-10', 9),
  event('E2', 'Games for Teaching', '2026-03-09', 14, {
    facets: { event_type: [{ key: 'panel' }], date: [{ key: '2026-03-09' }] },
  }),
  event('E3', 'Teach', '2026-03-10', 8),
  event('E4', 'Future Teaching Gala', '2026-03-11', 10, { publishAt: FUTURE }),
  event('E5', 'Zebra Crossing', '2026-03-09', 9, {
    featured: true,
    fields: [['description', ['How teachers cross the road']]],
  }),
  doc('person', 'P1', 'Teagan Holt'),
  doc('person', 'P2', 'Élodie Teacher', { featured: true }),
  doc('artist', 'A1', 'The Teachers'),
  doc('artist', 'A2', '<script>alert(1)</script> Teach Band'),
  doc('venue', 'V1', 'Teaching Theater'),
  doc('brand', 'B1', 'Bartholomew Quizzleworth'),
  doc('film', 'F1', 'Alpha Film'),
];

let corpus: Corpus;
beforeAll(async () => {
  corpus = await Corpus.build(DOCS, CATALOG_FACETS);
});

const ALL = [...CATALOG_MODELS];
const ids = (s: { event_id?: string; entity_id?: string }[]) => s.map((x) => x.event_id ?? x.entity_id);

describe('suggest', () => {
  it('answers nothing under 2 characters', () => {
    expect(suggest(corpus, ' t ', { models: ALL, now: NOW })).toEqual([]);
  });

  it('ranks the exact name, then names starting with the text, then word prefixes (featured first)', () => {
    const found = suggest(corpus, 'teach', { models: ALL, now: NOW });
    // Inside a tier: featured first, then group order (section 9), then name.
    expect(ids(found)).toEqual(['E3', 'E1', 'V1', 'P2', 'E2', 'A2', 'A1']);
  });

  it('matches every word by prefix, in any order, without accents', () => {
    expect(ids(suggest(corpus, 'games teach', { models: ALL, now: NOW }))).toEqual(['E2', 'E1']);
    expect(ids(suggest(corpus, 'elod', { models: ALL, now: NOW }))).toEqual(['P2']);
  });

  it('never suggests a record published later', () => {
    expect(suggest(corpus, 'future', { models: ALL, now: NOW })).toEqual([]);
    expect(ids(suggest(corpus, 'future', { models: ALL, now: FUTURE }))).toEqual(['E4']);
  });

  it('matches a word of 5 or more letters with one typo, not a shorter one', () => {
    expect(ids(suggest(corpus, 'quizzlewroth', { models: ALL, now: NOW }))).toEqual(['B1']);
    expect(suggest(corpus, 'zerba', { models: ALL, now: NOW }).map((s) => s.name)).toEqual([
      'Zebra Crossing',
    ]);
    expect(suggest(corpus, 'zeb', { models: ALL, now: NOW }).length).toBe(1);
    expect(suggest(corpus, 'zbe', { models: ALL, now: NOW })).toEqual([]);
  });

  it('keeps to the models asked for', () => {
    const found = suggest(corpus, 'teach', { models: ['artist', 'person'], now: NOW });
    expect(new Set(found.map((s) => s.type))).toEqual(new Set(['artist', 'person']));
  });

  it('balances the models when there are more matches than room', () => {
    const found = suggest(corpus, 'teach', { models: ALL, now: NOW, limit: 4 });
    expect(found.length).toBe(4);
    expect(new Set(found.map((s) => s.type)).size).toBeGreaterThanOrEqual(3);
  });

  it('escapes names and highlights the match', () => {
    const [band] = suggest(corpus, 'script', { models: ['artist'], now: NOW });
    expect(band?.highlight).toEqual({
      name: [
        '&lt;<span class="highlight">script</span>&gt;alert(1)&lt;/<span class="highlight">script</span>&gt; Teach Band',
      ],
    });
  });

  it('gives events their type and venue, other records their entity id', () => {
    const [game] = suggest(corpus, 'teaching with', { models: ALL, now: NOW });
    expect(game).toMatchObject({
      type: 'event',
      event_id: 'E1',
      event_type: 'session',
      venue_name: 'Salon C',
    });
    const [venue] = suggest(corpus, 'theater', { models: ALL, now: NOW });
    expect(venue).toMatchObject({ type: 'venue', entity_id: 'V1' });
  });
});

describe('runSearch', () => {
  const base: SearchOptions = {
    term: '',
    filters: [],
    models: ALL,
    grouping: 'models',
    page: 1,
    now: NOW,
    preview: false,
  };
  const hitIds = (options: Partial<SearchOptions>) =>
    runSearch(corpus, { ...base, ...options }).hits.map((h) => h._id);

  it('groups by model in the order of section 9, relevance inside a group', () => {
    expect(hitIds({ term: 'teach' })).toEqual(['E3', 'E1', 'E2', 'E5', 'P2', 'A2', 'A1', 'V1']);
  });

  it('lists every match in a stable order for an empty term (events by start time)', () => {
    expect(hitIds({ models: ['event'] })).toEqual(['E5', 'E2', 'E3', 'E1']);
    expect(hitIds({ models: ['person', 'artist'] })).toEqual(['P2', 'A2', 'P1', 'A1']);
  });

  it('groups alphabetically with the featured records first', () => {
    expect(hitIds({ grouping: 'alphabetical', models: ['event', 'person', 'film'] })).toEqual([
      'P2',
      'E5',
      'F1',
      'E2',
      'E3',
      'E1',
      'P1',
    ]);
  });

  it('groups by date, then start time, records without a date last', () => {
    expect(hitIds({ grouping: 'date', models: ['event', 'film'] })).toEqual(['E5', 'E2', 'E3', 'E1', 'F1']);
  });

  it('shows records published later only in preview', () => {
    expect(hitIds({ term: 'future' })).toEqual([]);
    expect(hitIds({ term: 'future', preview: true })).toEqual(['E4']);
  });

  it('finds other fields after the names, and highlights them', () => {
    const { hits } = runSearch(corpus, { ...base, term: 'teacher', models: ['event'] });
    expect(hits.map((h) => h._id)).toEqual(['E5']);
    expect(hits[0]?.highlight).toEqual({
      description: ['How <span class="highlight">teacher</span>s cross the road'],
    });
  });

  it('gives favorites their id and type', () => {
    const { hits } = runSearch(corpus, { ...base, term: 'teaching theater' });
    expect(hits[0]).toMatchObject({ _id: 'V1', type: 'venue', favorite_id: 'V1', favorite_type: 'venue' });
  });

  it('refuses a page after the last', () => {
    expect(() => runSearch(corpus, { ...base, page: 2 })).toThrow(SearchInputError);
    expect(PER_PAGE).toBe(60);
  });

  it('refuses as a 400 of its own, so that a caller that does not catch it still answers 400', () => {
    const error = (() => {
      try {
        runSearch(corpus, { ...base, page: 9990 });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).toBody()).toMatchObject({
      status: 400,
      error: 'validation_failed',
      errors: [{ in: 'body', path: '/page' }],
    });
  });

  it('sorts by publish date, newest first, then by name, undated last, whatever the grouping', async () => {
    const at = (day: number) => Date.parse(`2026-02-${String(day).padStart(2, '0')}T09:00:00-06:00`);
    const people = await Corpus.build(
      [
        doc('person', 'P1', 'Ada Byron', { publishAt: at(1) }),
        doc('person', 'P2', 'Grace Hopper', { publishAt: at(10), featured: true }),
        doc('artist', 'A1', 'Chalk Boards', { publishAt: at(10) }),
        doc('artist', 'A2', 'Black Boards', { publishAt: null }),
        doc('person', 'P3', 'Zed Later', { publishAt: FUTURE }),
        doc('person', 'P4', 'Abe Undated', { publishAt: null }),
      ],
      CATALOG_FACETS,
    );
    const sorted = (options: Partial<SearchOptions>) =>
      runSearch(people, { ...base, models: ['artist', 'person'], sort: 'published', ...options }).hits.map(
        (h) => h._id,
      );
    expect(sorted({})).toEqual(['A1', 'P2', 'P1', 'P4', 'A2']);
    expect(sorted({ grouping: 'alphabetical' })).toEqual(['A1', 'P2', 'P1', 'P4', 'A2']);
    expect(sorted({ grouping: 'date', models: ['person'] })).toEqual(['P2', 'P1', 'P4']);
    expect(sorted({ term: 'boards' })).toEqual(['A1', 'A2']);
    // A record published later comes first in preview (it is the newest).
    expect(sorted({ preview: true })[0]).toBe('P3');
    // Without `sort`, the grouping decides (alphabetical: featured first).
    expect(sorted({ sort: undefined, grouping: 'alphabetical' })[0]).toBe('P2');
  });

  it('refuses an unknown filter field with where it is', () => {
    try {
      runSearch(corpus, { ...base, filters: [{ field: 'colour', value: 'red' }] });
      expect.unreachable();
    } catch (error) {
      expect((error as SearchInputError).problems[0]?.path).toBe('/filters/0/field');
    }
  });
});

describe('venue_id filter', () => {
  const venue = (id: string, name: string, parent: string | null): VenueSearchRow => ({
    id,
    name,
    parent_id: parent,
    address: null,
    city: null,
    state: null,
    postal_code: null,
    country: null,
    thumbnail_url: null,
  });
  const eventAt = (id: string, venueId: string | null): EventSearchRow => ({
    id,
    name: `Event ${id}`,
    description: null,
    start_time: null,
    end_time: null,
    date: null,
    publish_at: null,
    thumbnail_url: null,
    presented_by: null,
    format: null,
    event_type: 'session',
    track: null,
    experience_level: null,
    focus_area: null,
    genre: null,
    subgenre: null,
    credentials: [],
    tags: [],
    accessibility: [],
    venue_id: venueId,
    featured: false,
    canceled: false,
  });
  let venues: Corpus;
  beforeAll(async () => {
    const docs = catalogDocuments(
      {
        year: 2026,
        // Convention Center > Hall 4 > Room 4A; Hotel is another tree.
        venues: [
          venue('CC', 'Convention Center', null),
          venue('H4', 'Hall 4', 'CC'),
          venue('R4A', 'Room 4A', 'H4'),
          venue('HOT', 'Hotel', null),
        ],
        entities: [],
        events: [
          eventAt('E-CC', 'CC'),
          eventAt('E-H4', 'H4'),
          eventAt('E-R4A', 'R4A'),
          eventAt('E-HOT', 'HOT'),
        ],
        contributions: [],
      },
      'UTC',
    );
    venues = await Corpus.build(docs, CATALOG_FACETS);
  });
  const search = (filters: SearchOptions['filters'], models: SearchOptions['models'] = ['event']) =>
    runSearch(venues, {
      term: '',
      filters,
      models,
      grouping: 'models',
      page: 1,
      now: NOW,
      preview: false,
    });
  const sortedIds = (filters: SearchOptions['filters']) =>
    search(filters)
      .hits.map((h) => h._id)
      .sort();

  it('finds the events of a venue and of every venue inside it', () => {
    expect(sortedIds([{ field: 'venue_id', value: 'CC' }])).toEqual(['E-CC', 'E-H4', 'E-R4A']);
    expect(sortedIds([{ field: 'venue_id', value: 'H4' }])).toEqual(['E-H4', 'E-R4A']);
    expect(sortedIds([{ field: 'venue_id', value: 'R4A' }])).toEqual(['E-R4A']);
    expect(sortedIds([{ field: 'venue_id', value: 'HOT' }])).toEqual(['E-HOT']);
  });

  it('ORs several venues and finds nothing for an unknown one', () => {
    expect(
      sortedIds([
        { field: 'venue_id', value: 'R4A' },
        { field: 'venue_id', value: 'HOT' },
      ]),
    ).toEqual(['E-HOT', 'E-R4A']);
    expect(sortedIds([{ field: 'venue_id', value: 'nowhere' }])).toEqual([]);
  });

  it('is hidden: never returned as an aggregation, and other facets still count', () => {
    const { aggregations } = search([{ field: 'venue_id', value: 'H4' }]);
    expect(aggregations.map((a) => a.name)).not.toContain('venue_id');
    expect(aggregations.find((a) => a.name === 'event_type')?.buckets).toEqual([
      { key: 'session', doc_count: 2 },
    ]);
    // The visible venue facet still groups by the top-level venue.
    expect(aggregations.find((a) => a.name === 'venue')?.buckets).toEqual([{ key: 'CC', doc_count: 2 }]);
  });

  it('is a field of events only', () => {
    expect(() => search([{ field: 'venue_id', value: 'CC' }], ['venue'])).toThrow(SearchInputError);
  });
});
