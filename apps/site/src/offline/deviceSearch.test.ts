import { describe, expect, it } from 'vitest';
import { demoSnapshot } from '../test/snapshotFixtures.ts';
import { deviceSearch, snapshotCorpus } from './deviceSearch.ts';

/** The device's search over the demo snapshot (the server's engine: parity on SXSW in apps/server/test/search-parity.test.ts). */
describe('deviceSearch', () => {
  const snapshot = demoSnapshot();
  const ids = (result: { hits: { _id: string }[] }) => result.hits.map((hit) => hit._id);

  it('lists the events by date, then start time, those without a day last, with the result echoing the request', async () => {
    const result = await deviceSearch(snapshot, { models: ['event'], grouping: 'date' });
    expect(ids(result)).toEqual(['E1', 'E2', 'E3', 'E4']);
    expect(result).toMatchObject({
      id: '',
      total: 4,
      page: 1,
      per_page: 60,
      grouping: 'date',
      models: ['event'],
      filters: [],
    });
    expect(result.hits[0]).toMatchObject({
      type: 'event',
      favorite_id: 'E1',
      favorite_type: 'event',
      _source: {
        name: 'Keynote',
        start_time: '2026-03-12T09:30:00-05:00',
        venue: { id: 'V2', name: 'Salon D' },
        credential_types: ['platinum', 'music'],
        alpha: 'K',
      },
    });
  });

  it('counts the sidebar facets with each facet’s own filter left out, and filters (OR within a field)', async () => {
    const result = await deviceSearch(snapshot, {
      models: ['event'],
      grouping: 'date',
      filters: [{ field: 'credential_types', value: 'edu' }],
    });
    expect(ids(result)).toEqual(['E2']);
    const credentials = result.aggregations.find((a) => a.name === 'credential_types');
    expect(credentials?.buckets).toEqual([
      { key: 'platinum', doc_count: 1 },
      { key: 'music', doc_count: 1 },
      { key: 'edu', doc_count: 1 },
    ]);
    const venue = result.aggregations.find((a) => a.name === 'venue');
    expect(venue?.buckets).toEqual([{ key: 'V1', doc_count: 1 }]);
    expect(venue?.labels).toEqual({ V1: 'Hilton Austin' });
  });

  it('matches a term as the server does: accents and case folded, a line-up name, a typo', async () => {
    const byName = await deviceSearch(snapshot, { models: ['event'], term: 'LOVELACE' });
    expect(ids(byName).sort()).toEqual(['E1', 'E2', 'E3']);
    const typo = await deviceSearch(snapshot, { models: ['event'], term: 'workshp' });
    expect(ids(typo)).toEqual(['E2']);
    expect(typo.hits[0]?.highlight).toHaveProperty('name');
  });

  it('lists contributors A–Z with the letters of the whole result', async () => {
    const result = await deviceSearch(snapshot, { models: ['artist', 'person'], grouping: 'alphabetical' });
    expect(ids(result)).toEqual(['C1', 'C2']);
    expect(result.letters).toEqual([
      { letter: 'A', page: 1 },
      { letter: 'T', page: 1 },
    ]);
  });

  it('refuses a page past the last one, saying why', async () => {
    await expect(deviceSearch(snapshot, { models: ['event'], page: 2 })).rejects.toThrow(
      'Page 2 is beyond the last page (1) of 4 results',
    );
  });

  it('indexes a snapshot once', () => {
    expect(snapshotCorpus(snapshot)).toBe(snapshotCorpus(snapshot));
  });
});
