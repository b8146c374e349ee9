import { toDate } from 'date-fns-tz';
import { eventSpan } from './durations.ts';
import { shiftDay } from './time.ts';
import { isTimeZone, UTC_TIME_ZONE, wallClock } from './zone-names.ts';

/**
 * The time grid of one programme day (issue 16 item 2), pure: the day's rooms as columns, time rows
 * of {@link TimeGridSlotMinutes} minutes from the first start to the last end, and each event placed
 * in its room with a row span. See docs/decisions/0024-time-grid.md.
 *
 * - **Instants, rows of real time.** Rows step by the slot's length in epoch milliseconds from the
 *   first start, rounded down to the slot on the wall clock of the programme's zone. So a 23-hour
 *   day (America/Chicago's spring change) has two rows fewer and a 25-hour day two more (the
 *   wall-clock 1:00AM appears twice), and an event is as many rows long as it lasts.
 * - **The day** is the calendar day in the programme's zone, midnight to midnight. Its events are
 *   those that start on it, and those of the day before that still run after its midnight (shown
 *   from the first row, `continuesBefore`). An event that starts on the day and runs past midnight
 *   is shown whole: the grid goes on after midnight to its end.
 * - **Rooms** are the venues the events name (a room, or a venue without rooms), by name; events
 *   without a venue come last, in a column of their own (`id` `''`).
 * - **Overlaps in one room** take lanes side by side: each event the first lane free over its rows
 *   (events by start, the longer first). A room is as many grid columns wide as it has lanes.
 * - An event without an end lasts an hour (as for clashes); one without a start is on no grid.
 */

/** Lengths of a row. */
export type TimeGridSlotMinutes = 15 | 30;

/** What an event needs to be placed. */
export interface TimeGridEvent {
  start_time: string | null;
  end_time: string | null;
  venue: { id: string; name: string } | null;
}

/** One room of the day: its columns are `firstColumn` to `firstColumn + lanes - 1`. */
export interface TimeGridRoom {
  /** The venue's id; `''` for the events without a venue. */
  id: string;
  name: string | null;
  /** Side-by-side columns (events that overlap in the room), at least 1. */
  lanes: number;
  /** Index of its first column among the grid's event columns (0-based). */
  firstColumn: number;
}

/** One row: its start and end instants (epoch ms). */
export interface TimeGridSlot {
  start: number;
  end: number;
}

/** Where an event sits. Rows and columns are 0-based indexes of the grid's slots and event columns. */
export interface TimeGridPlacement<T> {
  event: T;
  /** Index of its room in {@link TimeGridLayout.rooms}. */
  room: number;
  column: number;
  row: number;
  rowSpan: number;
  /** Started before the day's midnight (shown from its first row). */
  continuesBefore: boolean;
}

export interface TimeGridLayout<T> {
  day: string;
  timeZone: string;
  slotMinutes: TimeGridSlotMinutes;
  slots: TimeGridSlot[];
  rooms: TimeGridRoom[];
  /** Event columns (the sum of the rooms' lanes). */
  columnCount: number;
  /** By column, then row. */
  placements: TimeGridPlacement<T>[];
}

const MINUTE_MS = 60_000;

function zoneOf(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : UTC_TIME_ZONE;
}

/** The instant (epoch ms) a calendar day `yyyy-MM-dd` begins in the zone. */
export function dayStart(day: string, timeZone: string): number {
  return toDate(`${day}T00:00:00`, { timeZone: zoneOf(timeZone) }).getTime();
}

/** The instant at or before `ms` on a whole slot of the zone's wall clock (9:00, 9:30). */
function slotFloor(ms: number, slotMinutes: number, timeZone: string): number {
  const { minute, second } = wallClock(new Date(ms), timeZone);
  const into = ((minute % slotMinutes) * 60 + second) * 1000 + (((ms % 1000) + 1000) % 1000);
  return ms - into;
}

interface Timed<T> {
  event: T;
  start: number;
  end: number;
  continuesBefore: boolean;
}

/** The events of the day with their interval, an event of the day before cut at midnight. */
function eventsOfDay<T extends TimeGridEvent>(events: readonly T[], from: number, to: number): Timed<T>[] {
  return events.flatMap((event) => {
    const span = eventSpan({ start: event.start_time, end: event.end_time });
    if (!span || span.start >= to || span.end <= from) return [];
    return [{ event, start: Math.max(span.start, from), end: span.end, continuesBefore: span.start < from }];
  });
}

