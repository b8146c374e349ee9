import { describe, expect, it } from 'vitest';
import { publishWindow, scheduleSnapshot } from './schedule-snapshot.ts';
import type {
  SnapshotContributorRow,
  SnapshotEventRow,
  SnapshotRows,
  SnapshotVenueRow,
} from './snapshot-rows.ts';

const at = (iso: string) => new Date(iso);

function venue(id: string, parent_id: string | null = null): SnapshotVenueRow {
  return {
    id,
    name: `Venue ${id}`,
    parent_id,
    address: '110 E 2nd St.',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: null,
    latitude: 30.26,
    longitude: -97.74,
    thumbnail_url: null,
    links: [
      { type: 'website', url: 'https://example.org' },
      { type: 'unknown', url: 'https://x.example' },
    ],
  };
}

function contributor(id: string, publish_at: Date | null = null): SnapshotContributorRow {
  return {
    id,
    type: 'person',
    name: `Person ${id}`,
    title: null,
    company: null,
    city: null,
    state: null,
    country: null,
    genre: null,
    subgenre: null,
    thumbnail_url: null,
    image_url: null,
    bio: 'A bio.',
    links: [],
    artist_connection: null,
    featured: false,
    publish_at,
  };
}

function event(id: string, venue_id: string | null, publish_at: Date | null = null): SnapshotEventRow {
  return {
    id,
    name: `Event ${id}`,
    description: null,
    long_description: 'Long.',
    start_time: at('2026-03-12T14:30:00Z'),
    end_time: null,
    date: '2026-03-12',
    venue_id,
    event_type: 'panel',
    format: null,
    track: null,
    presented_by: null,
    experience_level: null,
    focus_area: null,
    genre: null,
    subgenre: null,
    credentials: [{ name: 'Platinum', type: 'platinum' }],
    tags: [],
    accessibility: [],
    thumbnail_url: null,
    image_url: null,
    image_credit: null,
    sponsor: null,
    sponsor_image: null,
    featured: false,
    canceled: false,
    publish_at,
  };
}

const rows: SnapshotRows = {
  year: 2026,
  venues: [venue('V1'), venue('V2', 'V1'), venue('V3', 'gone')],
  contributors: [contributor('P1'), contributor('P2', at('2026-03-01T00:00:00Z'))],
  organizations: [
    { id: 'F1', type: 'film', name: 'A Film', thumbnail_url: null, featured: true, publish_at: null },
    {
      id: 'B1',
      type: 'brand',
      name: 'A Brand',
      thumbnail_url: null,
      featured: false,
      publish_at: at('2026-03-01T00:00:00Z'),
    },
  ],
  events: [
    event('E1', 'V2'),
    event('E2', 'nowhere', at('2026-02-01T00:00:00Z')),
    event('E3', null, at('2026-03-05T00:00:00Z')),
  ],
  contributions: [
    { event_id: 'E1', entity_id: 'P2' },
    { event_id: 'E1', entity_id: 'P1' },
  ],
};

describe('scheduleSnapshot', () => {
  it('lists each record once and names venues and contributors by id, times in the zone', () => {
    const snapshot = scheduleSnapshot(rows, 'America/Chicago', at('2026-03-10T00:00:00Z').getTime());
    expect(snapshot.time_zone).toBe('America/Chicago');
    expect(snapshot.venues.map((v) => [v.id, v.parent_id])).toEqual([
      ['V1', null],
      ['V2', 'V1'],
      ['V3', null],
    ]);
    expect(snapshot.venues[0]?.address).toBe('110 E 2nd St., Austin, TX 78701');
    expect(snapshot.venues[0]?.links).toEqual([{ type: 'website', url: 'https://example.org' }]);
    const [first] = snapshot.events;
    expect(first).toMatchObject({
      id: 'E1',
      venue_id: 'V2',
      contributor_ids: ['P2', 'P1'],
      start_time: '2026-03-12T09:30:00-05:00',
    });
  });

  it('leaves out what is not yet published, and references to it', () => {
    const early = scheduleSnapshot(rows, 'UTC', at('2026-02-15T00:00:00Z').getTime());
    expect(early.events.map((e) => e.id)).toEqual(['E1', 'E2']);
    expect(early.contributors.map((c) => c.id)).toEqual(['P1']);
    expect(early.organizations).toEqual([
      { id: 'F1', type: 'film', name: 'A Film', thumbnail_url: null, featured: true },
    ]);
    expect(early.events[0]?.contributor_ids).toEqual(['P1']);
    // A venue the snapshot does not hold is no reference.
    expect(early.events[1]?.venue_id).toBeNull();
  });
});

describe('publishWindow', () => {
  it('spans from the last publish time passed to the next one', () => {
    const now = at('2026-02-15T00:00:00Z').getTime();
    expect(publishWindow(rows, now)).toEqual([
      at('2026-02-01T00:00:00Z').getTime(),
      at('2026-03-01T00:00:00Z').getTime(),
    ]);
    expect(publishWindow(rows, at('2027-01-01T00:00:00Z').getTime())).toEqual([
      at('2026-03-05T00:00:00Z').getTime(),
      Number.POSITIVE_INFINITY,
    ]);
  });
});
