import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { eventToIcs } from '../../src/export/ics.ts';
import { icsEventOf } from '../../src/export/ics-event.ts';
import { exportScheduleJson } from '../../src/export/schedule-json.ts';
import { importProgramme } from '../../src/importers/import-programme.ts';
import { backdateEvent } from '../fixtures/backdate.ts';
import { freshDatabase, importFixture } from './helpers.ts';
import { c3vocValidator } from './schema.ts';

/** The CSV fixture has floating times and a row and a contributor that cannot be imported. */
const CSV_2027 = { year: 2027, timeZone: 'America/Chicago', allowPartial: true };

const validate = c3vocValidator();

describe('exporting the programme', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
    await importFixture(db, 'sxsw-raw.ndjson');
    await importFixture(db, 'frab-modern.xml');
    await importFixture(db, 'programme.csv', CSV_2027);
  });
  afterAll(async () => {
    await db.close();
  });

  describe('as c3voc schedule.json', () => {
    it.skipIf(!validate)('validates against the c3voc schema (draft-06)', async () => {
      for (const year of [2026, 2027]) {
        const { document } = await exportScheduleJson(db, { year });
        const ok = validate?.(document);
        expect(validate?.errors ?? []).toEqual([]);
        expect(ok).toBe(true);
      }
    });

    it("places events on their programme day in the programme's zone, and lists what it left out", async () => {
      const result = await exportScheduleJson(db, { year: 2026, baseUrl: 'https://conf.example' });
      expect(result.skipped).toEqual([
        { event_id: 'MS1', reason: 'canceled' },
        { event_id: 'FS1', reason: 'no start time' },
      ]);
      const conference = (result.document.schedule as { conference: Record<string, unknown> }).conference;
      const days = conference.days as { date: string; rooms: Record<string, Record<string, unknown>[]> }[];
      expect(days.map((d) => d.date)).toEqual(['2026-01-31', '2026-03-12']);
      const [welcome] = days[0]?.rooms.Janson ?? [];
      expect(welcome).toMatchObject({
        guid: '9c3ebb8c-7716-5130-b9fe-ff8544f5636d',
        id: 8376,
        date: '2026-01-31T09:30:00+01:00',
        start: '09:30',
        duration: '00:20',
        title: 'Welcome',
        subtitle: 'The opening',
        persons: [{ name: 'Grace Hopper', biography: 'Wrote the first compiler. Really.' }],
        url: 'https://conf.example/2026/events/9c3ebb8c-7716-5130-b9fe-ff8544f5636d',
      });
      // The year's programme zone: the last import of 2026 (FOSDEM, Brussels) wrote the settings.
      expect(conference.time_zone_name).toBe('Europe/Brussels');
    });

    it('writes times in another zone when asked', async () => {
      const result = await exportScheduleJson(db, { year: 2026, timeZone: 'Europe/Brussels' });
      const conference = (
        result.document.schedule as {
          conference: { days: { rooms: Record<string, { date: string; start: string }[]> }[] };
        }
      ).conference;
      expect(conference.days[0]?.rooms.Janson?.[0]).toMatchObject({
        date: '2026-01-31T09:30:00+01:00',
        start: '09:30',
      });
    });
  });

  describe('as iCalendar per event', () => {
    function parse(ics: string) {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const vevent = calendar.getFirstSubcomponent('vevent');
      if (!vevent) throw new Error('no VEVENT');
      return { calendar, vevent, event: new ICAL.Event(vevent) };
    }

    it('has a VTIMEZONE for America/Chicago and the right local times', async () => {
      const found = await icsEventOf(db, 2026, 'PP1', { siteUrl: 'https://conf.example' });
      if (!found) throw new Error('PP1 not found');
      const { calendar, vevent, event } = parse(
        eventToIcs(found.event, { timeZone: found.timeZone ?? undefined }),
      );
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'America/Chicago',
      );
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
      expect(event.startDate.toString()).toBe('2026-03-12T14:30:00');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-12T19:30:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-12T20:30:00.000Z');
      expect(event.summary).toBe('The Future of Schools');
      expect(event.location).toBe('Salon C, Hilton Austin Downtown');
      expect(event.uid).toBe('2026-PP1@conf-schedule.local');
      expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(String(vevent.getFirstPropertyValue('url'))).toBe('https://conf.example/2026/events/PP1');
    });

    it('marks a canceled event STATUS:CANCELLED', async () => {
      const found = await icsEventOf(db, 2026, 'MS1');
      if (!found) throw new Error('MS1 not found');
      expect(
        parse(
          eventToIcs(found.event, { timeZone: found.timeZone ?? undefined }),
        ).vevent.getFirstPropertyValue('status'),
      ).toBe('CANCELLED');
    });

    it('raises SEQUENCE when a re-import changes the event', async () => {
      await backdateEvent(db, 2027, 'E1');
      const before = await icsEventOf(db, 2027, 'E1');
      const csv = (await import('node:fs/promises')).readFile(
        new URL('./fixtures/programme.csv', import.meta.url),
        'utf8',
      );
      const changed = (await csv).replace('Opening, with ""quotes""', 'Opening, moved');
      await importProgramme(db, [{ name: 'programme.csv', text: changed }], CSV_2027);
      const after = await icsEventOf(db, 2027, 'E1');
      if (!before || !after) throw new Error('E1 not found');
      const seq = (ics: string) => Number(parse(ics).vevent.getFirstPropertyValue('sequence'));
      expect(seq(eventToIcs(after.event))).toBeGreaterThan(seq(eventToIcs(before.event)));
      expect(parse(eventToIcs(after.event)).event.summary).toBe('Opening, moved');
    });

    it('writes an event with a day but no time as an all-day event, in the programme zone when asked', async () => {
      const found = await icsEventOf(db, 2026, '9c3ebb8c-7716-5130-b9fe-ff8544f5636d');
      if (!found) throw new Error('not found');
      expect(found.timeZone).toBe('Europe/Brussels');
      const { vevent, event } = parse(eventToIcs(found.event, { timeZone: found.timeZone ?? undefined }));
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Brussels');
      expect(event.startDate.toString()).toBe('2026-01-31T09:30:00');
      const allDay = parse(
        eventToIcs({ ...found.event, start_time: null, end_time: null, date: '2026-01-31' }),
      );
      expect(allDay.event.startDate.isDate).toBe(true);
      expect(allDay.event.startDate.toString()).toBe('2026-01-31');
    });
  });
});
