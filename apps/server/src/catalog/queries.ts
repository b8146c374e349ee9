import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EntityType, EventEntityRole } from '../db/schema.ts';
import { withDisplayImages } from '../images/remote-address.ts';
import { programmeTimeZone } from '../programmes/store.ts';
import {
  type AttendeeRecord,
  type ContributorRecord,
  type EventRecord,
  type EventSummaryRow,
  type EventVenue,
  type FilmRecord,
  type OrganizationRecord,
  toAttendeeRecord,
  toContributorRecord,
  toEventRecord,
  toFilmRecord,
  toOrganizationRecord,
  toVenueRecord,
  type VenueRecord,
  type VenueRef,
} from './records.ts';

/**
 * Catalogue lookups by id, returning the API's JSON records (see records.ts), or `null` when there
 * is no such record in that year. Preview (publish_at in the future) is the caller's decision: the
 * records carry publish_at. Images are the addresses browsers load: outside images go through the
 * image proxy (images/remote-address.ts).
 */

/** Deepest a venue tree is followed (a guard; imports refuse cycles). */
const MAX_VENUE_DEPTH = 32;

/** The venue and its ancestors, nearest first. */
async function venueChain(db: Database, year: number, id: string): Promise<VenueRef[]> {
  const { rows } = await sql<VenueRef & { depth: number }>`
    with recursive chain (id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from venues where year = ${year} and id = ${id}
      union all
      select v.id, v.name, v.parent_id, c.depth + 1
      from venues v join chain c on v.year = ${year} and v.id = c.parent_id
      where c.depth < ${MAX_VENUE_DEPTH}
    )
    select id, name, depth from chain order by depth`.execute(db.kysely);
  return rows.map(({ id, name }) => ({ id, name }));
}

/** An event's venue and its top-level venue (`root`, null when the venue has no parent). */
async function eventVenue(db: Database, year: number, venueId: string | null): Promise<EventVenue | null> {
  if (venueId === null) return null;
  const chain = await venueChain(db, year, venueId);
  const [venue] = chain;
  const root = chain.length > 1 ? chain.at(-1) : undefined;
  if (!venue) return null;
  return { id: venue.id, name: venue.name, root: root ? { id: root.id, name: root.name } : null };
}

export async function getEvent(db: Database, year: number, id: string): Promise<EventRecord | null> {
  const row = await db.kysely
    .selectFrom('events')
    .selectAll()
    .where('year', '=', year)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const contributors = await db.kysely
    .selectFrom('event_entities as l')
    .innerJoin('entities as e', (join) =>
      join.onRef('e.year', '=', 'l.year').onRef('e.id', '=', 'l.entity_id'),
    )
    .select(['e.id', 'e.type', 'e.name', 'e.title', 'e.company', 'e.thumbnail_url'])
    .where('l.year', '=', year)
    .where('l.event_id', '=', id)
    .where('l.role', '=', 'contributor')
    .orderBy('l.position')
    .execute();
  return toEventRecord(
    withDisplayImages(row),
    {
      venue: await eventVenue(db, year, row.venue_id),
      contributors: contributors.map(withDisplayImages),
    },
    await programmeTimeZone(db, year),
  );
}

/** The (not canceled) events an entity takes part in with that role, by start time. */
async function eventsOf(
  db: Database,
  year: number,
  entityId: string,
  role: EventEntityRole,
): Promise<EventSummaryRow[]> {
  return db.kysely
    .selectFrom('event_entities as l')
    .innerJoin('events as ev', (join) =>
      join.onRef('ev.year', '=', 'l.year').onRef('ev.id', '=', 'l.event_id'),
    )
    .leftJoin('venues as v', (join) => join.onRef('v.year', '=', 'ev.year').onRef('v.id', '=', 'ev.venue_id'))
    .select([
      'ev.id',
      'ev.name',
      'ev.start_time',
      'ev.end_time',
      'ev.date',
      'ev.event_type',
      'ev.credentials',
      'v.id as venue_id',
      'v.name as venue_name',
    ])
    .where('l.year', '=', year)
    .where('l.entity_id', '=', entityId)
    .where('l.role', '=', role)
    .where('ev.canceled', '=', false)
    .orderBy(sql`ev.start_time asc nulls last`)
    .orderBy('ev.date')
    .orderBy('ev.name')
    .orderBy('ev.id')
    .execute();
}

