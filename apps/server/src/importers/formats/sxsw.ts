import { isRecord } from '../errors.ts';
import {
  emptyProgramme,
  type ParsedEntity,
  type ParsedEvent,
  type ParsedProgramme,
  type ParsedRef,
  type ParsedVenue,
  type RawLink,
} from '../programme.ts';
import { cleanLine, slugify } from '../text.ts';

/**
 * SXSW-style records (`schedule.sxsw.com/api/web/{year}/events/{id}` answers, and the exporter's
 * feeds in `sxsw-2026/`), as a JSON array, an object with an `events` list (the slim feed), or
 * NDJSON. One import may combine several files (a folder): records are told apart by their keys.
 * - **event records** (`event_id`): full raw records (nested venue with `root`/`parent_id`,
 *   contributors with `entity_id`, films) or slim ones (venue `{id, name, lat, lon}`, contributors
 *   by name only). When both describe one `event_id`, the full record wins.
 * - **contributor entities** (`canonical_id: "contributor:…"`, `entity_id`, `event_ids`): people and
 *   artists with the events they appear in. This is how slim events get their line-up: a slim
 *   contributor has no id, and people are never matched by name (without a contributors file they
 *   are reported as skipped).
 * - **venue entities** (`canonical_id: "venue:…"`, `venue_id`, `root` as a name): the root name is
 *   resolved to the root venue's id (from full records, or a venue entity of that name that is its
 *   own root); a root known only by name becomes a venue `root-<slug>`.
 * Times carry offsets (CDT); `date` is the festival day (01:00 sets belong to the night before).
 * Never read: `films[].contacts` (distributors' and publicists' e-mail addresses).
 */

type Rec = Record<string, unknown>;

/** One record of a file and where it is (`file line 12` or `file[3]`). */
export interface SxswRecord {
  at: string;
  value: Rec;
}

export type SxswRecordKind = 'event' | 'contributor' | 'venue';

/** What a record is, from its keys; `null` when it is none of the three. */
export function sxswRecordKind(value: Rec): SxswRecordKind | null {
  const canonical = typeof value.canonical_id === 'string' ? value.canonical_id : '';
  if (canonical.startsWith('contributor:')) return 'contributor';
  if (canonical.startsWith('venue:') || ('venue_id' in value && !('event_id' in value))) return 'venue';
  if ('event_id' in value) return 'event';
  if ('entity_id' in value && 'event_ids' in value) return 'contributor';
  return null;
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** `{ "spotify": "https://…", … }` as links. */
function linkObject(value: unknown): RawLink[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([type, url]) =>
    typeof url === 'string' && url.trim() !== '' ? [{ type, url }] : [],
  );
}

function imageOf(value: unknown): { url: string | null; credit: string | null; alt: string | null } {
  if (!isRecord(value)) return { url: null, credit: null, alt: null };
  return { url: str(value.url), credit: str(value.credit), alt: str(value.alt_text) };
}

/** A full record has the raw API's long fields or ids on its contributors; a slim one has neither. */
function isFullRecord(value: Rec): boolean {
  if ('long_description' in value || 'sort' in value) return true;
  const contributors = Array.isArray(value.contributors) ? value.contributors : [];
  return contributors.some((c) => isRecord(c) && c.entity_id !== undefined);
}

class SxswReader {
  readonly program = emptyProgramme('sxsw');
  readonly venues = new Map<string, ParsedVenue>();
  /** Root venue names met in full records and venue entities, by name -> id. */
  readonly rootIds = new Map<string, string>();
  readonly events = new Map<string, { event: ParsedEvent; full: boolean }>();
  readonly anonymous: ParsedEvent[] = [];
  readonly lineups = new Map<string, ParsedRef[]>();
  /** Slim contributors (names only) by event id, reported unless a contributors file links the event. */
  readonly slimContributors = new Map<string, { at: string; name: string | null; type: string }[]>();
  readonly venueEntities: { at: string; value: Rec }[] = [];
  hasContributorFile = false;

  addVenue(venue: ParsedVenue): void {
    const id = str(venue.id);
    if (!id) return;
    const previous = this.venues.get(id);
    // Nested copies repeat: keep the first, let a later one fill a missing parent.
    if (!previous) this.venues.set(id, venue);
    else if (!previous.parent_id && venue.parent_id) previous.parent_id = venue.parent_id;
  }

