import { createHash } from 'node:crypto';
import { UTC_TIME_ZONE, zonedDateKey } from '@conf/core';
import {
  ENTITY_TYPES,
  type EntityType,
  type EventEntityRole,
  type NewAttendee,
  type NewEntity,
  type NewEvent,
  type NewEventEntity,
  type NewVenue,
} from '../db/schema.ts';
import { programmeProblem } from '../programmes/settings.ts';
import type {
  AttendeeInput,
  CatalogInput,
  EntityInput,
  EventInput,
  ImportKind,
  ProgrammeInput,
  RecordNote,
  VenueInput,
} from './types.ts';

/**
 * Validation and normalization of a {@link CatalogInput} into table rows, with a content hash per
 * row. Pure: what the database already holds comes in as {@link ExistingRefs}.
 */

/** Ids already stored for the year, so references may point at records of an earlier import. */
export interface ExistingRefs {
  /** Venue id -> its parent id. */
  venues: ReadonlyMap<string, string | null>;
  /** Entity id -> its type. */
  entities: ReadonlyMap<string, EntityType>;
}

/** Rows of one kind ready to write, plus what was left out or changed on the way. */
export interface NormalizedKind<Row> {
  rows: Row[];
  skipped: RecordNote[];
  notes: RecordNote[];
}

export interface NormalizedCatalog {
  year: number;
  /** The input's source, trimmed. */
  source: string;
  venues: NormalizedKind<NewVenue>;
  entities: NormalizedKind<NewEntity>;
  events: NormalizedKind<NewEvent>;
  attendees: NormalizedKind<NewAttendee>;
  /** Links of every valid event, by event id, in display order. */
  links: Map<string, NewEventEntity[]>;
  /** Every event id present in the input, valid or not (cancelMissing leaves these alone). */
  inputEventIds: Set<string>;
}

/** Raised when the input as a whole is unusable (no year, no source, a list missing). */
export class CatalogInputError extends Error {
  override name = 'CatalogInputError';
}

/** As the API's RecordId allows. */
const MAX_ID_LENGTH = 128;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Zero-width characters. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;
/** NUL, which PostgreSQL text cannot hold. */
const NUL = String.fromCharCode(0);
const WHITESPACE_RUN = /\s+/g;

/** How a record of each kind is named in report refs (`event:PP1`). */
const RECORD_LABELS: Record<ImportKind, string> = {
  venues: 'venue',
  entities: 'entity',
  events: 'event',
  attendees: 'attendee',
};

/** Which entity types each role may point at. */
const ROLE_TYPES: Record<EventEntityRole, readonly EntityType[]> = {
  contributor: ['artist', 'person'],
  film: ['film'],
  presenter: ['music_fest_presenter', 'brand', 'exhibitor'],
  sponsor: ['brand', 'exhibitor', 'music_fest_presenter'],
};

/** A record that fails validation: skipped with this reason. */
class Reject extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, `null` when missing or blank. Finite numbers become text (ids from numeric sources). */
export function cleanText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(INVISIBLE, '').replaceAll(NUL, '').trim();
  return trimmed === '' ? null : trimmed;
}

/** A display name: trimmed, runs of whitespace (tabs, no-break spaces, line separators) made one space. */
export function cleanName(value: unknown): string | null {
  const text = cleanText(value);
  return text === null ? null : text.replace(WHITESPACE_RUN, ' ');
}

function cleanId(value: unknown): string | null {
  const id = cleanText(value);
  return id !== null && id.length <= MAX_ID_LENGTH ? id : null;
}

/** ISO 8601 with offset -> canonical UTC ISO string; `null` when missing; Reject when malformed. */
function cleanTime(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value.trim())) {
    throw new Reject(`invalid ${field} '${String(value)}' (ISO 8601 with a UTC offset expected)`);
  }
  const time = new Date(value.trim());
  if (Number.isNaN(time.getTime())) throw new Reject(`invalid ${field} '${value}'`);
  return time.toISOString();
}

function cleanDay(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const probe = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(probe.getTime()) && probe.toISOString().startsWith(value)) return value;
  }
  throw new Reject(`invalid ${field} '${String(value)}' (yyyy-MM-dd expected)`);
}

