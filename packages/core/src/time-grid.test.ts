import { describe, expect, it } from 'vitest';
import { formatEventTime } from './time.ts';
import {
  dayStart,
  programmeDayList,
  type TimeGridEvent,
  timeGridLayout,
  timeGridNowRow,
} from './time-grid.ts';

const CHICAGO = 'America/Chicago';
const BALLROOM = { id: 'V1', name: 'Ballroom A' };
const AUSTIN = { id: 'V2', name: 'Austin Room' };

interface Named extends TimeGridEvent {
  id: string;
}

function event(
  id: string,
  start: string | null,
  end: string | null,
  venue: { id: string; name: string } | null = BALLROOM,
): Named {
  return { id, start_time: start, end_time: end, venue };
}

/** The grid's placements as `id room@column row+span`, for reading at a glance. */
function placed(events: Named[], day = '2026-03-10', timeZone = CHICAGO, slotMinutes: 15 | 30 = 30) {
  const layout = timeGridLayout(events, { day, timeZone, slotMinutes });
  return {
    layout,
    cells: layout.placements.map(
      (p) => `${p.event.id} ${layout.rooms[p.room]?.name ?? 'none'}@${p.column} ${p.row}+${p.rowSpan}`,
    ),
    labels: layout.slots.map((slot) => formatEventTime(new Date(slot.start), timeZone)),
  };
}

