import type { SearchResult } from '@conf/contract';
import { describe, expect, it } from 'vitest';
import { searchResultJson } from './serialize.ts';

describe('searchResultJson', () => {
  const source = {
    name: 'Teaching "With" <Games>',
    thumbnail_url: null,
    start_time: null,
    end_time: null,
    date: null,
    venue: { id: 'V1', name: 'Salon C' },
    event_type: null,
    format: null,
    track: null,
    credential_types: [],
    featured: false,
    canceled: false,
    publish_at: null,
    alpha: 'T',
  };
  const result: SearchResult = {
    id: 's1',
    hits: [
      {
        _id: 'E1',
        type: 'event',
        _source: source,
        highlight: { name: ['<span class="highlight">Teach</span>ing'] },
        favorite_id: 'E1',
        favorite_type: 'event',
      },
      { _id: 'E2', type: 'event', _source: source, highlight: {}, favorite_id: 'E2', favorite_type: 'event' },
    ],
    aggregations: [
      {
        name: 'event_type',
        title: 'Event Type',
        model: 'event',
        group: 'Events',
        hidden: false,
        open: true,
        labels: { panel: 'Session' },
        buckets: [{ key: 'panel', doc_count: 2 }],
      },
    ],
    grouping: 'models',
    filters: [{ field: 'event_type', value: 'panel' }],
    models: ['event'],
    total: 2,
    page: 1,
    per_page: 60,
  };

  it('is exactly what JSON.stringify gives', () => {
    expect(searchResultJson(result)).toBe(JSON.stringify(result));
    // Again, now with the source's JSON reused.
    expect(searchResultJson(result)).toBe(JSON.stringify(result));
  });

  it('handles a page without hits', () => {
    const empty = { ...result, hits: [], total: 0 };
    expect(searchResultJson(empty)).toBe(JSON.stringify(empty));
  });
});
