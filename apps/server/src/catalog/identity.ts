import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { cleanText } from './normalize.ts';
import type { CatalogInput, EventInput, VenueInput } from './types.ts';

/**
 * Record identity is the source plus the source's own id. Rows are still keyed by (year, id) (URLs,
 * favourites and line-ups use that id), so two sources that happen to use the same id in one year
 * (FOSDEM's person 8376 and an SXSW contributor 8376) must not land on one row: the first source to
 * use an id keeps it as it is, and a later source gets `<source>:<id>` for that record. Re-importing
 * either source finds its own rows again, so imports stay idempotent, and a record never changes
 * hands because another programme used its id.
 *
 * The translation happens before normalization: {@link scopeCatalogInput} rewrites the ids of the
 * input's venues, entities and events and every reference to them (parent venues, event venues,
 * line-ups), looking at who owns each id in the year ({@link loadOwners}). A reference to an id the
 * input does not define goes to this source's record when there is one, else to the id as written
 * (a record of an earlier import, as before). Attendees (the directory, not a programme) keep their uid.
 */

/** As the API's RecordId allows. */
const MAX_ID_LENGTH = 128;

/** The kinds of record whose identity is source-scoped. */
export type ScopedKind = 'venues' | 'entities' | 'events';

/** Stored ids of the year, per kind: id -> the source that wrote the row. */
export type Owners = Record<ScopedKind, ReadonlyMap<string, string>>;

/**
 * The id a source's record gets when another source already holds its own id: `<source>:<id>`, or
 * when that is too long for an id, `<source>:#<digest of the id>`.
 */
export function scopedId(source: string, id: string): string {
  const scoped = `${source}:${id}`;
  if (scoped.length <= MAX_ID_LENGTH) return scoped;
  return `${source.slice(0, MAX_ID_LENGTH - 26)}:#${createHash('sha256').update(id).digest('base64url').slice(0, 24)}`;
}

/** The source's own id of a stored row: `<source>:<id>` gives `<id>`, any other id is its own. */
export function sourceIdOf(source: string, storedId: string): string {
  const prefix = `${source}:`;
  return storedId.startsWith(prefix) && !storedId.startsWith(`${prefix}#`)
    ? storedId.slice(prefix.length)
    : storedId;
}

/**
 * Where a source's record with this id is stored: its scoped id when this source already wrote
 * that, else the id itself when free or this source's, else the scoped id (another source holds it).
 */
export function storedIdFor(source: string, id: string, owners: ReadonlyMap<string, string>): string {
  const scoped = scopedId(source, id);
  if (owners.get(scoped) === source) return scoped;
  const owner = owners.get(id);
  return owner === undefined || owner === source ? id : scoped;
}

/** Who holds each venue, entity and event id of the year. */
export async function loadOwners(trx: Transaction<DB>, year: number): Promise<Owners> {
  const owners = async (table: 'venues' | 'entities' | 'events') => {
    const rows = await trx.selectFrom(table).select(['id', 'source']).where('year', '=', year).execute();
    return new Map(rows.map((r) => [r.id, r.source]));
  };
  return {
    venues: await owners('venues'),
    entities: await owners('entities'),
    events: await owners('events'),
  };
}

/** One kind's translation: the input's own ids, then references to ids it does not define. */
class KindScope {
  private readonly own = new Map<string, string>();
  constructor(
    private readonly source: string,
    private readonly owners: ReadonlyMap<string, string>,
  ) {}

  /** The stored id of a record of the input (ids normalization would refuse are left as they are). */
  record<T>(id: T): T | string {
    const clean = cleanText(id);
    if (clean === null) return id;
    const stored = this.own.get(clean) ?? storedIdFor(this.source, clean, this.owners);
    this.own.set(clean, stored);
    return stored;
  }

  /** The stored id a reference points at. */
  reference<T>(id: T): T | string {
    const clean = cleanText(id);
    if (clean === null) return id;
    const own = this.own.get(clean);
    if (own !== undefined) return own;
    const scoped = scopedId(this.source, clean);
    return this.owners.get(scoped) === this.source ? scoped : clean;
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The input with every venue, entity and event id (and reference) translated; see the module comment. */
export function scopeCatalogInput(input: CatalogInput, owners: Owners): CatalogInput {
  const source = cleanText(input.source) ?? String(input.source);
  const venues = new KindScope(source, owners.venues);
  const entities = new KindScope(source, owners.entities);
  const events = new KindScope(source, owners.events);
  // Ids first, so that a reference to a record defined later in the input finds it.
  // Records that are not objects are left for normalization to skip.
  const venueIds = input.venues.map((v) => (isObject(v) ? venues.record(v.id) : undefined));
  const entityIds = input.entities.map((e) => (isObject(e) ? entities.record(e.id) : undefined));
  const eventIds = input.events.map((e) => (isObject(e) ? events.record(e.id) : undefined));
  const scopeVenue = (v: VenueInput, i: number): VenueInput => {
    if (!isObject(v)) return v;
    const out = { ...v, id: venueIds[i] as string };
    if (v.parent_id !== undefined) out.parent_id = venues.reference(v.parent_id);
    return out;
  };
  const scopeEvent = (e: EventInput, i: number): EventInput => {
    if (!isObject(e)) return e;
    const out = { ...e, id: eventIds[i] as string };
    if (e.venue_id !== undefined) out.venue_id = venues.reference(e.venue_id);
    if (Array.isArray(e.entities)) {
      out.entities = e.entities.map((ref) =>
        isObject(ref) ? { ...ref, entity_id: entities.reference(ref.entity_id) } : ref,
      );
    }
    return out;
  };
  return {
    ...input,
    venues: input.venues.map(scopeVenue),
    entities: input.entities.map((e, i) => (isObject(e) ? { ...e, id: entityIds[i] as string } : e)),
    events: input.events.map(scopeEvent),
  };
}
