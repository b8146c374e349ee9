import type { SearchHit } from '@conf/api-client';

/** A venue of the venue list. */
export interface ListedVenue {
  id: string;
  name: string;
  address: string | null;
  parentId: string | null;
}

/** A top-level venue with the venues (rooms) inside it. */
export interface VenueWithRooms {
  venue: ListedVenue;
  rooms: ListedVenue[];
}

/** The venue of a search hit (a venue hit's `_source`: name, parent_venue, address). */
export function listedVenueFromHit(hit: SearchHit): ListedVenue {
  const venue = hit.type === 'venue' ? hit._source : null;
  return {
    id: hit._id,
    name: hit._source.name,
    address: venue?.address || null,
    parentId: venue?.parent_venue?.id ?? null,
  };
}

const byName = (a: ListedVenue, b: ListedVenue) => a.name.localeCompare(b.name);

/**
 * Venues as the list shows them: each top-level venue (by name) with its rooms (by name) under
 * it. Rooms of rooms join their top-level venue; a room whose parent is not in the list is shown
 * as a top-level venue, so nothing is lost.
 */
export function groupVenues(venues: readonly ListedVenue[]): VenueWithRooms[] {
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  const topOf = (venue: ListedVenue): ListedVenue => {
    let current = venue;
    const seen = new Set<string>();
    while (current.parentId !== null && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId) as ListedVenue;
    }
    return current;
  };
  const groups = new Map<string, VenueWithRooms>();
  for (const venue of [...venues].sort(byName)) {
    const top = topOf(venue);
    const group = groups.get(top.id) ?? { venue: top, rooms: [] };
    groups.set(top.id, group);
    if (top.id !== venue.id) group.rooms.push(venue);
  }
  return [...groups.values()].sort((a, b) => byName(a.venue, b.venue));
}
