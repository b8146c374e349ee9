import type { SearchModel, SearchRequest, SearchResult } from '@conf/contract';
import {
  CATALOG_FACETS,
  CATALOG_MODELS,
  Corpus,
  catalogDocuments,
  searchAnswer,
  snapshotCatalogRows,
} from '@conf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeaheadData, type TypeaheadData } from '../bench/typeahead-data.ts';

/**
 * The device's search against the server's (issue 15 item 3, docs/offline.md), on the SXSW 2026
 * programme: the server's catalogue index and the corpus the browser builds from its schedule
 * snapshot (@conf/core's `snapshotCatalogRows`, apps/site/src/offline/deviceSearch.ts), both made
 * here from one imported database, answer a fixed set of searches and list pages: the same hits in
 * the same order, the same totals, sidebar counts and A–Z letters. What the device cannot know is
 * left out of the comparison: a hit's `publish_at` (the snapshot keeps none), and so the `published`
 * sort, which the device answers by name only.
 */
let data: TypeaheadData | undefined;
let device: Corpus | undefined;

beforeAll(async () => {
  data = await loadTypeaheadData();
  if (data) {
    const { snapshot } = data;
    const started = performance.now();
    device = await Corpus.build(
      catalogDocuments(snapshotCatalogRows(snapshot), snapshot.time_zone),
      CATALOG_FACETS,
    );
    console.info(
      JSON.stringify({ device_corpus_build_ms: Math.round(performance.now() - started), docs: device.size }),
    );
  }
}, 180_000);

afterAll(async () => {
  await data?.close();
});

const EVENTS: SearchModel[] = ['event'];
const CONTRIBUTORS: SearchModel[] = ['artist', 'person'];

/** Searches of the search page (terms, tabs, filters, pages) and of the lists (A–Z, by date). */
const REQUESTS: SearchRequest[] = [
  { models: EVENTS, grouping: 'date' },
  { models: EVENTS, grouping: 'date', page: 2 },
  { models: EVENTS, grouping: 'date', page: 12 },
  { models: EVENTS, grouping: 'models', term: 'artificial intelligence' },
  { models: EVENTS, grouping: 'models', term: 'artifical inteligence' },
  { models: EVENTS, grouping: 'date', term: 'music', page: 2 },
  { models: EVENTS, grouping: 'date', filters: [{ field: 'format', value: 'Panel' }] },
  { models: EVENTS, grouping: 'date', filters: [{ field: 'venue', value: 'V0365' }], page: 3 },
  { models: EVENTS, grouping: 'date', filters: [{ field: 'accessibility', value: 'Closed captioned' }] },
  { models: EVENTS, grouping: 'date', term: 'future', filters: [{ field: 'tags', value: '950' }] },
  {
    models: EVENTS,
    grouping: 'date',
    filters: [
      { field: 'format', value: 'Mentor Session' },
      { field: 'format', value: 'Panel' },
      { field: 'credential_types', value: 'innovation' },
    ],
    page: 2,
  },
  { models: EVENTS, grouping: 'date', term: 'climate', filters: [{ field: 'date', value: '2026-03-14' }] },
  { models: EVENTS, grouping: 'alphabetical', term: 'design' },
  { models: CONTRIBUTORS, grouping: 'alphabetical' },
  { models: CONTRIBUTORS, grouping: 'alphabetical', page: 3 },
  { models: ['person'], grouping: 'alphabetical', page: 2 },
  { models: ['artist'], grouping: 'alphabetical', filters: [{ field: 'genre', value: 'Hip-Hop / Rap' }] },
  { models: CONTRIBUTORS, grouping: 'models', term: 'brian' },
  {
    models: CONTRIBUTORS,
    grouping: 'alphabetical',
    filters: [{ field: 'credential_types', value: 'music' }],
  },
  { models: ['venue'], grouping: 'alphabetical' },
  { models: ['venue'], grouping: 'models', term: 'hotel' },
  { grouping: 'models', term: 'leadership' },
  { grouping: 'models', term: 'jazz', page: 1 },
  { models: [...CATALOG_MODELS], grouping: 'models', term: 'salon' },
];

/** What the two answers are compared on: everything but what the device cannot know. */
function comparable(result: Omit<SearchResult, 'id'>) {
  return {
    ...result,
    hits: result.hits.map(({ _source, ...hit }) => {
      const { publish_at: _published, ...source } = _source as { publish_at?: unknown };
      return { ...hit, _source: source };
    }),
  };
}

describe('search on the device, on the SXSW 2026 programme', () => {
  it.for(REQUESTS.map((request) => [JSON.stringify(request), request] as const))(
    'answers %s as the server does',
    ([, request], context) => {
      if (!data || !device) return context.skip('the SXSW 2026 dataset is not in ../shared/datasets');
      const scope = request.models && request.models.length > 0 ? request.models : [...CATALOG_MODELS];
      const clock = { now: data.now, preview: false };
      const server = searchAnswer(data.catalog, request, scope, clock);
      const onDevice = searchAnswer(device, request, scope, clock);
      expect(server.total).toBeGreaterThan(0);
      expect(comparable(onDevice)).toEqual(comparable(server));
    },
  );
});
