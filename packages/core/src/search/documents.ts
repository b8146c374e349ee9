import type {
  AttendeeHitSource,
  ContributorHitSource,
  CredentialType,
  EventHitSource,
  OrganizationHitSource,
  SearchModel,
  VenueHitSource,
  VenueRef,
} from '@conf/contract';
import { alphaOf, credentialTypesOf, formatAddress } from '../record-derived.ts';
import { zonedIso } from '../zoned-iso.ts';
import type { DocInput } from './corpus.ts';
import type { FacetValue } from './facets.ts';

/**
 * The catalogue rows a year's search documents are made of: the columns that are searched, filtered
 * on or shown in result tiles. The server reads them from its tables (apps/server/src/search/load.ts);
 * the device rebuilds them from the schedule it keeps (apps/site/src/offline/deviceSearch.ts), so that
 * both index the same documents.
 */
export interface VenueSearchRow {
  id: string;
  name: string;
  parent_id: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  thumbnail_url: string | null;
}

export interface EntitySearchRow {
  id: string;
  type: ContributorHitSource['type'] | OrganizationHitSource['type'];
  name: string;
  title: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  genre: string | null;
  subgenre: string | null;
  description: string | null;
  thumbnail_url: string | null;
  featured: boolean;
  publish_at: Date | null;
}

export interface EventSearchRow {
  id: string;
  name: string;
  description: string | null;
  start_time: Date | null;
  end_time: Date | null;
  date: string | null;
  publish_at: Date | null;
  thumbnail_url: string | null;
  presented_by: string | null;
  format: string | null;
  event_type: string | null;
  track: string | null;
  experience_level: string | null;
  focus_area: string | null;
  genre: string | null;
  subgenre: string | null;
  credentials: readonly { type: string }[];
  tags: readonly { id: string; name: string }[];
  accessibility: readonly string[];
  venue_id: string | null;
  featured: boolean;
  canceled: boolean;
}

export interface AttendeeSearchRow {
  uid: string;
  name: string;
  pronoun: string | null;
  title: string | null;
  company: string | null;
  company_type: string | null;
  hometown: string | null;
  industry: string | null;
  country: string | null;
  badge_type: string | null;
  image_url: string | null;
}

/** An entity appearing in an event as a contributor, in line-up order. */
export interface ContributionRow {
  event_id: string;
  entity_id: string;
}

export interface CatalogRows {
  year: number;
  venues: readonly VenueSearchRow[];
  entities: readonly EntitySearchRow[];
  events: readonly EventSearchRow[];
  contributions: readonly ContributionRow[];
}

/**
 * Search documents built from catalogue rows: pure mapping, no I/O. `_source` holds only what the
 * result tiles show (serialising big answers is what limits search throughput); the detail pages
 * fetch the full record.
 */

/** Deepest a venue tree is followed (a guard; imports refuse cycles). */
const MAX_VENUE_DEPTH = 32;

const time = (date: Date | null) => (date === null ? null : date.getTime());

const NONE: string[] = [];

/**
 * The values of a field worth searching (nulls and blanks left out). Arrays made by `filter` or
 * `push` keep spare capacity; tens of thousands of documents hold a few each, so they are copied
 * into arrays of their exact length.
 */
function present(...values: (string | null | undefined)[]): string[] {
  const kept = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return kept.length === 0 ? NONE : kept.length === 1 ? [kept[0] as string] : kept.slice();
}

/** Facet values from optional strings (the key is the label). */
function keys(...values: (string | null | undefined)[]): FacetValue[] {
  return present(...values).map((key) => ({ key }));
}

/** `[field, values]` pairs, leaving out fields without a value (an exact-length array, see {@link present}). */
function fieldsOf(entries: [string, string[]][]): [string, string[]][] {
  return entries.filter(([, values]) => values.length > 0).slice();
}

/** "Austin, TX": a contributor's home town. */
function hometown(row: { city: string | null; state: string | null }): string | null {
  const parts = present(row.city, row.state);
  return parts.length > 0 ? parts.join(', ') : null;
}

class VenueTree {
  readonly #byId: Map<string, VenueSearchRow>;

  constructor(venues: readonly VenueSearchRow[]) {
    this.#byId = new Map(venues.map((v) => [v.id, v]));
  }

