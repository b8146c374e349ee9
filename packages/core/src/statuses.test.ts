import { describe, expect, it } from 'vitest';
import {
  EVENT_STATUS_LABELS,
  EVENT_STATUS_VALUES,
  isEventStatusValue,
  isVenueMessage,
  NO_EVENT_STATUS,
  VENUE_MESSAGES,
  venueMessageLabel,
} from './statuses.ts';

describe('event statuses', () => {
  it('has exactly the five values of the spec, none first', () => {
    expect(EVENT_STATUS_VALUES).toEqual(['none', 'green', 'yellow', 'red', 'canceled']);
  });

  it('has the eight venue message options, the empty one first', () => {
    expect(VENUE_MESSAGES).toHaveLength(8);
    expect(VENUE_MESSAGES[0]).toBe('');
    expect(VENUE_MESSAGES).toContain('Now Seating Film & TV Guest Tickets');
    expect(VENUE_MESSAGES.at(-1)).toBe('No Longer Seating');
  });

  it('labels every status in words', () => {
    for (const value of EVENT_STATUS_VALUES) expect(EVENT_STATUS_LABELS[value]).not.toBe('');
  });

  it('tells known values from anything else', () => {
    expect(isEventStatusValue('yellow')).toBe(true);
    expect(isEventStatusValue('blue')).toBe(false);
    expect(isEventStatusValue(undefined)).toBe(false);
    expect(isVenueMessage('')).toBe(true);
    expect(isVenueMessage('Now seating sxxpress')).toBe(false);
  });

  it('answers none and no message for an event without status', () => {
    expect(NO_EVENT_STATUS).toEqual({ status: 'none', message: '' });
    expect(venueMessageLabel('')).toBe('No message');
    expect(venueMessageLabel('Not Yet Seating')).toBe('Not Yet Seating');
  });
});
