import { clashBetween } from '@conf/core';
import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';
import type { AttendeeInput, CatalogInput, EntityInput, VenueInput } from '../../server/src/catalog/types.ts';

/**
 * Records of the demo catalogue the server is seeded with (SEED=demo), taken from the data layer's
 * own deterministic generator rather than guessed: the same input gives the same catalogue.
 */
let catalog: CatalogInput | null = null;

function demo(): CatalogInput {
  catalog ??= generateDemoCatalog('demo');
  return catalog;
}

function isPublished(record: { publish_at?: string | null }): boolean {
  return record.publish_at != null && Date.parse(record.publish_at) <= Date.now();
}

/** The demo's published events (what the site lists). */
export function demoPublishedEvents(): CatalogInput['events'] {
  return demo().events.filter(isPublished);
}

/** A published event with a venue and at least one contributor. */
export function demoEventWithContributors(): { id: string; contributorIds: string[] } {
  for (const event of demo().events) {
    const contributorIds = (event.entities ?? [])
      .filter((ref) => ref.role === 'contributor')
      .map((ref) => ref.entity_id);
    if (event.venue_id && contributorIds.length > 0 && isPublished(event) && !event.canceled) {
      return { id: event.id, contributorIds };
    }
  }
  throw new Error('The demo catalogue has no published event with a venue and contributors');
}

/** The first published entity of a type (artist, person, film, brand, exhibitor, music_fest_presenter). */
export function demoEntity(
  type: EntityInput['type'],
  accept: (entity: EntityInput) => boolean = () => true,
): EntityInput {
  const entity = demo().entities.find(
    (candidate) => candidate.type === type && isPublished(candidate) && accept(candidate),
  );
  if (!entity) throw new Error(`The demo catalogue has no published ${type}`);
  return entity;
}

/** A room (a venue inside another) that hosts events, with its building. */
export function demoRoom(): { room: VenueInput; building: VenueInput } {
  const { venues, events } = demo();
  for (const room of venues) {
    const building = venues.find((venue) => venue.id === room.parent_id);
    const hosts = events.some((event) => event.venue_id === room.id && isPublished(event) && !event.canceled);
    if (building && hosts) return { room, building };
  }
  throw new Error('The demo catalogue has no room with events');
}

/** An attendee listed in the directory whose biography is longer than the 16-word preview. */
export function demoAttendee(): AttendeeInput {
  const attendee = demo().attendees.find(
    (candidate) => !candidate.directory_opt_out && (candidate.biography ?? '').split(/\s+/).length > 16,
  );
  if (!attendee) throw new Error('The demo catalogue has no listed attendee with a long biography');
  return attendee;
}

/** An attendee who opted out of the directory (never shown). */
export function demoHiddenAttendee(): AttendeeInput {
  const attendee = demo().attendees.find((candidate) => candidate.directory_opt_out === true);
  if (!attendee) throw new Error('The demo catalogue has no attendee who opted out');
  return attendee;
}

/** A published event, not canceled, with a time, that takes RSVPs (and, when one exists, SXXPress too). */
export function demoReservableEvent(): { id: string; name: string; express: boolean } {
  const candidates = demo().events.filter(
    (event) => event.reservable && isPublished(event) && !event.canceled && event.start_time,
  );
  const event = candidates.find((candidate) => candidate.express_entry) ?? candidates[0];
  if (!event) throw new Error('The demo catalogue has no reservable event');
  return { id: event.id, name: event.name, express: event.express_entry === true };
}

/**
 * Two published events (not canceled, with distinct names) that overlap, with by how many minutes
 * (the clash rules of @conf/core, so the test expects what the site computes).
 */
export function demoOverlappingEvents(): {
  first: { id: string; name: string };
  second: { id: string; name: string };
  minutes: number;
} {
  const events = demo().events.filter(
    (event) => isPublished(event) && !event.canceled && event.start_time && event.end_time,
  );
  const asClash = (event: (typeof events)[number]) => ({
    id: event.id,
    name: event.name,
    start: event.start_time ?? null,
    end: event.end_time ?? null,
    venue: null,
  });
  for (const [i, a] of events.entries()) {
    for (const b of events.slice(i + 1)) {
      if (a.name === b.name) continue;
      const clash = clashBetween(asClash(a), asClash(b));
      if (clash?.kind === 'overlap') {
        return {
          first: { id: a.id, name: a.name },
          second: { id: b.id, name: b.name },
          minutes: clash.minutes,
        };
      }
    }
  }
  throw new Error('The demo catalogue has no two overlapping events');
}
