import { describe, expect, it } from 'vitest';
import { durationMinutes, isValidTimeZone, programmeDay, resolveTime, zonedIso } from './time.ts';
import { titleStatus } from './to-catalog-input.ts';

describe('resolveTime', () => {
  it('keeps a time that carries an offset as written', () => {
    expect(resolveTime('2026-03-12T14:30:00.000-05:00', 'Europe/Berlin')).toBe('2026-03-12T14:30:00-05:00');
    expect(resolveTime('2023-07-26T10:00-0400', 'America/Chicago')).toBe('2023-07-26T10:00:00-04:00');
  });
  it('shows a UTC time in the programme zone', () => {
    expect(resolveTime('2025-12-27T10:00:00Z', 'Europe/Berlin')).toBe('2025-12-27T11:00:00+01:00');
  });
  it('places floating times in the zone, across DST', () => {
    expect(resolveTime({ date: '2026-03-07', time: '09:00' }, 'America/Chicago')).toBe(
      '2026-03-07T09:00:00-06:00',
    );
    expect(resolveTime('2026-03-09T09:00', 'America/Chicago')).toBe('2026-03-09T09:00:00-05:00');
    expect(zonedIso('2023-02-04', '9:30', '+01:00')).toBe('2023-02-04T09:30:00+01:00');
  });
  it('refuses what it cannot read', () => {
    expect(() => resolveTime('tomorrow', 'UTC')).toThrow("invalid time 'tomorrow'");
    expect(() => resolveTime({ date: '2026-02-30', time: '25:00' }, 'UTC')).toThrow();
  });
});

describe('durations, zones and programme days', () => {
  it('reads HH:MM, ISO and minutes', () => {
    expect(durationMinutes('01:30')).toBe(90);
    expect(durationMinutes('PT1H5M')).toBe(65);
    expect(durationMinutes(45)).toBe(45);
    expect(durationMinutes('')).toBeNull();
    expect(() => durationMinutes('soon')).toThrow();
  });
  it('knows IANA names and offsets', () => {
    expect(isValidTimeZone('Europe/Brussels')).toBe(true);
    expect(isValidTimeZone('+01:00')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
  it('files a start before the day change under the previous day', () => {
    expect(programmeDay('2025-12-28T01:30:00+01:00', '06:00')).toBe('2025-12-27');
    expect(programmeDay('2025-12-28T07:00:00+01:00', '06:00')).toBe('2025-12-28');
    expect(programmeDay('2026-03-13T01:00:00-05:00', null)).toBe('2026-03-13');
  });
});

describe('titleStatus', () => {
  it('reads CANCELLED and AMENDMENT markers and cleans the title', () => {
    expect(titleStatus('CANCELLED First class support')).toEqual({
      name: 'First class support',
      canceled: true,
      amended: false,
    });
    expect(titleStatus('AMENDMENT: SBOM with Yocto')).toEqual({
      name: 'SBOM with Yocto',
      canceled: false,
      amended: true,
    });
    expect(titleStatus('Canceled - Night Owls')).toEqual({
      name: 'Night Owls',
      canceled: true,
      amended: false,
    });
    expect(titleStatus('Panel (CANCELED)')).toEqual({ name: 'Panel', canceled: true, amended: false });
  });
  it('leaves ordinary titles alone', () => {
    expect(titleStatus('Cancelled flights and what to do')).toEqual({
      name: 'Cancelled flights and what to do',
      canceled: false,
      amended: false,
    });
  });
});
