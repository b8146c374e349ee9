import { sourceIdOf } from '../catalog/identity.ts';
import type {
  CatalogInput,
  EntityInput,
  EventEntityRefInput,
  EventInput,
  VenueInput,
} from '../catalog/types.ts';
import type { Database } from '../db/database.ts';
import { findProgramme } from '../programmes/store.ts';

/**
 * A year's programme from one source as the catalogue's own JSON (a {@link CatalogInput}, what
 * `conf import --format native` reads): the export that round-trips. Every stored field is written
 * as it is stored, canceled events and events without a time included, rooms as records (two rooms
 * with one name stay two), ids as the source's own (a record stored as `<source>:<id>` because
 * another source held its id is written as `<id>`, see catalog/identity.ts). Importing the file into
 * the database it came from changes nothing (0 created, 0 updated); into an empty one it gives the
 * same records, and the year's programme settings (name, days, zone, event types…) as `programme`,
 * which the import stores again. c3voc schedule.json (schedule-json.ts) is for schedule apps and cannot hold this.
 */

export interface NativeExportOptions {
  year: number;
  /** The source to export; may be left out when the year holds one source only. */
  source?: string | null;
}

/** The year holds no records, or several sources and none was chosen. */
export class NativeExportError extends Error {
  override name = 'NativeExportError';
}

/** Columns that belong to the row, not to the record the source gave. */
const ROW_ONLY = new Set(['year', 'source', 'content_hash', 'created_at', 'updated_at']);

/** A stored row as an input record: row-only columns left out, times as ISO strings. */
function recordOf(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (ROW_ONLY.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The sources that wrote records of the year, sorted. */
export async function sourcesOf(db: Database, year: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('events')
    .select('source')
    .where('year', '=', year)
    .union(db.kysely.selectFrom('entities').select('source').where('year', '=', year))
    .union(db.kysely.selectFrom('venues').select('source').where('year', '=', year))
    .union(db.kysely.selectFrom('attendees').select('source').where('year', '=', year))
    .execute();
  return rows.map((r) => r.source).sort();
}

async function chooseSource(db: Database, opts: NativeExportOptions): Promise<string> {
  const sources = await sourcesOf(db, opts.year);
  if (opts.source) {
    if (!sources.includes(opts.source)) {
      throw new NativeExportError(
        `${opts.year} holds no records of source '${opts.source}' (sources: ${sources.join(', ') || 'none'})`,
      );
    }
    return opts.source;
  }
  if (sources.length === 1) return sources[0] as string;
  throw new NativeExportError(
    sources.length === 0
      ? `${opts.year} holds no records`
      : `${opts.year} holds several sources (${sources.join(', ')}): choose one (--source)`,
  );
}

/** Loads one source's records of a year as a {@link CatalogInput}. */
export async function exportNative(db: Database, opts: NativeExportOptions): Promise<CatalogInput> {
  const { year } = opts;
  const source = await chooseSource(db, opts);
  const [venues, entities, events, attendees] = await Promise.all([
    db.kysely.selectFrom('venues').selectAll().where('year', '=', year).orderBy('id').execute(),
    db.kysely.selectFrom('entities').selectAll().where('year', '=', year).orderBy('id').execute(),
    db.kysely
      .selectFrom('events')
      .selectAll()
      .where('year', '=', year)
      .where('source', '=', source)
      .orderBy('id')
      .execute(),
    db.kysely
      .selectFrom('attendees')
      .selectAll()
      .where('year', '=', year)
      .where('source', '=', source)
      .orderBy('uid')
      .execute(),
  ]);
  const settings = await findProgramme(db.kysely, year);
  const lineUps = await db.kysely
    .selectFrom('event_entities as l')
    .innerJoin('events as e', (join) => join.onRef('e.year', '=', 'l.year').onRef('e.id', '=', 'l.event_id'))
    .select(['l.event_id', 'l.entity_id', 'l.role'])
    .where('l.year', '=', year)
    .where('e.source', '=', source)
    .orderBy('l.event_id')
    .orderBy('l.position')
    .execute();

  // A reference to this source's record is written as its own id; to another source's, as stored.
  const venueSource = new Map(venues.map((v) => [v.id, v.source]));
  const entitySource = new Map(entities.map((e) => [e.id, e.source]));
  const ref = (owners: ReadonlyMap<string, string>, id: string | null) =>
    id !== null && owners.get(id) === source ? sourceIdOf(source, id) : id;

  const refs = new Map<string, EventEntityRefInput[]>();
  for (const l of lineUps) {
    const list = refs.get(l.event_id) ?? [];
    list.push({ entity_id: ref(entitySource, l.entity_id) as string, role: l.role });
    refs.set(l.event_id, list);
  }
  return {
    year,
    source,
    format: 'native',
    venues: venues
      .filter((v) => v.source === source)
      .map((v) => ({
        ...recordOf(v),
        id: sourceIdOf(source, v.id),
        parent_id: ref(venueSource, v.parent_id),
      })) as VenueInput[],
    entities: entities
      .filter((e) => e.source === source)
      .map((e) => ({ ...recordOf(e), id: sourceIdOf(source, e.id) })) as EntityInput[],
    events: events.map((e) => ({
      ...recordOf(e),
      id: sourceIdOf(source, e.id),
      venue_id: ref(venueSource, e.venue_id),
      entities: refs.get(e.id) ?? [],
    })) as EventInput[],
    attendees: attendees.map((a) => ({ ...recordOf(a), uid: a.uid, name: a.name })),
    ...(settings
      ? {
          programme: {
            name: settings.name,
            short_name: settings.shortName,
            first_day: settings.firstDay,
            last_day: settings.lastDay,
            city: settings.city,
            time_zone: settings.timeZone,
            theme: settings.theme,
            tagline: settings.tagline,
            event_types: settings.eventTypes,
          },
        }
      : {}),
  };
}
