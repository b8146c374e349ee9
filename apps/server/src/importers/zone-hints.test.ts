import { describe, expect, it } from 'vitest';
import { offsetText, offsetTimes, summarizeOffsets, zoneOffset } from './zone-hints.ts';

describe('zone hints for files whose times carry only offsets', () => {
  it("names JuliaCon's -04:00 in July with New York first, never Chicago", () => {
    const summary = summarizeOffsets(
      offsetTimes([
        '2023-07-25T09:00:00-04:00',
        '2023-07-29T15:55:00-04:00',
        { date: '2023-07-26', time: '10:00' },
      ]),
    );
    expect(summary && offsetText(summary)).toBe('-04:00 (2023-07-25 to 2023-07-29)');
    expect(summary?.zones[0]).toBe('America/New_York');
    expect(summary?.zones).not.toContain('America/Chicago');
    expect(summary?.zones.length).toBeLessThanOrEqual(4);
  });

  it("names SXSW's -05:00 after the March DST change with Chicago first", () => {
    const summary = summarizeOffsets(offsetTimes(['2026-03-12T08:00:00-05:00', '2026-03-19T02:00:00-05:00']));
    expect(summary?.zones[0]).toBe('America/Chicago');
    expect(summary?.zones).not.toContain('America/New_York');
  });

  it('keeps only zones that match every offset of a file across a DST change', () => {
    const summary = summarizeOffsets(offsetTimes(['2026-03-07T10:00:00-06:00', '2026-03-09T10:00:00-05:00']));
    expect(summary && offsetText(summary)).toBe('-06:00 (2026-03-07), -05:00 (2026-03-09)');
    expect(summary?.zones[0]).toBe('America/Chicago');
    expect(summary?.zones).not.toContain('America/Mexico_City');
  });

  it('reads Z and offsets without a colon, and answers null for a file without offsets', () => {
    expect(offsetTimes(['2026-01-31T08:30:00Z', '2026-01-31T09:30:00+0100']).map((t) => t.offset)).toEqual([
      '+00:00',
      '+01:00',
    ]);
    expect(summarizeOffsets([])).toBeNull();
    expect(zoneOffset('Europe/Brussels', Date.parse('2026-01-31T08:30:00Z'))).toBe('+01:00');
    expect(zoneOffset('UTC', Date.parse('2026-01-31T08:30:00Z'))).toBe('+00:00');
  });
});
