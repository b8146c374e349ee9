import {
  type Attendee,
  type EventContributor as ContractEventContributor,
  type EventVenue as ContractEventVenue,
  type Link as ContractLink,
  type VenueRef as ContractVenueRef,
  type Contributor,
  type ContributorEvent,
  type CredentialType,
  credentialTypeValues,
  type Event,
  type Film,
  type Organization,
  type Venue,
} from '@conf/contract';
import {
  ARTIST_LINK_TYPES,
  type ArtistLinkType,
  alphaOf,
  credentialTypesOf,
  formatAddress,
  zonedIso,
} from '@conf/core';
import type { AttendeeRow, EntityRow, EntityType, EventRow, LinkJson, VenueRow } from '../db/schema.ts';

/**
 * The JSON records of the API (spec section 3), built from table rows.
 * Pure mapping, no I/O. Nullable fields are `null`, never missing; times are ISO 8601 in the
 * programme's zone with their offset (`2026-03-09T09:30:00-05:00` for the demo's Chicago), `zone`
 * being the year's programme zone (programmes/store.ts); `date` is `yyyy-MM-dd`.
 */

/** Badge types in display order; other credential types (e.g. `cpe_credit`) are not badges. */
export const BADGE_TYPES: readonly CredentialType[] = credentialTypeValues;

/**
 * The records' shapes are the contract's (openapi.yaml, through @conf/contract): the compiler
 * checks every mapping below against them, so the server cannot answer a shape the contract does
 * not describe.
 */
export type Link = ContractLink;
export type VenueRef = ContractVenueRef;
/** An event's venue, with the top-level venue it is in (`null` when it is itself top-level). */
export type EventVenue = ContractEventVenue;
/** A contributor as listed on an event. */
export type EventContributor = ContractEventContributor;
export type EventRecord = Event;
/** An event as listed on a contributor or film. */
export type EventSummary = ContributorEvent;
export type ContributorRecord = Contributor;
export type FilmRecord = Film;
/** Brand, exhibitor or music fest presenter. */
export type OrganizationRecord = Organization;
export type VenueRecord = Venue;

/**
 * An attendee as stored and indexed: the contract's `Attendee` with the directory opt-out always
 * present (the API leaves it out of public answers; the directory search filters on it).
 */
export type AttendeeRecord = Omit<Attendee, 'directory_opt_out'> & { directory_opt_out: boolean };

/** Derived fields, shared with the site's records rebuilt from the device's schedule (@conf/core). */
export { alphaOf, credentialTypesOf, formatAddress, zonedIso };

/** Link types the product shows (each with its icon): the list shared with the components. */
export type LinkType = ArtistLinkType;

/** Links worth showing: of a known type and with a non-blank URL (blank artist links are dropped). */
export function visibleLinks(links: readonly LinkJson[] | null): Link[] {
  return (links ?? [])
    .filter((l) => (ARTIST_LINK_TYPES as readonly string[]).includes(l.type) && l.url.trim() !== '')
    .map(({ type, url }) => ({ type: type as LinkType, url }));
}

export type EventContributorRow = Pick<
  EntityRow,
  'id' | 'type' | 'name' | 'title' | 'company' | 'thumbnail_url'
>;

export function toEventRecord(
  row: EventRow,
  related: { venue: EventVenue | null; contributors: readonly EventContributorRow[] },
  zone: string,
): EventRecord {
  return {
    event_id: row.id,
    id: row.id,
    year: row.year,
    name: row.name,
    description: row.description,
    long_description: row.long_description,
    start_time: zonedIso(row.start_time, zone),
    end_time: zonedIso(row.end_time, zone),
    date: row.date,
    publish_at: zonedIso(row.publish_at, zone),
    announcement_date: zonedIso(row.announcement_date, zone),
    thumbnail_url: row.thumbnail_url,
    image: row.image_url ? { url: row.image_url, credit: row.image_credit } : null,
    presented_by: row.presented_by,
    format: row.format,
    event_type: row.event_type,
    track: row.track,
    experience_level: row.experience_level,
    focus_area: row.focus_area,
    genre: row.genre,
    subgenre: row.subgenre,
    credentials: row.credentials.map(({ name, type }) => ({ name, type })),
    credential_types: credentialTypesOf(row.credentials),
    contributors: related.contributors
      .filter((c) => c.type === 'artist' || c.type === 'person')
      .map((c) => ({
        entity_id: c.id,
        type: c.type as 'artist' | 'person',
        name: c.name,
        title: c.title,
        company: c.company,
        thumbnail_url: c.thumbnail_url,
      })),
    tags: row.tags.map(({ id, name }) => ({ id, name })),
    accessibility: [...row.accessibility],
    meta: { sponsor: row.sponsor },
    sponsorImage: row.sponsor_image,
    venue: related.venue,
    alpha: alphaOf(row.name),
    featured: row.featured,
    canceled: row.canceled,
    reservable: row.reservable,
    capacity: row.capacity,
    express_entry: row.express_entry,
    express_message: row.express_message,
  };
}

