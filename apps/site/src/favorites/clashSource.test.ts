import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi.ts';
import { eventHit, searchHit, searchResult, venueRecord } from '../test/fixtures.ts';
import { ClashSource, resolveClashVenue } from './clashSource.ts';
import { subjectOfHit } from './clashSubject.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('clash source', () => {
  describe('resolveClashVenue', () => {
    it('takes the top of the parents as the building, and the nearest location', async () => {
      const facts: Record<
        string,
        { name: string; parentId: string | null; location: null | { latitude: number; longitude: number } }
      > = {
        room: { name: 'Room 4', parentId: 'floor', location: null },
        floor: { name: 'Level 4', parentId: 'hotel', location: null },
        hotel: { name: 'Hilton', parentId: null, location: { latitude: 30.265, longitude: -97.739 } },
      };
      const venue = await resolveClashVenue('room', 'Room 4', async (id) => facts[id] ?? null);
      expect(venue).toEqual({
        id: 'room',
        name: 'Room 4',
        rootId: 'hotel',
        location: { latitude: 30.265, longitude: -97.739 },
      });
    });

    it('counts a venue that cannot be read as a building of its own without coordinates', async () => {
      expect(await resolveClashVenue('V9', 'Tent', async () => null)).toEqual({
        id: 'V9',
        name: 'Tent',
        rootId: 'V9',
        location: null,
      });
    });
  });

  it('makes subjects of event hits only, leaving canceled events out', () => {
    const hit = eventHit('PP1', 'Talk', ['2026-03-09', '09:00', '10:00'], {
      venue: { id: 'V1', name: 'Hall' },
    });
    expect(subjectOfHit(hit)).toEqual({
      id: 'PP1',
      name: 'Talk',
      start: '2026-03-09T09:00:00-05:00',
      end: '2026-03-09T10:00:00-05:00',
      venue: { id: 'V1', name: 'Hall' },
    });
    expect(subjectOfHit({ ...hit, _source: { ...hit._source, canceled: true } })).toBeNull();
    expect(subjectOfHit(searchHit('venue', 'V1', { name: 'Hall' }))).toBeNull();
  });

  it('loads the favorite events once, follows the store, and counts events the page shows', async () => {
    const talk = eventHit('PP1', 'Talk', ['2026-03-09', '09:00', '10:00'], {
      venue: { id: 'V10', name: 'Salon C' },
    });
    const panel = eventHit('PP2', 'Panel', ['2026-03-09', '09:30', '10:30'], {
      venue: { id: 'V10', name: 'Salon C' },
    });
    const { api, requests } = fakeApi({
      '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [talk, panel] }) },
      '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
      '/api/web/2026/venues/V1': {
        status: 200,
        body: venueRecord({ id: 'V1', name: 'Hilton Austin Downtown', parent_venue: null }),
      },
    });
    const source = new ClashSource(api, 2026);
    const shown = subjectOfHit(eventHit('PP3', 'Show', ['2026-03-09', '09:45', '11:00'], { venue: null }));
    if (!shown) throw new Error('no subject');
    source.register(shown);
    source.register(shown);
    expect(source.favorites(() => undefined)).toBeNull();
    await settle();
    await settle();
    const ids = (state: (id: string) => boolean | undefined) =>
      source.favorites(state)?.map((event) => event.id);
    expect(ids(() => undefined)).toEqual(['PP1', 'PP2']);
    expect(ids((id) => id !== 'PP1')).toEqual(['PP2', 'PP3']);
    expect(source.favorites(() => true)?.[0]?.venue).toMatchObject({ id: 'V10', rootId: 'V1' });
    expect(requests.filter((request) => request.path === '/search/favorites')).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/api/web/2026/venues/V10')).toHaveLength(1);
  });
});
