import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { offsetMs, programmeIsoFast } from './context.ts';

describe('programmeIsoFast', () => {
  it.each([
    '2026-03-08T06:00:00Z', // 00:00 CST, the night the clocks go forward
    '2026-03-08T07:59:00Z', // 01:59 CST, the last minute before the change
    '2026-03-08T08:00:00Z', // 03:00 CDT
    '2026-11-01T06:59:00Z', // 01:59 CDT, before the clocks go back
    '2026-11-01T07:00:00Z', // 01:00 CST, the repeated hour
    '2026-03-10T15:30:00Z', // a festival day
  ])('writes %s as date-fns-tz formatInTimeZone does, across daylight-saving changes', (instant) => {
    const date = new Date(instant);
    expect(programmeIsoFast(date)).toBe(
      formatInTimeZone(date, 'America/Chicago', "yyyy-MM-dd'T'HH:mm:ssXXX"),
    );
  });

  it('reads ISO offsets', () => {
    expect(offsetMs('-06:00')).toBe(-6 * 3_600_000);
    expect(offsetMs('+05:30')).toBe(5.5 * 3_600_000);
    expect(offsetMs('Z')).toBe(0);
  });
});
