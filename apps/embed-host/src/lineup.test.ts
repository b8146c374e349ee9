import type { SearchHit } from '@conf/api-client';
import { describe, expect, it } from 'vitest';
import { lineup } from './lineup.ts';

function event(id: string, name: string): SearchHit {
  return {
    _id: id,
    type: 'event',
    _source: { name, venue: null },
    favorite_id: id,
    favorite_type: 'event',
  } as unknown as SearchHit;
}

function artist(id: string, name: string): SearchHit {
  return { _id: id, type: 'artist', _source: { name } } as unknown as SearchHit;
}

describe('lineup', () => {
  it('lists events once per name, at their first place, up to the size', () => {
    const hits = [
      event('E1', 'Denver Showcase'),
      artist('A1', 'The Blues Band'),
      event('E2', 'Denver Showcase'),
      event('E3', 'Country Showcase'),
      event('E4', 'Campus Radio Showcase'),
    ];
    expect(lineup(hits, 2).map((hit) => hit._id)).toEqual(['E1', 'E3']);
    expect(lineup(hits, 10).map((hit) => hit._id)).toEqual(['E1', 'E3', 'E4']);
  });
});
