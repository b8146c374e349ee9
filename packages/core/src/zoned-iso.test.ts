import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { isoInZone } from './zoned-iso.ts';

const PATTERN = "yyyy-MM-dd'T'HH:mm:ssXXX";

describe('isoInZone', () => {
  it('writes an instant in the zone with its offset, on both sides of a DST change', () => {
    expect(isoInZone(new Date('2026-03-08T07:59:59Z'), 'America/Chicago')).toBe('2026-03-08T01:59:59-06:00');
    expect(isoInZone(new Date('2026-03-08T08:00:00Z'), 'America/Chicago')).toBe('2026-03-08T03:00:00-05:00');
    expect(isoInZone(new Date('2026-10-25T00:59:59Z'), 'Europe/Berlin')).toBe('2026-10-25T02:59:59+02:00');
    expect(isoInZone(new Date('2026-10-25T01:00:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:00:00+01:00');
  });

  it('writes half-hour and quarter-hour offsets and UTC', () => {
    expect(isoInZone(new Date('2026-01-31T08:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-31T14:00:00+05:30');
    expect(isoInZone(new Date('2026-01-31T08:30:00Z'), 'Asia/Kathmandu')).toBe('2026-01-31T14:15:00+05:45');
    expect(isoInZone(new Date('2026-01-31T08:30:00Z'), 'UTC')).toBe('2026-01-31T08:30:00+00:00');
  });

  it('agrees with date-fns-tz every hour of a year, including local mean time before 1883', () => {
    for (const zone of ['America/Chicago', 'Europe/Brussels', 'Australia/Lord_Howe']) {
      for (let hour = 0; hour < 24 * 366; hour += 7) {
        const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 1_234);
        expect(isoInZone(at, zone)).toBe(formatInTimeZone(at, zone, PATTERN));
      }
    }
    const old = new Date('1850-06-01T12:00:00Z');
    expect(isoInZone(old, 'America/Chicago')).toBe(formatInTimeZone(old, 'America/Chicago', PATTERN));
  });
});
