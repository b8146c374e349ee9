import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventsToIcs, type IcsEvent, icsDescription } from './ics.ts';

const talk: IcsEvent = {
  event_id: 'E1',
  year: 2026,
  name: 'Opening Talk',
  description: 'Short text.',
  long_description: 'Short text. And a longer story.',
  start_time: '2026-03-29T13:30:00+02:00',
  end_time: '2026-03-29T14:00:00+02:00',
  date: '2026-03-29',
  canceled: false,
  venue: null,
  updated_at: '2026-02-01T12:34:56Z',
};

function onlyEvent(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return vevent;
}

describe('eventsToIcs', () => {
  it('writes DTSTAMP and LAST-MODIFIED in UTC with Z (RFC 5545), the times in the programme zone', () => {
    const text = eventsToIcs([talk], { timeZone: 'Europe/Brussels' });
    expect(text).toContain('DTSTAMP:20260201T123456Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20260201T123456Z\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Brussels:20260329T133000\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Brussels');
    const vevent = onlyEvent(text);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-02-01T12:34:56Z');
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-03-29T11:30:00.000Z',
    );
  });

  it('gives one VTIMEZONE per zone the events use', () => {
    const text = eventsToIcs([talk, { ...talk, event_id: 'E2' }], { timeZone: 'Europe/Brussels' });
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });

  it('describes an event without repeating the short description the long one starts with', () => {
    expect(onlyEvent(eventsToIcs([talk])).getFirstPropertyValue('description')).toBe(
      'Short text. And a longer story.',
    );
  });
});

describe('icsDescription', () => {
  it('keeps both texts when neither holds the other', () => {
    expect(icsDescription({ description: 'Why.', long_description: 'How.' })).toBe('Why.\n\nHow.');
  });

  it('keeps the longer one when one holds the other, whatever the spacing or case', () => {
    expect(icsDescription({ description: 'Same  text', long_description: 'same text' })).toBe('same text');
    expect(icsDescription({ description: 'A fuller short text.', long_description: 'fuller' })).toBe(
      'A fuller short text.',
    );
  });

  it('gives the one there is, or nothing', () => {
    expect(icsDescription({ description: '', long_description: 'Only long.' })).toBe('Only long.');
    expect(icsDescription({ description: 'Only short.', long_description: null })).toBe('Only short.');
    expect(icsDescription({ description: '  ', long_description: null })).toBeNull();
  });
});