function roomKey(event: TimeGridEvent): string {
  return event.venue?.id ?? '';
}

function byName(a: TimeGridRoom, b: TimeGridRoom): number {
  if (a.id === '' || b.id === '') return a.id === '' ? (b.id === '' ? 0 : 1) : -1;
  return (a.name ?? '').localeCompare(b.name ?? '', 'en') || a.id.localeCompare(b.id);
}

/**
 * The grid of `day` (`yyyy-MM-dd` in `timeZone`): the events that start on it or run into it (see
 * the module's notes). Pass the events of the day and of the day before. No events: no rows, no rooms.
 */
export function timeGridLayout<T extends TimeGridEvent>(
  events: readonly T[],
  { day, timeZone, slotMinutes = 30 }: { day: string; timeZone: string; slotMinutes?: TimeGridSlotMinutes },
): TimeGridLayout<T> {
  const zone = zoneOf(timeZone);
  const from = dayStart(day, zone);
  const timed = eventsOfDay(events, from, dayStart(shiftDay(day, 1), zone));
  const empty: TimeGridLayout<T> = {
    day,
    timeZone,
    slotMinutes,
    slots: [],
    rooms: [],
    columnCount: 0,
    placements: [],
  };
  if (timed.length === 0) return empty;
  const slotMs = slotMinutes * MINUTE_MS;
  const first = slotFloor(Math.min(...timed.map((t) => t.start)), slotMinutes, zone);
  const last = Math.max(...timed.map((t) => t.end));
  const slots: TimeGridSlot[] = [];
  for (let start = first; start < last; start += slotMs) slots.push({ start, end: start + slotMs });

  const rowOf = (ms: number) => Math.floor((ms - first) / slotMs);
  const byRoom = new Map<string, Timed<T>[]>();
  for (const entry of timed) {
    const key = roomKey(entry.event);
    byRoom.set(key, [...(byRoom.get(key) ?? []), entry]);
  }
  const rooms = [...byRoom.entries()]
    .map(
      ([id, list]): TimeGridRoom => ({
        id,
        name: list[0]?.event.venue?.name ?? null,
        lanes: 1,
        firstColumn: 0,
      }),
    )
    .sort(byName);

  const placements: TimeGridPlacement<T>[] = [];
  let column = 0;
  rooms.forEach((room, roomIndex) => {
    const list = [...(byRoom.get(room.id) ?? [])].sort((a, b) => a.start - b.start || b.end - a.end);
    /** The first row after the last event of each lane. */
    const laneEnds: number[] = [];
    const placed = list.map((entry) => {
      const row = rowOf(entry.start);
      const rowSpan = Math.max(1, Math.ceil((entry.end - first) / slotMs) - row);
      let lane = laneEnds.findIndex((end) => end <= row);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = row + rowSpan;
      return { entry, lane, row, rowSpan };
    });
    room.firstColumn = column;
    room.lanes = Math.max(1, laneEnds.length);
    for (const { entry, lane, row, rowSpan } of placed) {
      placements.push({
        event: entry.event,
        room: roomIndex,
        column: column + lane,
        row,
        rowSpan,
        continuesBefore: entry.continuesBefore,
      });
    }
    column += room.lanes;
  });
  placements.sort((a, b) => a.column - b.column || a.row - b.row);
  return { ...empty, slots, rooms, columnCount: column, placements };
}

/**
 * Where `now` falls on the grid, in rows from its top (2.5 = halfway through the third row); `null`
 * when the grid does not cover it (another day, before the first start or after the last end).
 */
export function timeGridNowRow(layout: Pick<TimeGridLayout<unknown>, 'slots'>, now: Date): number | null {
  const first = layout.slots[0];
  const last = layout.slots.at(-1);
  const at = now.getTime();
  if (!first || !last || at < first.start || at >= last.end) return null;
  return (at - first.start) / (first.end - first.start);
}

/** The days from `firstDay` to `lastDay` (`yyyy-MM-dd`), at most `limit`; none without a first day. */
export function programmeDayList(firstDay: string | null, lastDay: string | null, limit = 31): string[] {
  if (!firstDay) return [];
  const days: string[] = [];
  for (let day = firstDay; day <= (lastDay ?? firstDay) && days.length < limit; day = shiftDay(day, 1)) {
    days.push(day);
  }
  return days;
}
