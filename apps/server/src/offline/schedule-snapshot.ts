import type {
  ScheduleSnapshot,
  SnapshotContributor,
  SnapshotEvent,
  SnapshotOrganization,
  SnapshotVenue,
} from '@conf/contract';
import { formatAddress, visibleLinks, zonedIso } from '../catalog/records.ts';
import type {
  SnapshotContributorRow,
  SnapshotEventRow,
  SnapshotOrganizationRow,
  SnapshotRows,
  SnapshotVenueRow,
} from './snapshot-rows.ts';

/**
 * The schedule snapshot (`GET /api/web/{year}/schedule-snapshot`, docs/offline.md): a year's
 * published events, contributors and venues in compact form, for the browser to keep. Pure mapping,
 * no I/O. Compact means: each record once, in its table; events name their venue and contributors by
 * id; nothing the page can derive (alpha groups, credential types, venue roots, a contributor's
 * events) and nothing that needs the network anyway (reservations, publish times).
 */

/** Whether a record is public at `now`: no publish time, or one that has passed (as search shows them). */
function published(publishAt: Date | null, now: number): boolean {
  return publishAt === null || publishAt.getTime() <= now;
}

function snapshotVenue(row: SnapshotVenueRow, known: ReadonlySet<string>): SnapshotVenue {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id !== null && known.has(row.parent_id) ? row.parent_id : null,
    address: formatAddress(row),
    latitude: row.latitude,
    longitude: row.longitude,
    thumbnail_url: row.thumbnail_url,
    links: visibleLinks(row.links),
  };
}

function snapshotContributor(row: SnapshotContributorRow): SnapshotContributor {
  return {
    id: row.id,
    type: row.type as SnapshotContributor['type'],
    name: row.name,
    title: row.title,
    company: row.company,
    city: row.city,
    state: row.state,
    country: row.country,
    genre: row.genre,
    subgenre: row.subgenre,
    thumbnail_url: row.thumbnail_url,
    image_url: row.image_url,
    bio: row.bio,
    links: visibleLinks(row.links),
    seeking: row.artist_connection ? [...row.artist_connection.seeking] : null,
    featured: row.featured,
  };
}

function snapshotOrganization(row: SnapshotOrganizationRow): SnapshotOrganization {
  return {
    id: row.id,
    type: row.type as SnapshotOrganization['type'],
    name: row.name,
    thumbnail_url: row.thumbnail_url,
    featured: row.featured,
  };
}

function snapshotEvent(
  row: SnapshotEventRow,
  venueId: string | null,
  contributorIds: string[],
  zone: string,
): SnapshotEvent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    long_description: row.long_description,
    start_time: zonedIso(row.start_time, zone),
    end_time: zonedIso(row.end_time, zone),
    date: row.date,
    venue_id: venueId,
    contributor_ids: contributorIds,
    event_type: row.event_type,
    format: row.format,
    track: row.track,
    presented_by: row.presented_by,
    experience_level: row.experience_level,
    focus_area: row.focus_area,
    genre: row.genre,
    subgenre: row.subgenre,
    credentials: row.credentials.map(({ name, type }) => ({ name, type })),
    tags: row.tags.map(({ id, name }) => ({ id, name })),
    accessibility: [...row.accessibility],
    thumbnail_url: row.thumbnail_url,
    image: row.image_url ? { url: row.image_url, credit: row.image_credit } : null,
    sponsor: row.sponsor,
    sponsor_image: row.sponsor_image,
    featured: row.featured,
    canceled: row.canceled,
  };
}

/**
 * The snapshot of `rows` as it is public at `now` (ms), its times in `zone`. Every id an event or
 * venue names is an entry of the snapshot's own tables (references to unpublished contributors are
 * left out).
 */
export function scheduleSnapshot(rows: SnapshotRows, zone: string, now: number): ScheduleSnapshot {
  const venueIds = new Set(rows.venues.map((v) => v.id));
  const contributors = rows.contributors.filter((c) => published(c.publish_at, now));
  const contributorIds = new Set(contributors.map((c) => c.id));
  const lineUps = new Map<string, string[]>();
  for (const { event_id, entity_id } of rows.contributions) {
    if (!contributorIds.has(entity_id)) continue;
    const lineUp = lineUps.get(event_id);
    if (lineUp) lineUp.push(entity_id);
    else lineUps.set(event_id, [entity_id]);
  }
  return {
    year: rows.year,
    time_zone: zone,
    venues: rows.venues.map((v) => snapshotVenue(v, venueIds)),
    contributors: contributors.map(snapshotContributor),
    organizations: rows.organizations.filter((o) => published(o.publish_at, now)).map(snapshotOrganization),
    events: rows.events
      .filter((e) => published(e.publish_at, now))
      .map((e) =>
        snapshotEvent(
          e,
          e.venue_id !== null && venueIds.has(e.venue_id) ? e.venue_id : null,
          lineUps.get(e.id) ?? [],
          zone,
        ),
      ),
  };
}

/**
 * The window of the clock around `now` in which {@link scheduleSnapshot} gives the same answer: from
 * the latest publish time at or before `now` to the next one after it, `[from, until)` (±Infinity
 * when there is none).
 */
export function publishWindow(rows: SnapshotRows, now: number): [number, number] {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const { publish_at } of [...rows.events, ...rows.contributors, ...rows.organizations]) {
    if (publish_at === null) continue;
    const at = publish_at.getTime();
    if (at <= now) from = Math.max(from, at);
    else until = Math.min(until, at);
  }
  return [from, until];
}
