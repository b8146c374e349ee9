import { isoInZone, UTC_TIME_ZONE, zonedDateKey } from '@conf/core';
import { formatInTimeZone } from 'date-fns-tz';
import type { Database } from '../db/database.ts';
import { slugify } from '../importers/text.ts';
import { findProgramme } from '../programmes/store.ts';
import { guidOf, numericIdOf } from './ids.ts';

/**
 * The programme of a year as a c3voc `schedule.json` (JSON Schema draft-06,
 * `https://c3voc.de/schedule/schema.json`), the format schedule apps (Giggity, EventFahrplan,
 * info-beamer…) read. What the schema requires and how it is filled:
 * - `guid`: the event's id when it is a UUID (imported from frab/pretalx), else a version-5 UUID of
 *   year and id (stable across exports); persons and rooms likewise;
 * - `id`: the source's numeric id, else a stable 31-bit number; `slug`: from id and title;
 * - `date` (ISO with offset), `start` (`HH:MM`) and `duration` (`HH:MM`) in `timeZone`
 *   (default the programme's zone), `end` when known; days are the programme days (`date`), so a set
 *   after midnight stays on the night it belongs to;
 * - `room`: the venue's name; venues that share a name (SXSW's "Salon C" in two hotels) get their
 *   building's name in brackets (`Salon C (Hilton Austin Downtown)`), else their id, so that each
 *   venue stays one room; a room's guid comes from the venue's id; persons: `{guid, name, biography}` (the pretalx person shape);
 * - `url`: the event's page on this site (`baseUrl/{year}/events/{id}`).
 * Left out, and listed in `skipped`: canceled events (schedule.json has no status) and events with
 * no start time (they cannot be placed in a day).
 */

export interface ScheduleExportOptions {
  year: number;
  /** Zone of the times; default the year's programme zone (exportScheduleJson), else UTC. */
  timeZone?: string;
  /** Conference title (default the programme's name, else `Conference <year>`). */
  title?: string;
  /** Acronym (lower case letters, digits, `_`; default `conf<year>`). */
  acronym?: string;
  /** Base of the site's event URLs (default `http://localhost:3000`). */
  baseUrl?: string;
}

export interface ScheduleExport {
  document: Record<string, unknown>;
  /** Events not exported, and why. */
  skipped: { event_id: string; reason: string }[];
  /** Number of events exported. */
  events: number;
}

interface ExportEvent {
  id: string;
  name: string;
  description: string | null;
  long_description: string | null;
  start_time: Date | null;
  end_time: Date | null;
  date: string | null;
  event_type: string | null;
  track: string | null;
  canceled: boolean;
  details: Record<string, unknown>;
  venue_id: string | null;
  updated_at: Date;
}

/** A venue as a room: its name and its building's. */
export interface ExportVenue {
  name: string;
  parent: string | null;
}

interface ExportPerson {
  event_id: string;
  entity_id: string;
  name: string;
  bio: string | null;
}

const REFERENCE_TYPES = new Set([
  'slides',
  'paper',
  'web',
  'blog',
  'article',
  'media',
  'related',
  'activitypub',
]);

