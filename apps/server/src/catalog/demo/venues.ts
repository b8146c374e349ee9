import { slugify } from '../normalize.ts';
import type { VenueInput } from '../types.ts';
import { AUSTIN_BUILDINGS, type BuildingKind } from './austin-venues.ts';

/** A venue events can take place in (a room, or a building without rooms), with its kind. */
export interface Host {
  id: string;
  kind: BuildingKind;
}

const EXTRA_ROOM_NAMES: Record<BuildingKind, string> = {
  conference: 'Meeting Room',
  music: 'Stage',
  film: 'Theater',
};

/**
 * `count` venues: about one building in five, each followed by its rooms (dealt round-robin so
 * buildings get similar numbers of rooms; generic "Meeting Room 3" once the named rooms run out).
 * Deterministic without randomness.
 */
export function generateVenues(count: number): { venues: VenueInput[]; hosts: Host[] } {
  const buildingCount = Math.min(AUSTIN_BUILDINGS.length, Math.max(1, Math.round(count / 5)), count);
  const buildings = AUSTIN_BUILDINGS.slice(0, buildingCount);
  const roomsOf: string[][] = buildings.map(() => []);
  let remaining = count - buildingCount;
  // Named rooms first, one per building per round.
  for (let round = 0; remaining > 0; round += 1) {
    let placed = false;
    for (const [i, building] of buildings.entries()) {
      if (remaining === 0) break;
      const named = building.rooms[round];
      if (named !== undefined) {
        roomsOf[i]?.push(named);
        remaining -= 1;
        placed = true;
      }
    }
    if (!placed) break;
  }
  // Then generic ones, round-robin over buildings.
  for (let i = 0; remaining > 0; i = (i + 1) % buildings.length) {
    const building = buildings[i];
    const rooms = roomsOf[i];
    if (!building || !rooms) continue;
    rooms.push(`${EXTRA_ROOM_NAMES[building.kind]} ${rooms.length + 1}`);
    remaining -= 1;
  }

  const venues: VenueInput[] = [];
  const hosts: Host[] = [];
  let serial = 0;
  const nextId = () => `V${String(++serial).padStart(4, '0')}`;
  for (const [i, building] of buildings.entries()) {
    const buildingId = nextId();
    const common = {
      address: building.address,
      city: 'Austin',
      state: 'TX',
      postal_code: building.postal_code,
      country: 'United States',
      latitude: building.latitude,
      longitude: building.longitude,
    };
    venues.push({
      id: buildingId,
      name: building.name,
      parent_id: null,
      ...common,
      links: [{ type: 'website', url: `https://${slugify(building.name)}.example` }],
      thumbnail_url: `/images/venue/${buildingId}.svg`,
      details: { kind: building.kind },
    });
    const rooms = roomsOf[i] ?? [];
    if (rooms.length === 0) hosts.push({ id: buildingId, kind: building.kind });
    for (const room of rooms) {
      const id = nextId();
      venues.push({
        id,
        name: room,
        parent_id: buildingId,
        ...common,
        links: [],
        thumbnail_url: `/images/venue/${id}.svg`,
        details: { kind: building.kind },
      });
      hosts.push({ id, kind: building.kind });
    }
  }
  return { venues, hosts };
}
