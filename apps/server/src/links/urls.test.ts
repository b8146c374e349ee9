import { describe, expect, it } from 'vitest';
import { calendarFeedBody, scheduleShareBody } from './feeds.ts';
import { isTokenShaped, newLinkToken } from './tokens.ts';
import { linkUrl, webcalUrl } from './urls.ts';

describe('secret link tokens', () => {
  it('are 43 base64url characters (32 random bytes), different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newLinkToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isTokenShaped(token)).toBe(true);
  });

  it('tells what cannot be a token', () => {
    for (const value of [
      '',
      'x',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)}/`,
    ]) {
      expect(isTokenShaped(value)).toBe(false);
    }
  });
});

describe('link addresses', () => {
  const token = 'a'.repeat(43);

  it('puts the calendar feed at /calendar/{token}.ics and the schedule at the site page /schedule/{token}', () => {
    expect(linkUrl('https://schedule.example.org/', 'calendar', token)).toBe(
      `https://schedule.example.org/calendar/${token}.ics`,
    );
    expect(linkUrl('http://127.0.0.1:3000', 'schedule', token)).toBe(
      `http://127.0.0.1:3000/schedule/${token}`,
    );
  });

  it('gives the webcal: form of http and https addresses', () => {
    expect(webcalUrl('https://h.example/calendar/t.ics')).toBe('webcal://h.example/calendar/t.ics');
    expect(webcalUrl('http://h.example:8080/c.ics')).toBe('webcal://h.example:8080/c.ics');
  });

  it('answers the settings bodies, null addresses when off', () => {
    expect(calendarFeedBody('https://h.example', null)).toEqual({
      enabled: false,
      url: null,
      webcal_url: null,
    });
    expect(calendarFeedBody('https://h.example', token)).toEqual({
      enabled: true,
      url: `https://h.example/calendar/${token}.ics`,
      webcal_url: `webcal://h.example/calendar/${token}.ics`,
    });
    expect(scheduleShareBody('https://h.example', null)).toEqual({ enabled: false, url: null });
    expect(scheduleShareBody('https://h.example', token)).toEqual({
      enabled: true,
      url: `https://h.example/schedule/${token}`,
    });
  });
});