function hhmm(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function slugOf(id: string, name: string): string {
  const slug = slugify(`${id} ${name}`).slice(0, 80).replace(/-+$/, '');
  return /^[a-z0-9_-]+[a-z0-9]$/.test(slug) ? slug : `event-${slugify(id) || 'x'}0`;
}

function references(details: Record<string, unknown>): { type: string; url: string; title: string }[] {
  const links = Array.isArray(details.links) ? details.links : [];
  return links.flatMap((l) => {
    if (typeof l !== 'object' || l === null) return [];
    const { type, url, title } = l as Record<string, unknown>;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return [];
    const t = typeof type === 'string' && REFERENCE_TYPES.has(type) ? type : 'related';
    return [{ type: t, url, title: typeof title === 'string' ? title : url }];
  });
}

/** Room names, one per venue id: a name shared by several venues gets the building, else the id. */
function roomNames(venues: ReadonlyMap<string, ExportVenue>, used: ReadonlySet<string>): Map<string, string> {
  const label = (ids: string[], of: (id: string) => string) => new Map(ids.map((id) => [id, of(id)]));
  const ids = [...used].filter((id) => venues.has(id));
  const plain = label(ids, (id) => (venues.get(id) as ExportVenue).name);
  const withParent = label(ids, (id) => {
    const { name, parent } = venues.get(id) as ExportVenue;
    return sharedBy(plain, name) > 1 && parent ? `${name} (${parent})` : name;
  });
  return label(ids, (id) => {
    const name = withParent.get(id) as string;
    return sharedBy(withParent, name) > 1 ? `${name} (${id})` : name;
  });
}

function sharedBy(names: ReadonlyMap<string, string>, name: string): number {
  let n = 0;
  for (const other of names.values()) if (other === name) n += 1;
  return n;
}

/** Builds the document from rows (pure). */
export function buildScheduleJson(
  rows: {
    events: readonly ExportEvent[];
    venues: ReadonlyMap<string, ExportVenue>;
    persons: readonly ExportPerson[];
  },
  opts: ScheduleExportOptions,
): ScheduleExport {
  const zone = opts.timeZone ?? UTC_TIME_ZONE;
  const baseUrl = (opts.baseUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const year = opts.year;
  const skipped: ScheduleExport['skipped'] = [];
  const personsByEvent = new Map<string, ExportPerson[]>();
  for (const p of rows.persons)
    personsByEvent.set(p.event_id, [...(personsByEvent.get(p.event_id) ?? []), p]);
  const days = new Map<string, { start: Date; end: Date; rooms: Map<string, Record<string, unknown>[]> }>();
  const usedVenues = new Set<string>();
  for (const e of rows.events) if (e.venue_id && !e.canceled && e.start_time) usedVenues.add(e.venue_id);
  const roomOf = roomNames(rows.venues, usedVenues);
  /** Room name -> the id its guid is made from (a venue id, or the name of the unassigned room). */
  const usedRooms = new Map<string, string>();
  const tracks = new Set<string>();
  let version = new Date(0);
  let exported = 0;
  for (const e of rows.events) {
    if (e.canceled) {
      skipped.push({ event_id: e.id, reason: 'canceled' });
      continue;
    }
    if (!e.start_time) {
      skipped.push({ event_id: e.id, reason: 'no start time' });
      continue;
    }
    const start = e.start_time;
    const end = e.end_time ?? start;
    const dayKey = e.date ?? zonedDateKey(start, zone);
    const room = (e.venue_id && roomOf.get(e.venue_id)) || 'Unassigned';
    usedRooms.set(room, e.venue_id && roomOf.has(e.venue_id) ? e.venue_id : room);
    if (e.track) tracks.add(e.track);
    if (e.updated_at > version) version = e.updated_at;
    const day = days.get(dayKey) ?? { start, end, rooms: new Map() };
    if (start < day.start) day.start = start;
    if (end > day.end) day.end = end;
    const language = typeof e.details.language === 'string' ? e.details.language : null;
    const subtitle = typeof e.details.subtitle === 'string' ? e.details.subtitle : null;
    const event: Record<string, unknown> = {
      guid: guidOf('event', year, e.id),
      id: numericIdOf(e.id, e.details.source_id),
      date: isoInZone(start, zone),
      start: formatInTimeZone(start, zone, 'HH:mm'),
      ...(e.end_time ? { end: isoInZone(e.end_time, zone) } : {}),
      duration: hhmm((end.getTime() - start.getTime()) / 60_000),
      room,
      slug: slugOf(e.id, e.name),
      url: `${baseUrl}/${year}/events/${encodeURIComponent(e.id)}`,
      title: e.name,
      subtitle,
      track: e.track,
      type: e.event_type ?? 'other',
      language,
      abstract: e.description,
      description: e.long_description,
      persons: (personsByEvent.get(e.id) ?? []).map((p) => ({
        guid: guidOf('person', year, p.entity_id),
        name: p.name,
        biography: p.bio,
      })),
      links: references(e.details),
    };
    const list = day.rooms.get(room) ?? [];
    list.push(event);
    day.rooms.set(room, list);
    days.set(dayKey, day);
    exported += 1;
  }
  const dayKeys = [...days.keys()].sort();
  const conferenceDays = dayKeys.map((key, i) => {
    const day = days.get(key) as NonNullable<ReturnType<typeof days.get>>;
    const rooms: Record<string, unknown[]> = {};
    for (const name of [...day.rooms.keys()].sort()) {
      rooms[name] = (day.rooms.get(name) ?? []).sort((a, b) => String(a.date).localeCompare(String(b.date)));
    }
    return {
      index: i + 1,
      date: key,
      day_start: isoInZone(day.start, zone),
      day_end: isoInZone(day.end, zone),
      rooms,
    };
  });
  const acronym = opts.acronym ?? `conf${year}`;
  const document = {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'conf-schedule', version: '1' },
    schedule: {
      version: version.toISOString(),
      base_url: `${baseUrl}/`,
      conference: {
        acronym,
        title: opts.title ?? `Conference ${year}`,
        start: dayKeys[0] ?? `${year}-01-01`,
        end: dayKeys.at(-1) ?? `${year}-01-01`,
        daysCount: dayKeys.length,
        timeslot_duration: '00:05',
        time_zone_name: zone,
        url: `${baseUrl}/${year}/search/event`,
        tracks: [...tracks].sort().map((name) => ({ name, slug: slugify(name) || 'track' })),
        rooms: [...usedRooms.keys()].sort().map((name) => ({
          name,
          slug: slugify(name) || 'room',
          guid: guidOf('room', year, usedRooms.get(name) as string),
        })),
        days: conferenceDays,
      },
    },
  };
  return { document, skipped, events: exported };
}

/** Loads a year's programme from the database and builds its schedule.json. */
export async function exportScheduleJson(db: Database, opts: ScheduleExportOptions): Promise<ScheduleExport> {
  const events = await db.kysely
    .selectFrom('events')
    .select([
      'id',
      'name',
      'description',
      'long_description',
      'start_time',
      'end_time',
      'date',
      'event_type',
      'track',
      'canceled',
      'details',
      'venue_id',
      'updated_at',
    ])
    .where('year', '=', opts.year)
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  const venues = await db.kysely
    .selectFrom('venues as v')
    .leftJoin('venues as p', (join) => join.onRef('p.year', '=', 'v.year').onRef('p.id', '=', 'v.parent_id'))
    .select(['v.id', 'v.name', 'p.name as parent'])
    .where('v.year', '=', opts.year)
    .execute();
  const persons = await db.kysely
    .selectFrom('event_entities as l')
    .innerJoin('entities as e', (join) =>
      join.onRef('e.year', '=', 'l.year').onRef('e.id', '=', 'l.entity_id'),
    )
    .select(['l.event_id', 'l.entity_id', 'e.name', 'e.bio'])
    .where('l.year', '=', opts.year)
    .where('l.role', '=', 'contributor')
    .orderBy('l.event_id')
    .orderBy('l.position')
    .execute();
  // The year's programme gives the zone and title unless the command names them.
  const programme = await findProgramme(db.kysely, opts.year);
  return buildScheduleJson(
    {
      events: events.map((e) => ({ ...e, details: (e.details ?? {}) as Record<string, unknown> })),
      venues: new Map(venues.map((v) => [v.id, { name: v.name, parent: v.parent }])),
      persons,
    },
    {
      ...opts,
      timeZone: opts.timeZone ?? programme?.timeZone,
      title: opts.title ?? programme?.name,
    },
  );
}
