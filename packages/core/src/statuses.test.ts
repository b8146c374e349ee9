import { describe, expect, it } from 'vitest';
import {
  EVENT_STATUS_LABELS,
  isStatusCode,
  isVenueMessage,
  NO_EVENT_STATUS,
  STATUS_CODES,
  VENUE_MESSAGES,
  venueMessageLabel,
} from './statuses.ts';

describe('event statuses', () => {
  it('has exactly the five values of the spec, none first', () => {
    expect(STATUS_CODES).toEqual(['none', 'green', 'yellow', 'red', 'canceled']);
  });

  it('has the eight venue message options, the empty one first', () => {
    expect(VENUE_MESSAGES).toHaveLength(8);
    expect(VENUE_MESSAGES[0]).toBe('');
    expect(VENUE_MESSAGES).toContain('Now Seating Film & TV Guest Tickets');
    expect(VENUE_MESSAGES.at(-1)).toBe('No Longer Seating');
  });

  it('labels every status in words', () => {
    for (const value of STATUS_CODES) expect(EVENT_STATUS_LABELS[value]).not.toBe('');
  });

  it('tells known values from anything else', () => {
    expect(isStatusCode('yellow')).toBe(true);
    expect(isStatusCode('blue')).toBe(false);
    expect(isStatusCode(undefined)).toBe(false);
    expect(isVenueMessage('')).toBe(true);
    expect(isVenueMessage('Now seating sxxpress')).toBe(false);
  });

  it('answers none and no message for an event without status', () => {
    expect(NO_EVENT_STATUS).toEqual({ status: 'none', message: '' });
    expect(venueMessageLabel('')).toBe('No message');
    expect(venueMessageLabel('Not Yet Seating')).toBe('Not Yet Seating');
  });
});
