import { describe, expect, it } from 'vitest';
import { offerOf, remaining } from './offer.ts';

const base = { reservable: true, capacity: 10, express_entry: true, canceled: false };

describe('what an event offers', () => {
  it('offers RSVP when reservable and SXXPress with express entry, each up to the capacity', () => {
    expect(offerOf('rsvp', base)).toEqual({ offered: true, limit: 10 });
    expect(offerOf('express', base)).toEqual({ offered: true, limit: 10 });
    expect(offerOf('rsvp', { ...base, reservable: false }).offered).toBe(false);
    expect(offerOf('express', { ...base, express_entry: false }).offered).toBe(false);
  });

  it('offers nothing once canceled', () => {
    expect(offerOf('rsvp', { ...base, canceled: true }).offered).toBe(false);
    expect(offerOf('express', { ...base, canceled: true }).offered).toBe(false);
  });

  it('has no limit without a capacity', () => {
    expect(offerOf('rsvp', { ...base, capacity: null })).toEqual({ offered: true, limit: null });
  });

  it('counts what is left, never below zero; null when unlimited or not offered', () => {
    expect(remaining('rsvp', base, 3)).toBe(7);
    expect(remaining('rsvp', base, 12)).toBe(0);
    expect(remaining('rsvp', { ...base, capacity: null }, 3)).toBeNull();
    expect(remaining('express', { ...base, express_entry: false }, 0)).toBeNull();
  });
});
