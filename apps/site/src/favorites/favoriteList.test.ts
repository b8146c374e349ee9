import { describe, expect, it } from 'vitest';
import { favoritesOfList, withPendingToggles } from './favoriteList.ts';

describe('the favorites kept for My Favorites offline', () => {
  it('lists the ids of GET /favorite.json with their types', () => {
    expect(favoritesOfList({ event: ['E1', 'E2'], entity: ['F1'], venue: [], attendee: ['A1'] })).toEqual([
      { type: 'event', id: 'E1' },
      { type: 'event', id: 'E2' },
      { type: 'entity', id: 'F1' },
      { type: 'attendee', id: 'A1' },
    ]);
  });

  it('applies the toggles still waiting to be sent, in the order they were made', () => {
    const favorites = [
      { type: 'event' as const, id: 'E1' },
      { type: 'event' as const, id: 'E2' },
    ];
    expect(
      withPendingToggles(favorites, [
        { type: 'event', id: 'E3', favorited: true, from: false, at: 20 },
        { type: 'event', id: 'E1', favorited: false, from: true, at: 10 },
        { type: 'venue', id: 'V1', favorited: true, from: false, at: 5 },
      ]),
    ).toEqual([
      { type: 'event', id: 'E2' },
      { type: 'venue', id: 'V1' },
      { type: 'event', id: 'E3' },
    ]);
  });

  it('keeps the list as it is without waiting toggles', () => {
    const favorites = [{ type: 'event' as const, id: 'E1' }];
    expect(withPendingToggles(favorites, [])).toEqual(favorites);
  });
});
