import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chicagoDateKey, formatEventDate, formatEventTime, formatEventTimeRange, TIME_ZONE } from './time.ts';

describe('time', () => {
  it('formats in America/Chicago', () => {
    expect(TIME_ZONE).toBe('America/Chicago');
  });

  describe('formatEventTimeRange', () => {
    it('formats start and end with an en dash and CT', () => {
      expect(formatEventTimeRange('2026-03-09T09:30:00-05:00', '2026-03-09T10:30:00-05:00')).toBe(
        '9:30AM\u201310:30AM CT',
      );
    });

    it('shows only the start when there is no end', () => {
      expect(formatEventTimeRange('2026-03-09T14:00:00-05:00', null)).toBe('2:00PM CT');
      expect(formatEventTimeRange('2026-03-09T14:00:00-05:00')).toBe('2:00PM CT');
    });

    it('is empty when there is no start', () => {
      expect(formatEventTimeRange(null, '2026-03-09T10:30:00-05:00')).toBe('');
      expect(formatEventTimeRange(undefined)).toBe('');
      expect(formatEventTimeRange('')).toBe('');
      expect(formatEventTimeRange('not a date')).toBe('');
    });

    it('converts other offsets and UTC to Central Time', () => {
      expect(formatEventTimeRange('2026-03-09T14:30:00Z', '2026-03-09T15:45:00Z')).toBe(
        '9:30AM\u201310:45AM CT',
      );
      expect(formatEventTimeRange('2026-03-09T16:30:00+01:00')).toBe('10:30AM CT');
    });

    it('accepts Date objects', () => {
      expect(formatEventTimeRange(new Date('2026-03-09T17:00:00Z'))).toBe('12:00PM CT');
    });

    it('formats a Date again after it changed (formatted texts are remembered by moment)', () => {
      const moment = new Date('2026-03-09T17:00:00Z');
      expect(formatEventTimeRange(moment)).toBe('12:00PM CT');
      moment.setUTCHours(18);
      expect(formatEventTimeRange(moment)).toBe('1:00PM CT');
    });

    describe('across the daylight-saving change (Sunday 8 March 2026, 2:00AM CST -> 3:00AM CDT)', () => {
      it('uses CST before and CDT after the change', () => {
        // The same UTC wall time is one hour later in Chicago once daylight time starts.
        expect(formatEventTime('2026-03-07T15:30:00Z')).toBe('9:30AM');
        expect(formatEventTime('2026-03-09T15:30:00Z')).toBe('10:30AM');
      });

      it('formats a range that spans the change', () => {
        expect(formatEventTimeRange('2026-03-08T07:30:00Z', '2026-03-08T08:30:00Z')).toBe(
          '1:30AM\u20133:30AM CT',
        );
      });

      it('formats the fall-back change (1 November 2026)', () => {
        expect(formatEventTimeRange('2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z')).toBe(
          '1:30AM\u20131:30AM CT',
        );
      });
    });

    it('formats a range that crosses midnight', () => {
      expect(formatEventTimeRange('2026-03-12T23:00:00-05:00', '2026-03-13T01:30:00-05:00')).toBe(
        '11:00PM\u20131:30AM CT',
      );
    });

    it('formats noon and midnight with 12', () => {
      expect(formatEventTimeRange('2026-03-12T00:00:00-05:00', '2026-03-12T12:00:00-05:00')).toBe(
        '12:00AM\u201312:00PM CT',
      );
    });
  });

  describe('formatEventDate', () => {
    it('formats an ISO date-time as MMM d, yyyy in Chicago', () => {
      expect(formatEventDate('2026-03-09T09:30:00-05:00')).toBe('Mar 9, 2026');
    });

    it('uses the Chicago day for an instant that is already the next day in UTC', () => {
      expect(formatEventDate('2026-03-10T03:30:00Z')).toBe('Mar 9, 2026');
    });

    it('is empty without a date', () => {
      expect(formatEventDate(null)).toBe('');
      expect(formatEventDate('')).toBe('');
      expect(formatEventDate('garbage')).toBe('');
    });

    describe('a bare yyyy-MM-dd calendar date is never shifted', () => {
      const originalTz = process.env.TZ;
      afterEach(() => {
        process.env.TZ = originalTz;
      });

      for (const tz of ['UTC', 'Asia/Tokyo', 'Pacific/Honolulu', 'America/Chicago']) {
        it(`in a process running in ${tz}`, () => {
          process.env.TZ = tz;
          expect(formatEventDate('2026-03-09')).toBe('Mar 9, 2026');
          expect(formatEventDate('2026-01-01')).toBe('Jan 1, 2026');
          expect(chicagoDateKey('2026-03-09')).toBe('2026-03-09');
        });
      }
    });
  });

  describe('chicagoDateKey', () => {
    beforeEach(() => {
      process.env.TZ = 'UTC';
    });
    afterEach(() => {
      delete process.env.TZ;
    });

    it('gives the Chicago calendar day', () => {
      expect(chicagoDateKey('2026-03-09T09:30:00-05:00')).toBe('2026-03-09');
    });

    it('keeps late-evening events on their Chicago day around midnight', () => {
      expect(chicagoDateKey('2026-03-09T23:59:00-05:00')).toBe('2026-03-09');
      expect(chicagoDateKey('2026-03-10T00:00:00-05:00')).toBe('2026-03-10');
      expect(chicagoDateKey('2026-03-10T04:59:00Z')).toBe('2026-03-09');
      expect(chicagoDateKey('2026-03-10T05:00:00Z')).toBe('2026-03-10');
    });

    it('is empty without a date', () => {
      expect(chicagoDateKey(null)).toBe('');
    });
  });
});
