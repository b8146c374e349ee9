import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  calendarDescription,
  calendarLocation,
  googleCalendarUrl,
  outlookCalendarUrl,
} from './calendar-links.ts';

const PAGE = 'https://conf.example/2026/events/PP1001';

const event: CalendarEvent = {
  name: 'Teaching With Games & Play',
  description: 'How play builds curiosity.',
  long_description: 'How play builds curiosity. Three teachers show what changed.',
  start_time: '2026-03-09T09:30:00-05:00',
  end_time: '2026-03-09T10:30:00-05:00',
  date: '2026-03-09',
  venue: { name: 'Salon C', root: { name: 'Hilton Austin Downtown' } },
};

const query = (url: string | null) => new URL(url ?? 'about:blank').searchParams;

describe('calendarDescription', () => {
  it('keeps the short and the long description once each', () => {
    expect(calendarDescription({ description: 'Why.', long_description: 'How.' })).toBe('Why.\n\nHow.');
    expect(calendarDescription(event)).toBe('How play builds curiosity. Three teachers show what changed.');
    expect(calendarDescription({ description: '  ', long_description: null })).toBeNull();
  });
});

describe('calendarLocation', () => {
  it('is the room and its building, the room alone, or nothing', () => {
    expect(calendarLocation(event)).toBe('Salon C, Hilton Austin Downtown');
    expect(calendarLocation({ venue: { name: 'Paramount Theatre' } })).toBe('Paramount Theatre');
    expect(calendarLocation({ venue: null })).toBeNull();
  });
});

describe('googleCalendarUrl', () => {
  it("fills Google's new-event form: name, UTC times, place, description and the event's page", () => {
    const url = googleCalendarUrl(event, PAGE);
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    const params = query(url);
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Teaching With Games & Play');
    // 09:30 in Chicago (UTC-5 before the March DST change) is 14:30 UTC.
    expect(params.get('dates')).toBe('20260309T143000Z/20260309T153000Z');
    expect(params.get('location')).toBe('Salon C, Hilton Austin Downtown');
    expect(params.get('details')).toBe(
      `How play builds curiosity. Three teachers show what changed.\n\n${PAGE}`,
    );
  });

  it('takes the start as the end when there is none, and whole days for a day without a time', () => {
    expect(query(googleCalendarUrl({ ...event, end_time: null }, PAGE)).get('dates')).toBe(
      '20260309T143000Z/20260309T143000Z',
    );
    const allDay = googleCalendarUrl(
      { ...event, start_time: null, end_time: null, date: '2026-12-31' },
      PAGE,
    );
    expect(query(allDay).get('dates')).toBe('20261231/20270101');
  });

  it('is null for an event with neither a time nor a day', () => {
    expect(googleCalendarUrl({ ...event, start_time: null, end_time: null, date: null }, PAGE)).toBeNull();
  });
});

describe('outlookCalendarUrl', () => {
  it("fills Outlook.com's new-event form with ISO times in UTC", () => {
    const params = query(outlookCalendarUrl(event, PAGE));
    expect(params.get('rru')).toBe('addevent');
    expect(params.get('subject')).toBe('Teaching With Games & Play');
    expect(params.get('startdt')).toBe('2026-03-09T14:30:00.000Z');
    expect(params.get('enddt')).toBe('2026-03-09T15:30:00.000Z');
    expect(params.get('allday')).toBeNull();
    expect(params.get('location')).toBe('Salon C, Hilton Austin Downtown');
    expect(params.get('body')).toContain(PAGE);
  });

  it('makes a day without a time an all-day event, and is null without either', () => {
    const params = query(outlookCalendarUrl({ ...event, start_time: null, end_time: null }, PAGE));
    expect([params.get('startdt'), params.get('enddt'), params.get('allday')]).toEqual([
      '2026-03-09',
      '2026-03-10',
      'true',
    ]);
    expect(outlookCalendarUrl({ ...event, start_time: null, date: null }, PAGE)).toBeNull();
  });
});
