import { describe, expect, it } from 'vitest';
import { demoSnapshot } from '../test/snapshotFixtures.ts';
import {
  ATTENDEES_NOT_ON_DEVICE,
  deviceFavoriteSearch,
  FAVORITES_NOT_ON_DEVICE,
  favoritesOnDevice,
} from './deviceFavorites.ts';
import type { FavoriteListRecord } from './offlineDb.ts';

/** My Favorites from the device: the kept list, the toggles made offline, the server's engine. */
describe('My Favorites on the device', () => {
  const snapshot = demoSnapshot();
  const ids = (result: { hits: { _id: string }[] }) => result.hits.map((hit) => hit._id);
  const kept = (favorites: FavoriteListRecord['favorites']) => ({
    read: async (uid: string) =>
      uid === 'u1' ? { uid, year: 2026, favorites, savedAt: '2026-03-09T12:00:00Z' } : undefined,
    save: async () => {},
  });
  const noToggles = { read: async () => [] };

  it('lists the favorite events kept for the user by date, as the server does', async () => {
    const favorites = await favoritesOnDevice(
      'u1',
      kept([
        { type: 'event', id: 'E3' },
        { type: 'event', id: 'E1' },
        { type: 'entity', id: 'C1' },
      ]),
      noToggles,
    );
    const result = await deviceFavoriteSearch(snapshot, favorites, { models: ['event'], grouping: 'date' });
    expect(ids(result)).toEqual(['E1', 'E3']);
    expect(result).toMatchObject({ id: '', total: 2, page: 1, grouping: 'date', models: ['event'] });
  });

  it('lists the other kinds by type, and leaves out a favorite the kept schedule does not hold', async () => {
    const result = await deviceFavoriteSearch(
      snapshot,
      [
        { type: 'entity', id: 'C1' },
        { type: 'entity', id: 'F1' },
        { type: 'entity', id: 'GONE' },
      ],
      { models: ['person', 'film'], grouping: 'models' },
    );
    expect(ids(result).sort()).toEqual(['C1', 'F1']);
  });

  it('shows a toggle made offline and not sent yet', async () => {
    const favorites = await favoritesOnDevice('u1', kept([{ type: 'event', id: 'E1' }]), {
      read: async () => [
        { type: 'event' as const, id: 'E1', favorited: false, from: true, at: 1 },
        { type: 'event' as const, id: 'E2', favorited: true, from: false, at: 2 },
      ],
    });
    const result = await deviceFavoriteSearch(snapshot, favorites, { models: ['event'], grouping: 'date' });
    expect(ids(result)).toEqual(['E2']);
  });

  it('says so when the device never kept the user’s favorites', async () => {
    await expect(favoritesOnDevice('someone-else', kept([]), noToggles)).rejects.toThrow(
      FAVORITES_NOT_ON_DEVICE,
    );
  });

  it('says so for favorite attendees, whom the kept schedule does not hold', async () => {
    await expect(
      deviceFavoriteSearch(snapshot, [{ type: 'attendee', id: 'A1' }], { models: ['attendee'] }),
    ).rejects.toThrow(ATTENDEES_NOT_ON_DEVICE);
  });
});
