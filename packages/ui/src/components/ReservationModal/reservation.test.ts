import { describe, expect, it } from 'vitest';
import {
  openedEventName,
  openedPayload,
  reservationRemainingText,
  reservationStatusText,
  reservationView,
} from './reservation.ts';

const open = { available: true, capacity: 40, remaining: 12 };

describe('reservationView', () => {
  it('asks a visitor to log in, whatever the offer', () => {
    expect(reservationView({ signedIn: false, reserved: false, offer: open })).toBe('sign-in');
  });
  it('shows a reservation held, even when the event has filled up since', () => {
    expect(reservationView({ signedIn: true, reserved: true, offer: { ...open, remaining: 0 } })).toBe(
      'reserved',
    );
  });
  it('is unavailable when not offered', () => {
    expect(reservationView({ signedIn: true, reserved: false, offer: { ...open, available: false } })).toBe(
      'unavailable',
    );
  });
  it('is full with nothing left, offered otherwise (also when unlimited)', () => {
    expect(reservationView({ signedIn: true, reserved: false, offer: { ...open, remaining: 0 } })).toBe(
      'full',
    );
    expect(reservationView({ signedIn: true, reserved: false, offer: open })).toBe('offered');
    expect(
      reservationView({
        signedIn: true,
        reserved: false,
        offer: { available: true, capacity: null, remaining: null },
      }),
    ).toBe('offered');
  });
});

describe('reservationRemainingText and reservationStatusText', () => {
  it('says how many are left, of how many when known', () => {
    expect(reservationRemainingText(open, 'places')).toBe('12 of 40 places left');
    expect(reservationRemainingText({ ...open, capacity: null }, 'passes')).toBe('12 passes left');
    expect(reservationRemainingText({ ...open, remaining: null }, 'places')).toBeNull();
  });
  it('words each view', () => {
    expect(reservationStatusText('rsvp', 'reserved', open)).toBe("You're going");
    expect(reservationStatusText('express', 'reserved', open)).toBe('Express pass confirmed');
    expect(reservationStatusText('rsvp', 'full', open)).toBe('This event is full');
    expect(reservationStatusText('express', 'offered', { ...open, remaining: null })).toBe(
      'Passes are available.',
    );
    expect(reservationStatusText('rsvp', 'sign-in', open)).toBe('Log in to RSVP for this event.');
  });
});

describe('openedPayload', () => {
  const now = new Date('2026-03-09T14:30:00.000Z');

  it('builds SXXPress Opened from the data attributes, the time and the message', () => {
    expect(openedPayload('express', { eventId: 'PP1001', mobile: 'true' }, 'Line up at door B', now)).toEqual(
      {
        event_id: 'PP1001',
        timestamp: '2026-03-09T14:30:00.000Z',
        mobile: true,
        message: 'Line up at door B',
      },
    );
    expect(openedEventName('express')).toBe('SXXPress Opened');
  });

  it('builds RSVP Opened without a message', () => {
    expect(openedPayload('rsvp', { eventId: 'PP1001', mobile: 'false' }, 'ignored', now)).toEqual({
      event_id: 'PP1001',
      timestamp: '2026-03-09T14:30:00.000Z',
      mobile: false,
    });
    expect(openedEventName('rsvp')).toBe('RSVP Opened');
  });
});