async function entityOf(db: Database, year: number, id: string, types: readonly EntityType[]) {
  return db.kysely
    .selectFrom('entities')
    .selectAll()
    .where('year', '=', year)
    .where('id', '=', id)
    .where('type', 'in', types)
    .executeTakeFirst();
}

/** An artist or person, with the events they appear in. */
export async function getContributor(
  db: Database,
  year: number,
  id: string,
): Promise<ContributorRecord | null> {
  const row = await entityOf(db, year, id, ['artist', 'person']);
  if (!row) return null;
  return toContributorRecord(
    withDisplayImages(row),
    await eventsOf(db, year, id, 'contributor'),
    await programmeTimeZone(db, year),
  );
}

/** A film, with its screenings. */
export async function getFilm(db: Database, year: number, id: string): Promise<FilmRecord | null> {
  const row = await entityOf(db, year, id, ['film']);
  if (!row) return null;
  return toFilmRecord(
    withDisplayImages(row),
    await eventsOf(db, year, id, 'film'),
    await programmeTimeZone(db, year),
  );
}

/** An organization of one type (the record's `type` is the one asked for: the row was selected by it). */
type OrganizationOf<T extends OrganizationRecord['type']> = OrganizationRecord & { type: T };

async function getOrganization<T extends OrganizationRecord['type']>(
  db: Database,
  year: number,
  id: string,
  type: T,
): Promise<OrganizationOf<T> | null> {
  const row = await entityOf(db, year, id, [type]);
  return row
    ? (toOrganizationRecord(withDisplayImages(row), await programmeTimeZone(db, year)) as OrganizationOf<T>)
    : null;
}

export function getBrand(db: Database, year: number, id: string): Promise<OrganizationOf<'brand'> | null> {
  return getOrganization(db, year, id, 'brand');
}

export function getExhibitor(
  db: Database,
  year: number,
  id: string,
): Promise<OrganizationOf<'exhibitor'> | null> {
  return getOrganization(db, year, id, 'exhibitor');
}

export function getMusicFestPresenter(
  db: Database,
  year: number,
  id: string,
): Promise<OrganizationOf<'music_fest_presenter'> | null> {
  return getOrganization(db, year, id, 'music_fest_presenter');
}

export async function getVenue(db: Database, year: number, id: string): Promise<VenueRecord | null> {
  const row = await db.kysely
    .selectFrom('venues')
    .selectAll()
    .where('year', '=', year)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const parent = row.parent_id
    ? ((await db.kysely
        .selectFrom('venues')
        .select(['id', 'name'])
        .where('year', '=', year)
        .where('id', '=', row.parent_id)
        .executeTakeFirst()) ?? null)
    : null;
  return toVenueRecord(withDisplayImages(row), parent);
}

/**
 * An attendee of the directory: of the given year, or of the latest year that lists this uid.
 * `null` when missing or when the attendee opted out of the directory.
 */
export async function getAttendee(
  db: Database,
  uid: string,
  opts: { year?: number } = {},
): Promise<AttendeeRecord | null> {
  let query = db.kysely.selectFrom('attendees').selectAll().where('uid', '=', uid);
  if (opts.year !== undefined) query = query.where('year', '=', opts.year);
  const row = await query.orderBy('year', 'desc').limit(1).executeTakeFirst();
  if (!row || row.directory_opt_out) return null;
  return toAttendeeRecord(withDisplayImages(row));
}