function cleanLinks(value: unknown): { type: string; url: string }[] {
  if (!Array.isArray(value)) return [];
  const links: { type: string; url: string }[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const type = cleanText(item.type)?.toLowerCase();
    if (!type) continue;
    links.push({ type, url: typeof item.url === 'string' ? item.url.trim() : '' });
  }
  return links;
}

function cleanStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    const text = cleanName(item);
    if (text) seen.add(text);
  }
  return [...seen];
}

/** URL-friendly form of a name: `Rural Education` -> `rural-education`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function cleanCredentials(value: unknown): { name: string; type: string }[] {
  if (!Array.isArray(value)) return [];
  const byType = new Map<string, { name: string; type: string }>();
  for (const item of value) {
    if (!isRecord(item)) continue;
    const type = cleanText(item.type)?.toLowerCase();
    const name = cleanName(item.name);
    const key = `${type}/${name}`;
    if (type && name && !byType.has(key)) byType.set(key, { name, type });
  }
  return [...byType.values()];
}

function cleanTags(value: unknown): { id: string; name: string }[] {
  if (!Array.isArray(value)) return [];
  const byId = new Map<string, { id: string; name: string }>();
  for (const item of value) {
    if (!isRecord(item)) continue;
    const name = cleanName(item.name);
    if (!name) continue;
    const id = cleanText(item.id) ?? slugify(name);
    if (id && !byId.has(id)) byId.set(id, { id, name });
  }
  return [...byId.values()];
}

/** The same JSON value with the keys of every object in one (sorted) order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortedKeys(value[key]);
  return out;
}

/**
 * `details` as JSON text with its keys sorted at every depth: jsonb gives keys back in an order of
 * its own, so without one canonical order a record exported and imported again (export/native.ts)
 * would hash differently from the same record as first imported.
 */
function cleanDetails(value: unknown): string {
  return JSON.stringify(isRecord(value) ? sortedKeys(value) : {});
}

/**
 * Stable digest of a row's content (its keys are always written in the same order), plus anything
 * stored elsewhere that belongs to the record (an event's line-up).
 */
function contentHash(row: object, extra?: unknown): string {
  const content = extra === undefined ? row : [row, extra];
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** Runs `build` per record; collects rejects and notes under refs like `event:PP1` or `event#3`. */
function normalizeList<In, Row extends { content_hash: string }>(
  kind: ImportKind,
  items: readonly In[],
  idOf: (item: In) => unknown,
  build: (item: In, id: string, note: (reason: string) => void) => Omit<Row, 'content_hash'>,
  hashExtra?: (id: string) => unknown,
): NormalizedKind<Row> & { ids: Set<string> } {
  const label = RECORD_LABELS[kind];
  const result: NormalizedKind<Row> & { ids: Set<string> } = {
    rows: [],
    skipped: [],
    notes: [],
    ids: new Set(),
  };
  items.forEach((item, index) => {
    const rawId = isRecord(item) ? idOf(item) : undefined;
    const id = cleanId(rawId);
    if (id === null) {
      const reason = cleanText(rawId) === null ? 'missing id' : `id longer than ${MAX_ID_LENGTH} characters`;
      result.skipped.push({ ref: `${label}#${index}`, reason });
      return;
    }
    const ref = `${label}:${id}`;
    if (result.ids.has(id)) {
      result.skipped.push({ ref, reason: 'duplicate id (the first record with this id was kept)' });
      return;
    }
    try {
      const notes: string[] = [];
      const row = build(item, id, (reason) => notes.push(reason));
      result.ids.add(id);
      result.rows.push({ ...row, content_hash: contentHash(row, hashExtra?.(id)) } as Row);
      for (const reason of notes) result.notes.push({ ref, reason });
    } catch (error) {
      if (!(error instanceof Reject)) throw error;
      result.ids.add(id);
      result.skipped.push({ ref, reason: error.message });
    }
  });
  return result;
}

function requireName(value: unknown): string {
  const name = cleanName(value);
  if (name === null) throw new Reject('missing name');
  return name;
}

function coordinate(value: unknown, limit: number, field: string, note: (r: string) => void): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit) return value;
  note(`${field} '${String(value)}' out of range: dropped`);
  return null;
}