  /** The venue of a full or slim record, with its parent and root; returns the venue id. */
  eventVenue(value: unknown, at: string): string | null {
    if (!isRecord(value)) return null;
    const id = str(value.id);
    if (!id) return null;
    const location = isRecord(value.location) ? value.location : {};
    const latLon = Array.isArray(location.lat_lon) ? location.lat_lon : [];
    const root = isRecord(value.root) ? value.root : null;
    const rootId = root ? str(root.id) : null;
    const rootName = root ? str(root.name) : null;
    const parentId = str(value.parent_id);
    if (rootId && rootName) this.rootIds.set(rootName, rootId);
    if (rootId && rootId !== id) {
      this.addVenue({ id: rootId, at, name: rootName, details: { age_policy: str(root?.age_policy) } });
    }
    if (parentId && parentId !== id && parentId !== rootId) {
      this.addVenue({
        id: parentId,
        at,
        name: str(value.parent_venue_name),
        parent_id: rootId && rootId !== parentId ? rootId : null,
      });
    }
    this.addVenue({
      id,
      at,
      name: value.name,
      parent_id: parentId ?? (rootId && rootId !== id ? rootId : null),
      address: str(location.address),
      city: str(location.city),
      state: str(location.state),
      postal_code: str(location.postal_code),
      latitude: num(latLon[0]) ?? num(value.lat),
      longitude: num(latLon[1]) ?? num(value.lon),
      details: {
        age_policy: str(value.age_policy),
        floor: str(value.floor),
        indoor_outdoor: str(value.indoor_outdoor),
        accessible: typeof value.accessible === 'boolean' ? value.accessible : null,
        entry_info: str(value.venue_entry_info),
      },
    });
    return id;
  }

  contributorEntity(c: Rec, at: string): ParsedEntity {
    const image = imageOf(c.image);
    const type = c.type === 'artist' ? 'artist' : 'person';
    const seeking = typeof c.artist_connection === 'string' ? c.artist_connection.split(/,\s*/) : [];
    return {
      id: str(c.entity_id),
      at,
      type,
      name: c.name,
      title: str(c.title),
      company: str(c.company),
      city: str(c.city),
      state: str(c.state),
      country: str(c.country),
      genre: str(c.genre),
      subgenre: str(c.subgenre),
      details_text: typeof c.details === 'string' ? { text: c.details, markup: 'auto' } : null,
      image_url: image.url,
      thumbnail_url: image.url,
      image_alt_text: image.alt,
      links: linkObject(c.links),
      artist_connection: seeking.length > 0 ? { seeking } : null,
      details: {
        source_id: str(c.id),
        speaker_type: str(c.speaker_type),
        credential_types: Array.isArray(c.credential_types) ? c.credential_types : null,
      },
    };
  }

  /** A film of a full record (its `contacts` are private and never read). */
  filmEntity(f: Rec, at: string): ParsedEntity {
    const image = imageOf(f.image);
    const text = str(f.long_description) ?? str(f.description);
    return {
      id: str(f.entity_id),
      at,
      type: 'film',
      name: f.name,
      description: text ? { text, markup: 'auto' } : null,
      image_url: image.url,
      thumbnail_url: image.url,
      links: linkObject(f.links),
      publish_at: str(f.publish_at),
      details: {
        source_id: str(f.id),
        runtime: str(f.runtime),
        premiere_type: str(f.premiere_type),
        category: str(f.category),
        theme: str(f.theme),
        language: str(f.language),
        production_year: num(f.production_year),
        genre: Array.isArray(f.genre) ? f.genre : null,
        country_of_origin: Array.isArray(f.country_of_origin) ? f.country_of_origin : null,
        logline: str(f.logline),
        credits: Array.isArray(f.credits) ? f.credits : null,
      },
    };
  }

  readEvent(value: Rec, at: string): void {
    const full = isFullRecord(value);
    const id = str(value.event_id) ?? str(value.id);
    const people: ParsedRef[] = [];
    const contributors = Array.isArray(value.contributors) ? value.contributors : [];
    const slim: { at: string; name: string | null; type: string }[] = [];
    contributors.forEach((c, i) => {
      if (!isRecord(c)) return;
      const cAt = `${at} contributors[${i}]`;
      if (c.entity_id === undefined || c.entity_id === null) {
        slim.push({ at: cAt, name: str(c.name), type: c.type === 'artist' ? 'artist' : 'person' });
        return;
      }
      const entity = this.contributorEntity(c, cAt);
      this.program.entities.push(entity);
      if (entity.id) people.push({ id: entity.id, role: 'contributor' });
    });
    (Array.isArray(value.films) ? value.films : []).forEach((f, i) => {
      if (!isRecord(f)) return;
      const film = this.filmEntity(f, `${at} films[${i}]`);
      this.program.entities.push(film);
      if (film.id) people.push({ id: film.id, role: 'film' });
    });
    const image = imageOf(value.image);
    const thumbnail = imageOf(value.thumbnail);
    const tags = (Array.isArray(value.tags) ? value.tags : []).flatMap((t) =>
      isRecord(t) && str(t.name)
        ? [{ id: str(t.id) ?? slugify(str(t.name) ?? ''), name: str(t.name) ?? '' }]
        : [],
    );
    const status = str(value.status);
    const event: ParsedEvent = {
      id,
      at,
      name: value.name,
      description: typeof value.description === 'string' ? { text: value.description, markup: 'auto' } : null,
      long_description:
        typeof value.long_description === 'string' ? { text: value.long_description, markup: 'auto' } : null,
      start: str(value.start_time),
      end: str(value.end_time),
      date: str(value.date),
      publish_at: str(value.publish_at),
      image_url: image.url,
      image_credit: image.credit,
      thumbnail_url: thumbnail.url ?? image.url,
      presented_by: str(value.presented_by),
      format: str(value.format),
      event_type: str(value.event_type),
      track: str(value.track),
      experience_level: str(value.experience_level),
      focus_area: str(value.focus_area),
      genre: str(value.genre),
      subgenre: str(value.subgenre),
      credentials: Array.isArray(value.credentials)
        ? (value.credentials as { name: string; type: string }[])
        : [],
      tags,
      accessibility: Array.isArray(value.accessibility)
        ? value.accessibility.filter((a) => typeof a === 'string')
        : [],
      venue_id: this.eventVenue(value.venue, at),
      reservable: value.reservable === true,
      canceled: status ? /cancel/i.test(status) : false,
      people,
      details: {
        category: str(value.category),
        official_url: str(value.official_url),
        status,
        summit: str(value.summit_display_name),
      },
    };
    if (!id) {
      this.anonymous.push(event);
      return;
    }
    const previous = this.events.get(id);
    if (previous?.full && !full) return;
    if (previous && full === previous.full) {
      // The same id twice in the same shape: both go on, and the shared layer reports the repeat.
      this.anonymous.push(event);
      return;
    }
    this.events.set(id, { event, full });
    if (slim.length > 0 && !full) this.slimContributors.set(id, slim);
    else this.slimContributors.delete(id);
  }