describe('timeGridLayout', () => {
  describe('given a day of events in two rooms', () => {
    const events = [
      event('E1', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:00-05:00'),
      event('E2', '2026-03-10T10:15:00-05:00', '2026-03-10T11:00:00-05:00', AUSTIN),
      event('E3', '2026-03-10T11:00:00-05:00', '2026-03-10T11:30:00-05:00'),
    ];

    it('makes rows of 30 minutes from the first start to the last end, in the programme zone', () => {
      const { labels } = placed(events);
      expect(labels).toEqual(['9:00AM', '9:30AM', '10:00AM', '10:30AM', '11:00AM']);
    });

    it('makes a column per room, by name, and places each event with its row span', () => {
      const { layout, cells } = placed(events);
      expect(layout.rooms.map((room) => room.name)).toEqual(['Austin Room', 'Ballroom A']);
      expect(layout.columnCount).toBe(2);
      // 10:15 starts in the 10:00 row and ends with the 10:30 row.
      expect(cells).toEqual(['E2 Austin Room@0 2+2', 'E1 Ballroom A@1 0+2', 'E3 Ballroom A@1 4+1']);
    });

    it('rows of 15 minutes place the quarter hours exactly', () => {
      const { cells, labels } = placed(events, '2026-03-10', CHICAGO, 15);
      expect(labels).toHaveLength(10);
      expect(cells).toEqual(['E2 Austin Room@0 5+3', 'E1 Ballroom A@1 0+4', 'E3 Ballroom A@1 8+2']);
    });

    it('starts on the slot before a start off the half hour', () => {
      const { labels } = placed([event('E', '2026-03-10T09:10:00-05:00', '2026-03-10T09:20:00-05:00')]);
      expect(labels).toEqual(['9:00AM']);
    });
  });

  describe('given events that overlap in one room', () => {
    it('puts them in lanes side by side; the room is as wide as its lanes', () => {
      const { layout, cells } = placed([
        event('A', '2026-03-10T09:00:00-05:00', '2026-03-10T11:00:00-05:00'),
        event('B', '2026-03-10T09:30:00-05:00', '2026-03-10T10:00:00-05:00'),
        event('C', '2026-03-10T10:00:00-05:00', '2026-03-10T10:30:00-05:00'),
        event('D', '2026-03-10T09:45:00-05:00', '2026-03-10T10:15:00-05:00'),
        event('X', '2026-03-10T09:00:00-05:00', '2026-03-10T09:30:00-05:00', AUSTIN),
      ]);
      expect(layout.rooms).toEqual([
        { id: 'V2', name: 'Austin Room', lanes: 1, firstColumn: 0 },
        { id: 'V1', name: 'Ballroom A', lanes: 3, firstColumn: 1 },
      ]);
      // B and C share lane 2 (B ends as C starts); D, over both, needs a third.
      expect(cells).toEqual([
        'X Austin Room@0 0+1',
        'A Ballroom A@1 0+4',
        'B Ballroom A@2 1+1',
        'C Ballroom A@2 2+1',
        'D Ballroom A@3 1+2',
      ]);
    });

    it('gives two short events within one row two lanes (they would share a cell)', () => {
      const { cells } = placed([
        event('A', '2026-03-10T09:00:00-05:00', '2026-03-10T09:10:00-05:00'),
        event('B', '2026-03-10T09:15:00-05:00', '2026-03-10T09:25:00-05:00'),
      ]);
      expect(cells).toEqual(['A Ballroom A@0 0+1', 'B Ballroom A@1 0+1']);
    });
  });

  describe('given events across midnight', () => {
    const night = event('N', '2026-03-10T22:00:00-05:00', '2026-03-11T01:00:00-05:00');

    it('goes on past midnight to the end of an event that starts on the day', () => {
      const { labels, cells } = placed([
        night,
        event('E', '2026-03-10T21:00:00-05:00', '2026-03-10T22:00:00-05:00'),
      ]);
      expect(labels.at(0)).toBe('9:00PM');
      expect(labels.at(-1)).toBe('12:30AM');
      expect(labels).toHaveLength(8);
      expect(cells).toEqual(['E Ballroom A@0 0+2', 'N Ballroom A@0 2+6']);
    });

    it('shows it from midnight on the next day, marked as continuing', () => {
      const { layout, labels } = placed([night, event('M', '2026-03-11T09:00:00-05:00', null)], '2026-03-11');
      expect(labels.at(0)).toBe('12:00AM');
      expect(labels.at(-1)).toBe('9:30AM');
      expect(layout.placements.map((p) => [p.event.id, p.row, p.rowSpan, p.continuesBefore])).toEqual([
        ['N', 0, 2, true],
        // No end: an hour.
        ['M', 18, 2, false],
      ]);
    });

    it('leaves out events of other days and events without a start', () => {
      const { layout } = placed(
        [
          event('Y', '2026-03-09T10:00:00-05:00', '2026-03-09T11:00:00-05:00'),
          event('T', '2026-03-11T00:00:00-05:00', '2026-03-11T01:00:00-05:00'),
          event('U', null, null),
        ],
        '2026-03-10',
      );
      expect(layout.slots).toEqual([]);
      expect(layout.rooms).toEqual([]);
    });
  });

  describe('in the programme zone, not the machine', () => {
    it('counts the day in Tokyo: 10:00 PM Austin is the next day there', () => {
      const late = event('L', '2026-03-10T22:00:00-05:00', '2026-03-10T23:00:00-05:00');
      expect(placed([late], '2026-03-10', 'Asia/Tokyo').layout.placements).toEqual([]);
      const { labels } = placed([late], '2026-03-11', 'Asia/Tokyo');
      expect(labels).toEqual(['12:00PM', '12:30PM']);
    });

    it('aligns rows to the zone wall clock (Kathmandu, UTC+5:45)', () => {
      const { labels } = placed(
        [event('K', '2026-03-10T09:50:00+05:45', '2026-03-10T10:40:00+05:45')],
        '2026-03-10',
        'Asia/Kathmandu',
      );
      expect(labels).toEqual(['9:30AM', '10:00AM', '10:30AM']);
    });
  });

  describe('on a daylight-saving day', () => {
    it('has no 2:00AM rows on the spring change, and an event across it is as long as it lasts', () => {
      // 1:00 AM CST to 4:00 AM CDT is two hours.
      const { labels, cells } = placed(
        [event('D', '2026-03-08T01:00:00-06:00', '2026-03-08T04:00:00-05:00')],
        '2026-03-08',
      );
      expect(labels).toEqual(['1:00AM', '1:30AM', '3:00AM', '3:30AM']);
      expect(cells).toEqual(['D Ballroom A@0 0+4']);
    });

    it('has the 1:00AM hour twice on the autumn change', () => {
      const { labels, cells } = placed(
        [event('D', '2026-11-01T00:30:00-05:00', '2026-11-01T02:30:00-06:00')],
        '2026-11-01',
      );
      expect(labels).toEqual(['12:30AM', '1:00AM', '1:30AM', '1:00AM', '1:30AM', '2:00AM']);
      expect(cells).toEqual(['D Ballroom A@0 0+6']);
    });
  });

  it('puts events without a venue last, in a column of their own', () => {
    const { layout } = placed([
      event('Z', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:00-05:00', null),
      event('A', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:00-05:00', BALLROOM),
    ]);
    expect(layout.rooms.map((room) => [room.id, room.name])).toEqual([
      ['V1', 'Ballroom A'],
      ['', null],
    ]);
  });
});

describe('timeGridNowRow', () => {
  const { layout } = placed([event('E', '2026-03-10T09:00:00-05:00', '2026-03-10T10:00:00-05:00')]);

  it('is the rows from the top to now', () => {
    expect(timeGridNowRow(layout, new Date('2026-03-10T09:00:00-05:00'))).toBe(0);
    expect(timeGridNowRow(layout, new Date('2026-03-10T09:45:00-05:00'))).toBe(1.5);
  });

  it('is null before the first row and from the end of the last', () => {
    expect(timeGridNowRow(layout, new Date('2026-03-10T08:59:00-05:00'))).toBeNull();
    expect(timeGridNowRow(layout, new Date('2026-03-10T10:00:00-05:00'))).toBeNull();
    expect(timeGridNowRow({ slots: [] }, new Date())).toBeNull();
  });
});

describe('dayStart and programmeDayList', () => {
  it('is midnight in the zone', () => {
    expect(new Date(dayStart('2026-03-10', CHICAGO)).toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(new Date(dayStart('2026-03-10', 'Asia/Tokyo')).toISOString()).toBe('2026-03-09T15:00:00.000Z');
  });

  it('lists the programme days, across a month', () => {
    expect(programmeDayList('2026-03-30', '2026-04-02')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(programmeDayList('2026-03-09', null)).toEqual(['2026-03-09']);
    expect(programmeDayList(null, null)).toEqual([]);
    expect(programmeDayList('2026-01-01', '2026-12-31', 3)).toHaveLength(3);
  });
});