function normalizeVenues(input: CatalogInput, existing: ExistingRefs) {
  const result = normalizeList<VenueInput, NewVenue>(
    'venues',
    input.venues,
    (v) => v.id,
    (v, id, note) => {
      let latitude = coordinate(v.latitude, 90, 'latitude', note);
      let longitude = coordinate(v.longitude, 180, 'longitude', note);
      if ((latitude === null) !== (longitude === null)) {
        note('only one of latitude and longitude given: both dropped');
        latitude = null;
        longitude = null;
      }
      return {
        year: input.year,
        id,
        source: input.source,
        name: requireName(v.name),
        parent_id: cleanId(v.parent_id),
        address: cleanText(v.address),
        city: cleanText(v.city),
        state: cleanText(v.state),
        postal_code: cleanText(v.postal_code),
        country: cleanText(v.country),
        latitude,
        longitude,
        links: JSON.stringify(cleanLinks(v.links)),
        thumbnail_url: cleanText(v.thumbnail_url),
        details: cleanDetails(v.details),
      };
    },
  );
  resolveVenueParents(result, existing);
  return result;
}

/** Drops unknown parents, self references and cycles (with a note), then re-hashes changed rows. */
function resolveVenueParents(
  venues: NormalizedKind<NewVenue> & { ids: Set<string> },
  existing: ExistingRefs,
) {
  const parents = new Map(existing.venues);
  for (const row of venues.rows) parents.set(row.id, row.parent_id ?? null);
  const known = (id: string) => parents.has(id);
  for (const row of venues.rows) {
    const parent = row.parent_id;
    if (!parent) continue;
    let reason: string | null = null;
    if (parent === row.id) reason = `venue is its own parent: parent dropped`;
    else if (!known(parent)) reason = `unknown parent venue '${parent}': parent dropped`;
    else {
      const seen = new Set([row.id]);
      for (let at: string | null | undefined = parent; at; at = parents.get(at)) {
        if (seen.has(at)) {
          reason = `parent venue '${parent}' leads back to this venue: parent dropped`;
          break;
        }
        seen.add(at);
      }
    }
    if (reason) {
      venues.notes.push({ ref: `venue:${row.id}`, reason });
      parents.set(row.id, null);
      const { content_hash: _, ...rest } = row;
      const fixed = { ...rest, parent_id: null };
      Object.assign(row, fixed, { content_hash: contentHash(fixed) });
    }
  }
}

function normalizeEntities(input: CatalogInput) {
  return normalizeList<EntityInput, NewEntity>(
    'entities',
    input.entities,
    (e) => e.id,
    (e, id) => {
      const type = cleanText(e.type) as EntityType | null;
      if (!type || !ENTITY_TYPES.includes(type)) {
        throw new Reject(`unknown type '${String(e.type)}' (expected ${ENTITY_TYPES.join(', ')})`);
      }
      const seeking = isRecord(e.artist_connection)
        ? cleanStrings(e.artist_connection.seeking)
        : typeof e.artist_connection === 'string'
          ? cleanStrings((e.artist_connection as string).split(','))
          : [];
      return {
        year: input.year,
        id,
        type,
        source: input.source,
        name: requireName(e.name),
        title: cleanText(e.title),
        company: cleanText(e.company),
        city: cleanText(e.city),
        state: cleanText(e.state),
        country: cleanText(e.country),
        genre: cleanText(e.genre),
        subgenre: cleanText(e.subgenre),
        bio: cleanText(e.bio),
        details_text: cleanText(e.details_text),
        description: cleanText(e.description),
        thumbnail_url: cleanText(e.thumbnail_url),
        image_url: cleanText(e.image_url),
        image_alt_text: cleanText(e.image_alt_text),
        links: JSON.stringify(cleanLinks(e.links)),
        artist_connection: JSON.stringify(seeking.length > 0 ? { seeking } : null),
        featured: e.featured === true,
        publish_at: cleanTime(e.publish_at, 'publish_at'),
        announcement_date: cleanTime(e.announcement_date, 'announcement_date'),
        details: cleanDetails(e.details),
      };
    },
  );
}