/** The columns an event summary is built from (an event joined with its venue). */
export interface EventSummaryRow {
  id: string;
  name: string;
  start_time: Date | null;
  end_time: Date | null;
  date: string | null;
  event_type: string | null;
  credentials: { name: string; type: string }[];
  venue_id: string | null;
  venue_name: string | null;
}

export function toEventSummary(row: EventSummaryRow, zone: string): EventSummary {
  return {
    event_id: row.id,
    name: row.name,
    start_time: zonedIso(row.start_time, zone),
    end_time: zonedIso(row.end_time, zone),
    date: row.date,
    event_type: row.event_type,
    venue: row.venue_id && row.venue_name !== null ? { id: row.venue_id, name: row.venue_name } : null,
  };
}

/** An artist or person, with the events they appear in (their badge types come from those events). */
export function toContributorRecord(
  row: EntityRow,
  events: readonly EventSummaryRow[],
  zone: string,
): ContributorRecord {
  if (row.type !== 'artist' && row.type !== 'person') throw new Error(`Entity ${row.id} is a ${row.type}`);
  return {
    entity_id: row.id,
    year: row.year,
    type: row.type,
    name: row.name,
    image: row.image_url ? { url: row.image_url, alt_text: row.image_alt_text } : null,
    thumbnail_url: row.thumbnail_url,
    city: row.city,
    state: row.state,
    country: row.country,
    genre: row.genre,
    subgenre: row.subgenre,
    title: row.title,
    company: row.company,
    bio: row.bio,
    details: row.details_text,
    events: events.map((event) => toEventSummary(event, zone)),
    links: visibleLinks(row.links),
    artist_connection: row.artist_connection ? { seeking: [...row.artist_connection.seeking] } : null,
    publish_at: zonedIso(row.publish_at, zone),
    credential_types: credentialTypesOf(events.flatMap((e) => e.credentials)),
    featured: row.featured,
    alpha: alphaOf(row.name),
  };
}

export function toFilmRecord(row: EntityRow, events: readonly EventSummaryRow[], zone: string): FilmRecord {
  return {
    id: row.id,
    entity_id: row.id,
    year: row.year,
    name: row.name,
    description: row.description,
    thumbnail_url: row.thumbnail_url,
    links: visibleLinks(row.links),
    featured: row.featured,
    publish_at: zonedIso(row.publish_at, zone),
    events: events.map((event) => toEventSummary(event, zone)),
  };
}

export const ORGANIZATION_TYPES = [
  'brand',
  'exhibitor',
  'music_fest_presenter',
] as const satisfies EntityType[];

export function toOrganizationRecord(row: EntityRow, zone: string): OrganizationRecord {
  const type = row.type as OrganizationRecord['type'];
  if (!ORGANIZATION_TYPES.includes(type)) throw new Error(`Entity ${row.id} is a ${row.type}`);
  return {
    id: row.id,
    entity_id: row.id,
    year: row.year,
    type,
    name: row.name,
    description: row.description,
    thumbnail_url: row.thumbnail_url,
    links: visibleLinks(row.links),
    featured: row.featured,
    publish_at: zonedIso(row.publish_at, zone),
  };
}

export function toVenueRecord(row: VenueRow, parent: VenueRef | null): VenueRecord {
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    parent_venue: parent,
    location: { address: formatAddress(row), latitude: row.latitude, longitude: row.longitude },
    links: visibleLinks(row.links),
    thumbnail_url: row.thumbnail_url,
  };
}

export function toAttendeeRecord(row: AttendeeRow): AttendeeRecord {
  return {
    uid: row.uid,
    name: row.name,
    pronoun: row.pronoun,
    title: row.title,
    company: row.company,
    company_type: row.company_type,
    hometown: row.hometown,
    industry: row.industry,
    country: row.country,
    badge_type: row.badge_type,
    biography: row.biography,
    image_url: row.image_url,
    x_url: row.x_url,
    facebook_url: row.facebook_url,
    instagram_url: row.instagram_url,
    tiktok_url: row.tiktok_url,
    website: row.website,
    directory_opt_out: row.directory_opt_out,
  };
}
