import { describe, expect, it } from 'vitest';
import { isDuringProgramme } from './programme-days.ts';

const CHICAGO = 'America/Chicago';
const NOW = new Date('2026-03-10T10:00:00-05:00');

describe('isDuringProgramme', () => {
  const demo = { firstDay: '2026-03-09', lastDay: '2026-03-12', timeZone: CHICAGO };

  it('is true on the first and last days in the programme zone', () => {
    expect(isDuringProgramme(demo, new Date('2026-03-09T00:00:00-05:00'))).toBe(true);
    expect(isDuringProgramme(demo, new Date('2026-03-12T23:59:00-05:00'))).toBe(true);
  });

  it('is false the evening before and the night after, though UTC is already on another day', () => {
    // 8 PM in Chicago on March 8 is March 9 in UTC: not yet the programme.
    expect(isDuringProgramme(demo, new Date('2026-03-08T20:00:00-05:00'))).toBe(false);
    expect(isDuringProgramme(demo, new Date('2026-03-13T00:00:00-05:00'))).toBe(false);
  });

  it('is false for a programme without days, and one day long without a last day', () => {
    expect(isDuringProgramme({ firstDay: null, lastDay: null, timeZone: 'UTC' }, NOW)).toBe(false);
    expect(isDuringProgramme({ firstDay: '2026-03-10', lastDay: null, timeZone: CHICAGO }, NOW)).toBe(true);
  });
});
