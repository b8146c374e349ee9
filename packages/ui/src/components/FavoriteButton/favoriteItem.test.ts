import { describe, expect, it } from 'vitest';
import { favoriteItemOf, favoriteItemType } from './favoriteItem.ts';

describe('favoriteItemOf', () => {
  it('takes a hit by its favorite type and id, named by its name', () => {
    expect(
      favoriteItemOf({
        _id: 'hit-1',
        type: 'contributor',
        _source: { name: 'Ada Lovelace' },
        favorite_type: 'entity',
        favorite_id: 'EN1',
      }),
    ).toEqual({ type: 'entity', id: 'EN1', name: 'Ada Lovelace' });
  });

  it('falls back to the hit id, and to the id as the name', () => {
    expect(
      favoriteItemOf({ _id: 'PP1', type: 'event', _source: { name: ' ' }, favorite_type: 'event' }),
    ).toEqual({
      type: 'event',
      id: 'PP1',
      name: 'PP1',
    });
  });

  it('gives null for a hit that cannot be a favorite', () => {
    expect(favoriteItemOf({ _id: 'x', type: 'film', _source: {} })).toBeNull();
    expect(favoriteItemOf({ _id: 'x', type: 'film', _source: {}, favorite_type: 'film' })).toBeNull();
  });

  it('takes an event by its event_id, and an item as it is', () => {
    expect(favoriteItemOf({ event_id: 'PP100011', name: 'Keynote' })).toEqual({
      type: 'event',
      id: 'PP100011',
      name: 'Keynote',
    });
    expect(favoriteItemOf({ type: 'venue', id: 'V1', name: 'Hall A' })).toEqual({
      type: 'venue',
      id: 'V1',
      name: 'Hall A',
    });
  });
});

describe('favoriteItemType', () => {
  it('is the path segment of each kind', () => {
    expect(['event', 'entity', 'venue', 'attendee'].map((kind) => favoriteItemType(kind as 'event'))).toEqual(
      ['events', 'entities', 'venues', 'attendees'],
    );
  });
});