function normalizeEvents(
  input: CatalogInput,
  venueIds: ReadonlySet<string>,
  entityTypes: ReadonlyMap<string, EntityType>,
  links: Map<string, NewEventEntity[]>,
  timeZone: string,
) {
  return normalizeList<EventInput, NewEvent>(
    'events',
    input.events,
    (e) => e.id,
    (e, id, note) => {
      const name = requireName(e.name);
      const start = cleanTime(e.start_time, 'start_time');
      const end = cleanTime(e.end_time, 'end_time');
      if (start && end && end < start)
        throw new Reject(`end_time ${e.end_time} is before start_time ${e.start_time}`);
      const date = cleanDay(e.date, 'date') ?? (start ? zonedDateKey(start, timeZone) : null);
      const publishAt = cleanTime(e.publish_at, 'publish_at');
      const announcementDate = cleanTime(e.announcement_date, 'announcement_date');
      let venueId = cleanId(e.venue_id);
      if (venueId && !venueIds.has(venueId)) {
        note(`unknown venue '${venueId}': event kept without a venue`);
        venueId = null;
      }
      let capacity: number | null = null;
      if (e.capacity !== undefined && e.capacity !== null) {
        if (Number.isInteger(e.capacity) && e.capacity >= 0 && e.capacity <= 2_147_483_647)
          capacity = e.capacity;
        else note(`invalid capacity '${String(e.capacity)}': dropped`);
      }
      const eventLinks = resolveLinks(input.year, id, e.entities, entityTypes, note);
      links.set(id, eventLinks);
      return {
        year: input.year,
        id,
        source: input.source,
        name,
        description: cleanText(e.description),
        long_description: cleanText(e.long_description),
        start_time: start,
        end_time: end,
        date,
        publish_at: publishAt,
        announcement_date: announcementDate,
        thumbnail_url: cleanText(e.thumbnail_url),
        image_url: cleanText(e.image_url),
        image_credit: cleanText(e.image_credit),
        presented_by: cleanText(e.presented_by),
        format: cleanText(e.format),
        event_type: cleanText(e.event_type),
        track: cleanText(e.track),
        experience_level: cleanText(e.experience_level),
        focus_area: cleanText(e.focus_area),
        genre: cleanText(e.genre),
        subgenre: cleanText(e.subgenre),
        credentials: JSON.stringify(cleanCredentials(e.credentials)),
        tags: JSON.stringify(cleanTags(e.tags)),
        accessibility: JSON.stringify(cleanStrings(e.accessibility)),
        sponsor: cleanText(e.sponsor),
        sponsor_image: cleanText(e.sponsor_image),
        venue_id: venueId,
        featured: e.featured === true,
        canceled: e.canceled === true,
        reservable: e.reservable === true,
        capacity,
        express_entry: e.express_entry === true,
        express_message: cleanText(e.express_message),
        details: cleanDetails(e.details),
      };
    },
    // The line-up is part of the event's content: a changed line-up is a changed event.
    (id) => links.get(id)?.map((l) => `${l.role}:${l.entity_id}`),
  );
}

