import type { SearchModel } from '@conf/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { Corpus, type DocInput } from './corpus.ts';
import { CATALOG_FACETS } from './facets.ts';
import { CATALOG_MODELS } from './models.ts';
import { PER_PAGE, runSearch, SearchInputError, type SearchOptions } from './query.ts';
import { suggest } from './suggest.ts';

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

  it('refuses an unknown filter field with where it is', () => {
    try {
      runSearch(corpus, { ...base, filters: [{ field: 'colour', value: 'red' }] });
      expect.unreachable();
    } catch (error) {
      expect((error as SearchInputError).problems[0]?.path).toBe('/filters/0/field');
    }
  });
});
