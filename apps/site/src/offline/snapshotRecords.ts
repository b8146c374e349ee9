import type {
  Contributor,
  ContributorEvent,
  Event,
  EventContributor,
  EventVenue,
  ScheduleSnapshot,
  SnapshotContributor,
  SnapshotEvent,
  SnapshotVenue,
  Venue,
  VenueRef,
} from '@conf/api-client';
import { alphaOf, credentialTypesOf } from '@conf/core';

/**
 * The API's records rebuilt from the schedule snapshot kept on the device (docs/offline.md, issue 15
 * item 3), in the shapes the pages already take (`Event`, `Contributor`, `Venue`), so that a page
 * renders offline with its usual screen. Pure: no I/O.
 *
 * What the snapshot leaves out is derived as the server derives it (alpha groups, credential types, an
 * event's top-level venue, a contributor's events: apps/server/src/catalog/records.ts and queries.ts);
 * what needs the network anyway is answered as "not offered": no RSVP, no SXXPress, no publish or
 * announcement time (a record in the snapshot is published).
 */

/** Deepest a venue tree is followed (a guard against a cycle, as the server's). */
const MAX_VENUE_DEPTH = 32;

/** A snapshot with its tables indexed by id: build it once per snapshot, then ask for records. */
export interface SnapshotRecords {
  year: number;
  timeZone: string;
  /** The snapshot itself (the device's search indexes it: deviceSearch.ts). */
  snapshot: ScheduleSnapshot;
  event(id: string): Event | undefined;
  contributor(id: string): Contributor | undefined;
  venue(id: string): Venue | undefined;
  /** The events of a venue and of the rooms inside it (a building's whole schedule), canceled ones too. */
  venueEvents(id: string): Event[];
  /** Every event of the snapshot, as records. */
  events(): Event[];
}

function byId<T extends { id: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** A contributor's events are listed as the server lists them: start (undated last), date, name, id. */
function compareSummaries(a: SnapshotEvent, b: SnapshotEvent): number {
  const start = (event: SnapshotEvent) =>
    event.start_time === null ? Number.POSITIVE_INFINITY : Date.parse(event.start_time);
  return (
    start(a) - start(b) ||
    (a.date ?? '\uffff').localeCompare(b.date ?? '\uffff') ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
}

export function snapshotRecords(snapshot: ScheduleSnapshot): SnapshotRecords {
  const venues = byId(snapshot.venues);
  const contributors = byId(snapshot.contributors);
  const events = byId(snapshot.events);
  let lineUps: Map<string, SnapshotEvent[]> | undefined;

  const ref = (venue: SnapshotVenue): VenueRef => ({ id: venue.id, name: venue.name });

  /** The venue and its ancestors, nearest first. */
  const chain = (id: string): SnapshotVenue[] => {
    const found: SnapshotVenue[] = [];
    for (let venue = venues.get(id); venue && found.length <= MAX_VENUE_DEPTH; ) {
      found.push(venue);
      venue = venue.parent_id === null ? undefined : venues.get(venue.parent_id);
    }
    return found;
  };

  const eventVenue = (id: string | null): EventVenue | null => {
    const found = id === null ? [] : chain(id);
    const [venue] = found;
    if (!venue) return null;
    const root = found.length > 1 ? found.at(-1) : undefined;
    return { ...ref(venue), root: root ? ref(root) : null };
  };

  const lineUpEntry = (person: SnapshotContributor): EventContributor => ({
    entity_id: person.id,
    type: person.type,
    name: person.name,
    title: person.title,
    company: person.company,
    thumbnail_url: person.thumbnail_url,
  });

  const toEvent = (row: SnapshotEvent): Event => ({
    event_id: row.id,
    id: row.id,
    year: snapshot.year,
    name: row.name,
    description: row.description,
    long_description: row.long_description,
    start_time: row.start_time,
    end_time: row.end_time,
    date: row.date,
    publish_at: null,
    announcement_date: null,
    thumbnail_url: row.thumbnail_url,
    image: row.image,
    presented_by: row.presented_by,
    format: row.format,
    event_type: row.event_type,
    track: row.track,
    experience_level: row.experience_level,
    focus_area: row.focus_area,
    genre: row.genre,
    subgenre: row.subgenre,
    credentials: row.credentials,
    credential_types: credentialTypesOf(row.credentials),
    contributors: row.contributor_ids
      .map((id) => contributors.get(id))
      .filter((person) => person !== undefined)
      .map(lineUpEntry),
    tags: row.tags,
    accessibility: row.accessibility,
    meta: { sponsor: row.sponsor },
    sponsorImage: row.sponsor_image,
    venue: eventVenue(row.venue_id),
    alpha: alphaOf(row.name),
    featured: row.featured,
    canceled: row.canceled,
    reservable: false,
    capacity: null,
    express_entry: false,
    express_message: null,
  });

  /** The events each contributor appears in (not canceled ones, as the server lists them). */
  const eventsOf = (id: string): SnapshotEvent[] => {
    if (!lineUps) {
      lineUps = new Map();
      for (const event of snapshot.events) {
        if (event.canceled) continue;
        for (const person of event.contributor_ids) {
          const listed = lineUps.get(person);
          if (listed) listed.push(event);
          else lineUps.set(person, [event]);
        }
      }
      for (const listed of lineUps.values()) listed.sort(compareSummaries);
    }
    return lineUps.get(id) ?? [];
  };

  const toSummary = (row: SnapshotEvent): ContributorEvent => {
    const venue = row.venue_id === null ? undefined : venues.get(row.venue_id);
    return {
      event_id: row.id,
      name: row.name,
      start_time: row.start_time,
      end_time: row.end_time,
      date: row.date,
      event_type: row.event_type,
      venue: venue ? ref(venue) : null,
    };
  };

  const toContributor = (row: SnapshotContributor): Contributor => {
    const featuring = eventsOf(row.id);
    return {
      entity_id: row.id,
      year: snapshot.year,
      type: row.type,
      name: row.name,
      image: row.image_url ? { url: row.image_url, alt_text: null } : null,
      thumbnail_url: row.thumbnail_url,
      city: row.city,
      state: row.state,
      country: row.country,
      genre: row.genre,
      subgenre: row.subgenre,
      title: row.title,
      company: row.company,
      bio: row.bio,
      details: null,
      events: featuring.map(toSummary),
      links: row.links,
      artist_connection: row.seeking ? { seeking: row.seeking } : null,
      publish_at: null,
      credential_types: credentialTypesOf(featuring.flatMap((event) => event.credentials)),
      featured: row.featured,
      alpha: alphaOf(row.name),
    };
  };

  const toVenue = (row: SnapshotVenue): Venue => {
    const parent = row.parent_id === null ? undefined : venues.get(row.parent_id);
    return {
      id: row.id,
      year: snapshot.year,
      name: row.name,
      parent_venue: parent ? ref(parent) : null,
      location: { address: row.address, latitude: row.latitude, longitude: row.longitude },
      links: row.links,
      thumbnail_url: row.thumbnail_url,
    };
  };

  return {
    year: snapshot.year,
    timeZone: snapshot.time_zone,
    snapshot,
    event: (id) => {
      const row = events.get(id);
      return row && toEvent(row);
    },
    contributor: (id) => {
      const row = contributors.get(id);
      return row && toContributor(row);
    },
    venue: (id) => {
      const row = venues.get(id);
      return row && toVenue(row);
    },
    venueEvents: (id) =>
      snapshot.events
        .filter((row) => row.venue_id !== null && chain(row.venue_id).some((venue) => venue.id === id))
        .map(toEvent),
    events: () => snapshot.events.map(toEvent),
  };
}