/** Keeps the references that point at a known entity of a type the role allows, in order, once each. */
function resolveLinks(
  year: number,
  eventId: string,
  refs: EventInput['entities'],
  entityTypes: ReadonlyMap<string, EntityType>,
  note: (reason: string) => void,
): NewEventEntity[] {
  const links: NewEventEntity[] = [];
  const seen = new Set<string>();
  for (const ref of Array.isArray(refs) ? refs : []) {
    const entityId = isRecord(ref) ? cleanId(ref.entity_id) : null;
    const role = (isRecord(ref) ? cleanText(ref.role) : null) as EventEntityRole | null;
    if (!entityId || !role || !(role in ROLE_TYPES)) {
      note(`invalid entity reference ${JSON.stringify(ref)}: dropped`);
      continue;
    }
    const type = entityTypes.get(entityId);
    if (!type) {
      note(`unknown entity '${entityId}' (${role}): reference dropped`);
      continue;
    }
    if (!ROLE_TYPES[role].includes(type)) {
      note(`entity '${entityId}' is a ${type}, which cannot be a ${role}: reference dropped`);
      continue;
    }
    const key = `${role}:${entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ year, event_id: eventId, entity_id: entityId, role, position: links.length });
  }
  return links;
}

function normalizeAttendees(input: CatalogInput) {
  return normalizeList<AttendeeInput, NewAttendee>(
    'attendees',
    input.attendees,
    (a) => a.uid,
    (a, uid) => ({
      year: input.year,
      uid,
      source: input.source,
      name: requireName(a.name),
      pronoun: cleanText(a.pronoun),
      title: cleanText(a.title),
      company: cleanText(a.company),
      company_type: cleanText(a.company_type),
      hometown: cleanText(a.hometown),
      industry: cleanText(a.industry),
      country: cleanText(a.country),
      badge_type: cleanText(a.badge_type),
      biography: cleanText(a.biography),
      image_url: cleanText(a.image_url),
      x_url: cleanText(a.x_url),
      facebook_url: cleanText(a.facebook_url),
      instagram_url: cleanText(a.instagram_url),
      tiktok_url: cleanText(a.tiktok_url),
      website: cleanText(a.website),
      directory_opt_out: a.directory_opt_out === true,
      details: cleanDetails(a.details),
    }),
  );
}

/** Refuses input that cannot be imported at all (as opposed to single bad records, which are skipped). */
export function checkCatalogInput(input: unknown): asserts input is CatalogInput {
  if (!isRecord(input)) throw new CatalogInputError('Catalog input must be an object');
  if (!Number.isInteger(input.year) || (input.year as number) < 1900 || (input.year as number) > 9999) {
    throw new CatalogInputError(
      `Catalog input: year must be an integer from 1900 to 9999, got ${String(input.year)}`,
    );
  }
  if (cleanText(input.source) === null)
    throw new CatalogInputError('Catalog input: source must be a non-empty string');
  for (const list of ['venues', 'entities', 'events', 'attendees'] as const) {
    if (!Array.isArray(input[list])) throw new CatalogInputError(`Catalog input: ${list} must be an array`);
  }
  if (input.programme != null) {
    const problem = isRecord(input.programme)
      ? programmeProblem(input.programme as unknown as ProgrammeInput)
      : 'programme must be an object';
    if (problem) throw new CatalogInputError(`Catalog input: ${problem}`);
  }
}

/**
 * Validates and normalizes a whole catalogue input against what the year already holds. An event's
 * default day is its start's day in the input's programme zone, else `storedTimeZone` (the year's
 * stored programme), else UTC.
 */
export function normalizeCatalog(
  input: CatalogInput,
  existing: ExistingRefs,
  storedTimeZone?: string | null,
): NormalizedCatalog {
  checkCatalogInput(input);
  const normalizedInput = { ...input, source: cleanText(input.source) as string };
  const venues = normalizeVenues(normalizedInput, existing);
  const entities = normalizeEntities(normalizedInput);
  const venueIds = new Set([...existing.venues.keys(), ...venues.rows.map((v) => v.id)]);
  const entityTypes = new Map(existing.entities);
  for (const row of entities.rows) entityTypes.set(row.id, row.type);
  const links = new Map<string, NewEventEntity[]>();
  const timeZone = input.programme?.time_zone ?? storedTimeZone ?? UTC_TIME_ZONE;
  const events = normalizeEvents(normalizedInput, venueIds, entityTypes, links, timeZone);
  const attendees = normalizeAttendees(normalizedInput);
  const inputEventIds = new Set<string>(events.ids);
  return {
    year: input.year,
    source: normalizedInput.source,
    venues: strip(venues),
    entities: strip(entities),
    events: strip(events),
    attendees: strip(attendees),
    links,
    inputEventIds,
  };
}

function strip<Row>({ rows, skipped, notes }: NormalizedKind<Row>): NormalizedKind<Row> {
  return { rows, skipped, notes };
}
