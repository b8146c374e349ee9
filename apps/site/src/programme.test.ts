import { neutralProgramme } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROGRAMME, landingCopy, programmeDates } from './programme.ts';

describe('programme texts', () => {
  it("keep the demo's own landing copy for the demo programme", () => {
    expect(landingCopy(DEMO_PROGRAMME).heading).toBe('Plan your summit');
    expect(landingCopy(DEMO_PROGRAMME).stayTitle).toBe('Stay downtown');
  });

  it("make another programme's landing copy of its own names, never the demo's words", () => {
    const fosdem = {
      ...neutralProgramme(2026),
      name: 'FOSDEM 2026',
      shortName: 'FOSDEM',
      city: 'Brussels',
      timeZone: 'Europe/Brussels',
    };
    const copy = landingCopy(fosdem);
    expect(copy.heading).toBe('Plan your FOSDEM');
    expect(copy.stay).toBe('Rooms a short walk from the venues in Brussels.');
    expect(Object.values(copy).join(' ')).not.toMatch(/summit|downtown|Teachers/i);
  });

  it('show a year without settings neutrally, in UTC and without days', () => {
    const neutral = neutralProgramme(2019);
    expect(neutral).toMatchObject({ name: 'Programme 2019', timeZone: 'UTC', firstDay: null });
    expect(programmeDates(neutral)).toBe('');
  });

  it("give a year without settings landing copy of the year alone, never the demo's or 'Plan your Programme'", () => {
    const copy = landingCopy(neutralProgramme(2019));
    expect(copy.heading).toBe('What is on in 2019');
    expect(copy.speakers).toBe('See who speaks in 2019.');
    const words = Object.values(copy).join(' ');
    expect(words).not.toMatch(/summit|downtown|Teachers|\bEDU\b|Austin|Plan your|Programme/i);
  });
});
