import type { TimeGridItem } from './TimeGrid.tsx';

/** Rooms of the stories and tests. */
export const BALLROOM = { id: 'V1', name: 'Ballroom A' };
export const AUSTIN = { id: 'V2', name: 'Austin Room' };
export const SALON = { id: 'V3', name: 'Salon C' };

/** The day of the fixtures, in America/Chicago. */
export const GRID_DAY = '2026-03-10';

function item(
  id: string,
  name: string,
  from: string,
  to: string | null,
  venue: TimeGridItem['venue'],
  extra: Partial<TimeGridItem> = {},
): TimeGridItem {
  return {
    id,
    name,
    start_time: `${GRID_DAY}T${from}:00-05:00`,
    end_time: to === null ? null : `${GRID_DAY}T${to}:00-05:00`,
    venue,
    href: `/events/${id}`,
    ...extra,
  };
}

/**
 * A morning in three rooms: the keynote and a workshop overlap in the Ballroom (two lanes), a
 * favorite in the Austin Room, a session without an end in Salon C.
 */
export const MORNING: TimeGridItem[] = [
  item('E1', 'Morning Keynote', '09:00', '10:00', BALLROOM),
  item('E2', 'Hands-on Robotics', '09:30', '11:00', BALLROOM),
  item('E3', 'Chalk and Light', '09:00', '09:30', AUSTIN, { favorited: true }),
  item('E4', 'Reading Circles', '10:00', '10:30', AUSTIN),
  item('E5', 'Open Studio', '10:30', null, SALON),
];

/** Nine rooms, too wide for a phone: it scrolls sideways under its times. */
export const WIDE_DAY: TimeGridItem[] = Array.from({ length: 9 }, (_, i) =>
  item(`W${i}`, `Session ${i + 1}`, '09:00', '10:30', { id: `R${i}`, name: `Room ${i + 1}` }),
);