  readContributor(value: Rec, at: string): void {
    this.hasContributorFile = true;
    const entity = this.contributorEntity(value, at);
    this.program.entities.push(entity);
    if (!entity.id) return;
    for (const eventId of Array.isArray(value.event_ids) ? value.event_ids : []) {
      const key = str(eventId);
      if (!key) continue;
      const lineup = this.lineups.get(key) ?? [];
      lineup.push({ id: entity.id, role: 'contributor' });
      this.lineups.set(key, lineup);
    }
  }

  /** Venue entities are read last, once every root id from full records is known. */
  readVenueEntities(): void {
    for (const { value } of this.venueEntities) {
      const name = str(value.name);
      const id = str(value.venue_id);
      if (name && id && str(value.root) === name) this.rootIds.set(name, id);
    }
    for (const { at, value } of this.venueEntities) {
      const id = str(value.venue_id);
      const rootName = str(value.root);
      let parent: string | null = null;
      if (rootName && rootName !== str(value.name)) {
        parent = this.rootIds.get(rootName) ?? `root-${slugify(rootName)}`;
        if (!this.rootIds.has(rootName)) {
          this.rootIds.set(rootName, parent);
          this.addVenue({ id: parent, at, name: rootName, details: { synthesized_from_root_name: true } });
        }
      }
      const venue: ParsedVenue = {
        id,
        at,
        name: value.name,
        parent_id: parent,
        address: str(value.address),
        city: str(value.city),
        state: str(value.state),
        postal_code: str(value.postal_code),
        latitude: num(value.lat),
        longitude: num(value.lon),
      };
      const existing = id ? this.venues.get(id) : undefined;
      if (existing) Object.assign(existing, { ...venue, ...withoutNulls(existing) });
      else this.addVenue(venue);
    }
  }

  finish(festivalYear: number | null): ParsedProgramme {
    this.readVenueEntities();
    const program = this.program;
    for (const [id, { event }] of this.events) {
      const lineup = this.lineups.get(id);
      if (lineup) event.people = [...(event.people ?? []), ...lineup];
      program.events.push(event);
    }
    program.events.push(...this.anonymous);
    for (const [eventId, slim] of this.slimContributors) {
      if (this.hasContributorFile) continue;
      for (const c of slim) {
        program.skipped.push({
          kind: 'entities',
          ref: c.at,
          reason: `${c.type} '${cleanLine(c.name) ?? '?'}' of event ${eventId} has no id (people are never matched by name; import contributors.v1.ndjson with this file)`,
        });
      }
    }
    program.venues = [...this.venues.values()];
    const firstDate = program.events.find((e) => typeof e.date === 'string')?.date;
    program.year = festivalYear ?? (firstDate ? Number(firstDate.slice(0, 4)) : null);
    program.source = program.year ? `sxsw-${program.year}` : 'sxsw';
    return program;
  }
}

function withoutNulls(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** Reads every SXSW record of one import (from one or several files). */
export function parseSxsw(records: readonly SxswRecord[], festivalYear: number | null): ParsedProgramme {
  const reader = new SxswReader();
  for (const { at, value } of records) {
    const kind = sxswRecordKind(value);
    if (kind === 'event') reader.readEvent(value, at);
    else if (kind === 'contributor') reader.readContributor(value, at);
    else if (kind === 'venue') reader.venueEntities.push({ at, value });
    else
      reader.program.skipped.push({
        kind: 'events',
        ref: at,
        reason: 'not an SXSW event, contributor or venue record',
      });
  }
  return reader.finish(festivalYear);
}