  get(id: string | null): VenueSearchRow | null {
    return id === null ? null : (this.#byId.get(id) ?? null);
  }

  /** The venue and every venue it is inside, innermost first (the last one is the top-level venue). */
  lineage(venue: VenueSearchRow): VenueSearchRow[] {
    const lineage = [venue];
    let current = venue;
    for (let depth = 0; depth < MAX_VENUE_DEPTH && current.parent_id !== null; depth++) {
      const parent = this.#byId.get(current.parent_id);
      if (!parent || lineage.includes(parent)) break;
      lineage.push(parent);
      current = parent;
    }
    return lineage;
  }
}

const ref = (venue: VenueSearchRow | null): VenueRef | null =>
  venue ? { id: venue.id, name: venue.name } : null;

function eventDocument(
  row: EventSearchRow,
  venues: VenueTree,
  contributors: readonly string[],
  zone: string,
): DocInput {
  const venue = venues.get(row.venue_id);
  const lineage = venue ? venues.lineage(venue) : [];
  const root = lineage.at(-1) ?? null;
  const credentialTypes = credentialTypesOf(row.credentials);
  const publishAt = zonedIso(row.publish_at, zone);
  return {
    model: 'event',
    id: row.id,
    name: row.name,
    featured: row.featured,
    publishAt: time(row.publish_at),
    startTime: time(row.start_time),
    date: row.date,
    thumbnailUrl: row.thumbnail_url,
    eventType: row.event_type,
    venueName: venue?.name ?? null,
    fields: fieldsOf([
      ['description', present(row.description)],
      ['presented_by', present(row.presented_by)],
      ['contributors', [...contributors]],
      ['venue', present(venue?.name, root !== venue ? root?.name : null)],
      ['track', present(row.track)],
      ['format', present(row.format)],
      ['focus_area', present(row.focus_area)],
      ['genre', present(row.genre, row.subgenre)],
      ['tags', row.tags.map((t) => t.name)],
    ]),
    facets: {
      event_type: keys(row.event_type),
      credential_types: credentialTypes.map((key) => ({ key })),
      cpe_credit: [{ key: row.credentials.some((c) => c.type === 'cpe_credit') }],
      date: keys(row.date),
      track: keys(row.track),
      format: keys(row.format),
      venue: root ? [{ key: root.id, label: root.name }] : [],
      venue_id: lineage.map((v) => ({ key: v.id })),
      genre: keys(row.genre),
      subgenre: keys(row.subgenre),
      tags: row.tags.map((t) => ({ key: t.id, label: t.name })),
      experience_level: keys(row.experience_level),
      focus_area: keys(row.focus_area),
      accessibility: keys(...row.accessibility),
    },
    source: {
      name: row.name,
      thumbnail_url: row.thumbnail_url,
      start_time: zonedIso(row.start_time, zone),
      end_time: zonedIso(row.end_time, zone),
      date: row.date,
      venue: ref(venue),
      event_type: row.event_type,
      format: row.format,
      track: row.track,
      credential_types: credentialTypes,
      featured: row.featured,
      canceled: row.canceled,
      publish_at: publishAt,
      alpha: alphaOf(row.name),
    } satisfies EventHitSource,
  };
}

/** What a contributor's, film's, brand's, exhibitor's or presenter's document holds alike: no time of its own. */
function entityHead(row: EntitySearchRow): Omit<DocInput, 'fields' | 'facets' | 'source'> {
  return {
    model: row.type as SearchModel,
    id: row.id,
    name: row.name,
    featured: row.featured,
    publishAt: time(row.publish_at),
    startTime: null,
    date: null,
    thumbnailUrl: row.thumbnail_url,
  };
}

function contributorDocument(
  row: EntitySearchRow,
  type: ContributorHitSource['type'],
  credentialTypes: CredentialType[],
  zone: string,
): DocInput {
  const town = hometown(row);
  const isArtist = row.type === 'artist';
  return {
    ...entityHead(row),
    fields: fieldsOf(
      isArtist
        ? [
            ['genre', present(row.genre, row.subgenre)],
            ['hometown', present(town)],
          ]
        : [
            ['title', present(row.title)],
            ['company', present(row.company)],
            ['hometown', present(town)],
          ],
    ),
    facets: {
      credential_types: credentialTypes.map((key) => ({ key })),
      ...(isArtist ? { genre: keys(row.genre), subgenre: keys(row.subgenre) } : {}),
      country: keys(row.country),
    },
    source: {
      name: row.name,
      type,
      thumbnail_url: row.thumbnail_url,
      title: row.title,
      company: row.company,
      genre: row.genre,
      subgenre: row.subgenre,
      city: row.city,
      state: row.state,
      country: row.country,
      credential_types: credentialTypes,
      featured: row.featured,
      publish_at: zonedIso(row.publish_at, zone),
      alpha: alphaOf(row.name),
    } satisfies ContributorHitSource,
  };
}

/** A film, brand, exhibitor or music fest presenter. */
function otherEntityDocument(
  row: EntitySearchRow,
  type: OrganizationHitSource['type'],
  zone: string,
): DocInput {
  return {
    ...entityHead(row),
    fields: fieldsOf([['description', present(row.description)]]),
    facets: {},
    source: {
      name: row.name,
      type,
      thumbnail_url: row.thumbnail_url,
      featured: row.featured,
      publish_at: zonedIso(row.publish_at, zone),
      alpha: alphaOf(row.name),
    } satisfies OrganizationHitSource,
  };
}

function venueDocument(row: VenueSearchRow, venues: VenueTree): DocInput {
  const parent = venues.get(row.parent_id);
  const address = formatAddress(row);
  return {
    model: 'venue',
    id: row.id,
    name: row.name,
    featured: false,
    publishAt: null,
    startTime: null,
    date: null,
    thumbnailUrl: row.thumbnail_url,
    fields: fieldsOf([
      ['parent_venue', present(parent?.name)],
      ['address', present(address)],
    ]),
    facets: {},
    source: {
      name: row.name,
      thumbnail_url: row.thumbnail_url,
      parent_venue: ref(parent),
      address,
      alpha: alphaOf(row.name),
    } satisfies VenueHitSource,
  };
}

/**
 * Every catalogue record of a year as a search document, its times in the programme's `zone`. A contributor's credential types are the
 * badge types of the (not canceled) events they appear in, as on their record.
 */
export function catalogDocuments(rows: CatalogRows, zone: string): DocInput[] {
  const venues = new VenueTree(rows.venues);
  const entityById = new Map(rows.entities.map((e) => [e.id, e]));
  const eventById = new Map(rows.events.map((e) => [e.id, e]));
  const contributorsOf = new Map<string, string[]>();
  const credentialsOf = new Map<string, { type: string }[]>();
  for (const { event_id, entity_id } of rows.contributions) {
    const entity = entityById.get(entity_id);
    const event = eventById.get(event_id);
    if (!entity || !event) continue;
    if (entity.type === 'artist' || entity.type === 'person') {
      const names = contributorsOf.get(event_id) ?? [];
      names.push(entity.name);
      contributorsOf.set(event_id, names);
      if (!event.canceled) {
        const credentials = credentialsOf.get(entity_id) ?? [];
        credentials.push(...event.credentials);
        credentialsOf.set(entity_id, credentials);
      }
    }
  }
  const docs: DocInput[] = [];
  for (const row of rows.events)
    docs.push(eventDocument(row, venues, contributorsOf.get(row.id) ?? [], zone));
  for (const row of rows.entities) {
    const { type } = row;
    if (type === 'artist' || type === 'person') {
      docs.push(contributorDocument(row, type, credentialTypesOf(credentialsOf.get(row.id) ?? []), zone));
    } else {
      docs.push(otherEntityDocument(row, type, zone));
    }
  }
  for (const row of rows.venues) docs.push(venueDocument(row, venues));
  return docs;
}

/** The attendee directory as search documents (the rows leave out those who opted out). */
export function attendeeDocuments(rows: readonly AttendeeSearchRow[]): DocInput[] {
  return rows.map((row) => ({
    model: 'attendee',
    id: row.uid,
    name: row.name,
    featured: false,
    publishAt: null,
    startTime: null,
    date: null,
    thumbnailUrl: row.image_url,
    fields: fieldsOf([
      ['company', present(row.company)],
      ['title', present(row.title)],
      ['hometown', present(row.hometown)],
      ['industry', present(row.industry)],
    ]),
    facets: {
      industry: keys(row.industry),
      company_type: keys(row.company_type),
      country: keys(row.country),
      badge_type: keys(row.badge_type),
    },
    source: {
      name: row.name,
      pronoun: row.pronoun,
      title: row.title,
      company: row.company,
      hometown: row.hometown,
      industry: row.industry,
      image_url: row.image_url,
      alpha: alphaOf(row.name),
    } satisfies AttendeeHitSource,
  }));
}
