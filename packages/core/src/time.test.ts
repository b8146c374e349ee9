import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatEventDate,
  formatEventTime,
  formatEventTimeRange,
  zonedDateKey,
} from './time.ts';
import { isTimeZone, timeZoneLabel, timeZoneName } from './zone-names.ts';

const CHICAGO = 'America/Chicago';
const BRUSSELS = 'Europe/Brussels';
const HAMBURG = 'Europe/Berlin';

describe('time', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone(CHICAGO)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(null)).toBe(false);
  });

  describe('formatEventTimeRange', () => {
    it('formats start and end with an en dash and CT', () => {
      expect(formatEventTimeRange('2026-03-09T09:30:00-05:00', '2026-03-09T10:30:00-05:00', CHICAGO)).toBe(
        '9:30AM\u201310:30AM CT',
      );
    });

    it('shows only the start when there is no end', () => {
      expect(formatEventTimeRange('2026-03-09T14:00:00-05:00', null, CHICAGO)).toBe('2:00PM CT');
      expect(formatEventTimeRange('2026-03-09T14:00:00-05:00', null, CHICAGO)).toBe('2:00PM CT');
    });

    it('is empty when there is no start', () => {
      expect(formatEventTimeRange(null, '2026-03-09T10:30:00-05:00', CHICAGO)).toBe('');
      expect(formatEventTimeRange(undefined, null, CHICAGO)).toBe('');
      expect(formatEventTimeRange('', null, CHICAGO)).toBe('');
      expect(formatEventTimeRange('not a date', null, CHICAGO)).toBe('');
    });

    it('converts other offsets and UTC to Central Time', () => {
      expect(formatEventTimeRange('2026-03-09T14:30:00Z', '2026-03-09T15:45:00Z', CHICAGO)).toBe(
        '9:30AM\u201310:45AM CT',
      );
      expect(formatEventTimeRange('2026-03-09T16:30:00+01:00', null, CHICAGO)).toBe('10:30AM CT');
    });

    it('accepts Date objects', () => {
      expect(formatEventTimeRange(new Date('2026-03-09T17:00:00Z'), null, CHICAGO)).toBe('12:00PM CT');
    });

    it('formats a Date again after it changed (formatted texts are remembered by moment)', () => {
      const moment = new Date('2026-03-09T17:00:00Z');
      expect(formatEventTimeRange(moment, null, CHICAGO)).toBe('12:00PM CT');
      moment.setUTCHours(18);
      expect(formatEventTimeRange(moment, null, CHICAGO)).toBe('1:00PM CT');
    });

    describe('across the daylight-saving change (Sunday 8 March 2026, 2:00AM CST -> 3:00AM CDT)', () => {
      it('uses CST before and CDT after the change', () => {
        // The same UTC wall time is one hour later in Chicago once daylight time starts.
        expect(formatEventTime('2026-03-07T15:30:00Z', CHICAGO)).toBe('9:30AM');
        expect(formatEventTime('2026-03-09T15:30:00Z', CHICAGO)).toBe('10:30AM');
      });

      it('formats a range that spans the change', () => {
        expect(formatEventTimeRange('2026-03-08T07:30:00Z', '2026-03-08T08:30:00Z', CHICAGO)).toBe(
          '1:30AM\u20133:30AM CT',
        );
      });

      it('formats the fall-back change (1 November 2026)', () => {
        expect(formatEventTimeRange('2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', CHICAGO)).toBe(
          '1:30AM\u20131:30AM CT',
        );
      });
    });

    it('formats a range that crosses midnight', () => {
      expect(formatEventTimeRange('2026-03-12T23:00:00-05:00', '2026-03-13T01:30:00-05:00', CHICAGO)).toBe(
        '11:00PM\u20131:30AM CT',
      );
    });

    it('formats noon and midnight with 12', () => {
      expect(formatEventTimeRange('2026-03-12T00:00:00-05:00', '2026-03-12T12:00:00-05:00', CHICAGO)).toBe(
        '12:00AM\u201312:00PM CT',
      );
    });
  });

  describe('formatEventDate', () => {
    it('formats an ISO date-time as MMM d, yyyy in Chicago', () => {
      expect(formatEventDate('2026-03-09T09:30:00-05:00', CHICAGO)).toBe('Mar 9, 2026');
    });

    it('uses the Chicago day for an instant that is already the next day in UTC', () => {
      expect(formatEventDate('2026-03-10T03:30:00Z', CHICAGO)).toBe('Mar 9, 2026');
    });

    it('is empty without a date', () => {
      expect(formatEventDate(null, CHICAGO)).toBe('');
      expect(formatEventDate('', CHICAGO)).toBe('');
      expect(formatEventDate('garbage', CHICAGO)).toBe('');
    });

    describe('a bare yyyy-MM-dd calendar date is never shifted', () => {
      const originalTz = process.env.TZ;
      afterEach(() => {
        process.env.TZ = originalTz;
      });

      for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Honolulu', 'America/Chicago']) {
        it(`in a process running in ${tz}`, () => {
          process.env.TZ = tz;
          expect(formatEventDate('2026-03-09', CHICAGO)).toBe('Mar 9, 2026');
          expect(formatEventDate('2026-01-01', CHICAGO)).toBe('Jan 1, 2026');
          expect(zonedDateKey('2026-03-09', CHICAGO)).toBe('2026-03-09');
        });
      }
    });
  });

  describe('zonedDateKey in Chicago', () => {
    beforeEach(() => {
      process.env.TZ = 'UTC';
    });
    afterEach(() => {
      delete process.env.TZ;
    });

    it('gives the Chicago calendar day', () => {
      expect(zonedDateKey('2026-03-09T09:30:00-05:00', CHICAGO)).toBe('2026-03-09');
    });

    it('keeps late-evening events on their Chicago day around midnight', () => {
      expect(zonedDateKey('2026-03-09T23:59:00-05:00', CHICAGO)).toBe('2026-03-09');
      expect(zonedDateKey('2026-03-10T00:00:00-05:00', CHICAGO)).toBe('2026-03-10');
      expect(zonedDateKey('2026-03-10T04:59:00Z', CHICAGO)).toBe('2026-03-09');
      expect(zonedDateKey('2026-03-10T05:00:00Z', CHICAGO)).toBe('2026-03-10');
    });

    it('is empty without a date', () => {
      expect(zonedDateKey(null, CHICAGO)).toBe('');
    });
  });

  describe('in Brussels (FOSDEM)', () => {
    it('shows the Brussels wall-clock time labelled CET in winter', () => {
      // FOSDEM 2026's first talk: 09:30 in Brussels on Saturday 31 January (08:30 UTC).
      expect(formatEventTimeRange('2026-01-31T09:30:00+01:00', '2026-01-31T09:55:00+01:00', BRUSSELS)).toBe(
        '9:30AM\u20139:55AM CET',
      );
      expect(formatEventTimeRange('2026-01-31T12:30:00Z', '2026-01-31T13:00:00Z', BRUSSELS)).toBe(
        '1:30PM\u20132:00PM CET',
      );
    });

    it('is never labelled CT', () => {
      expect(timeZoneLabel(BRUSSELS, '2026-01-31T12:00:00Z')).toBe('CET');
      expect(timeZoneLabel(BRUSSELS, '2026-07-01T12:00:00Z')).toBe('CEST');
    });

    describe('across the spring change (Sunday 29 March 2026, 2:00 CET -> 3:00 CEST)', () => {
      it('uses the offset of each side', () => {
        expect(formatEventTime('2026-03-28T08:00:00Z', BRUSSELS)).toBe('9:00AM');
        expect(formatEventTime('2026-03-29T08:00:00Z', BRUSSELS)).toBe('10:00AM');
      });

      it('labels a range by its start and skips the missing hour', () => {
        expect(formatEventTimeRange('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', BRUSSELS)).toBe(
          '1:30AM\u20133:30AM CET',
        );
        expect(formatEventTimeRange('2026-03-29T01:30:00Z', null, BRUSSELS)).toBe('3:30AM CEST');
      });
    });

    it('keeps a late talk on its Brussels day', () => {
      expect(zonedDateKey('2026-01-31T23:30:00Z', BRUSSELS)).toBe('2026-02-01');
      expect(zonedDateKey('2026-01-31T23:30:00Z', CHICAGO)).toBe('2026-01-31');
      expect(formatEventDate('2026-01-31T23:30:00Z', BRUSSELS)).toBe('Feb 1, 2026');
    });

    it('names the zone in sentences', () => {
      expect(timeZoneName(BRUSSELS, '2026-01-31T12:00:00Z')).toBe('Central European Time');
      expect(timeZoneName(CHICAGO, '2026-03-09T12:00:00Z')).toBe('Central Time');
    });
  });

  describe('in Hamburg (39C3)', () => {
    it('shows the Hamburg wall-clock time labelled CET', () => {
      expect(formatEventTimeRange('2025-12-27T10:30:00Z', '2025-12-27T11:10:00Z', HAMBURG)).toBe(
        '11:30AM\u201312:10PM CET',
      );
    });

    it('changes back to CET on Sunday 25 October 2026 (3:00 CEST -> 2:00 CET)', () => {
      expect(formatEventTimeRange('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', HAMBURG)).toBe(
        '2:30AM\u20132:30AM CEST',
      );
      expect(timeZoneLabel(HAMBURG, '2026-10-25T01:30:00Z')).toBe('CET');
    });
  });

  describe('the formatting cache is keyed by zone', () => {
    it('formats one instant differently in two zones', () => {
      const moment = '2026-03-09T15:30:00Z';
      expect(formatEventTime(moment, CHICAGO)).toBe('10:30AM');
      expect(formatEventTime(moment, BRUSSELS)).toBe('4:30PM');
      expect(formatEventTime(moment, CHICAGO)).toBe('10:30AM');
    });
  });

  describe('other zones', () => {
    it('labels a zone without an abbreviation by its offset', () => {
      expect(timeZoneLabel('Asia/Kolkata', '2026-01-31T12:00:00Z')).toBe('GMT+5:30');
      expect(timeZoneLabel('UTC', '2026-01-31T12:00:00Z')).toBe('UTC');
    });

    it('formats an unknown zone in UTC rather than failing', () => {
      expect(formatEventTime('2026-03-09T15:30:00Z', 'Mars/Olympus')).toBe('3:30PM');
    });

    it('formats a bare calendar day as is', () => {
      expect(formatCalendarDay('2026-01-31')).toBe('Jan 31, 2026');
      expect(formatCalendarDay('soon')).toBe('');
    });
  });
});
