import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventHit, eventRecord, searchResult, venueRecord } from '../test/fixtures.ts';
import { recordingAnalytics } from '../test/recordingAnalytics.ts';
import { renderSite } from '../test/renderSite.tsx';

const EVENT_PATH = '/api/web/2026/events/PP1001';
const user = { uid: 'u-1', roles: ['attendee'] };

describe('event page actions', () => {
  describe('given a visitor', () => {
    it('offers Favorite (sign-in dialog), Share and Add to calendar', async () => {
      renderSite('/events/PP1001', { answers: { [EVENT_PATH]: { status: 200, body: eventRecord() } } });
      const favorite = await screen.findByRole('button', { name: 'Favorite Teaching With Games' });
      expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
      // Add to calendar: Google, Outlook.com or the .ics file, under a disclosure.
      await userEvent.click(screen.getByText('Add to calendar'));
      const calendars = screen.getByRole('list', { name: 'Calendars' });
      expect(within(calendars).getByRole('link', { name: 'Apple Calendar or other (.ics)' })).toHaveAttribute(
        'href',
        '/api/web/2026/events/PP1001/calendar.ics',
      );
      const google = within(calendars).getByRole('link', { name: 'Google Calendar' });
      expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
      expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(
        '20260309T143000Z/20260309T153000Z',
      );
      expect(google).toHaveAttribute('target', '_blank');
      const outlook = within(calendars).getByRole('link', { name: 'Outlook.com' });
      expect(new URL(outlook.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
        'Teaching With Games',
      );
      await userEvent.click(favorite);
      const dialog = await screen.findByRole('dialog', { name: 'Start favoriting events' });
      expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/login?origin=%2Fevents%2FPP1001',
      );
    });

    it('has no calendar download for an event without a day or time', async () => {
      renderSite('/events/PP1001', {
        answers: {
          [EVENT_PATH]: { status: 200, body: eventRecord({ date: null, start_time: null, end_time: null }) },
        },
      });
      await screen.findByRole('button', { name: 'Favorite Teaching With Games' });
      expect(screen.queryByText('Add to calendar')).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user and a reservable event', () => {
    it('opens the RSVP dialog, tracks "RSVP Opened" and reserves a place', async () => {
      const { analytics, sent } = recordingAnalytics();
      let going = false;
      const { requests } = renderSite('/events/PP1001', {
        user,
        analytics,
        answers: {
          [EVENT_PATH]: { status: 200, body: eventRecord({ reservable: true, capacity: 40 }) },
          '/favorite/query': { status: 200, body: [] },
          '/api/me': { status: 401, body: { status: 401, error: 'unauthorized', message: 'Sign in' } },
          [`${EVENT_PATH}/reservations`]: () => ({
            status: 200,
            body: { rsvp: going, express: false, rsvp_remaining: going ? 11 : 12, express_remaining: null },
          }),
          [`${EVENT_PATH}/rsvp`]: () => {
            going = true;
            return {
              status: 201,
              body: { event_id: 'PP1001', year: 2026, kind: 'rsvp', created_at: '2026-03-01T10:00:00Z' },
            };
          },
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'RSVP' }));
      const dialog = await screen.findByRole('dialog', { name: /RSVP: Teaching With Games/ });
      await userEvent.click(within(dialog).getByRole('button', { name: /Reserve/ }));
      await waitFor(() =>
        expect(requests.some((request) => request.path === `${EVENT_PATH}/rsvp`)).toBe(true),
      );
      await analytics.flush();
      const opened = sent.find((event) => event.name === 'RSVP Opened');
      expect(opened?.properties).toMatchObject({ event_id: 'PP1001', mobile: false });
      expect(typeof opened?.properties.timestamp).toBe('string');
    });
  });

  describe('given a signed-in user whose favorite event is a short walk too far from the next one', () => {
    // PP1001 runs 9:30–10:30 in Salon C (Hilton); the showcase starts at 10:35 at Mohawk, an 11 minute walk away.
    const showcase = eventHit('PP2001', 'Late Showcase', ['2026-03-09', '10:35', '11:30'], {
      venue: { id: 'V20', name: 'Mohawk' },
    });
    const answers = {
      [EVENT_PATH]: { status: 200, body: eventRecord() },
      '/api/me': { status: 401, body: { status: 401, error: 'unauthorized', message: 'Sign in' } },
      '/favorite/query': {
        status: 200,
        body: [
          { id: 'PP1001', type: 'event' },
          { id: 'PP2001', type: 'event' },
        ],
      },
      '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [showcase] }) },
      '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
      '/api/web/2026/venues/V1': {
        status: 200,
        body: venueRecord({ id: 'V1', name: 'Hilton Austin Downtown', parent_venue: null }),
      },
      '/api/web/2026/venues/V20': {
        status: 200,
        body: venueRecord({
          id: 'V20',
          name: 'Mohawk',
          parent_venue: null,
          location: { address: null, latitude: 30.2701, longitude: -97.7362 },
        }),
      },
      '/favorite/events/PP2001': { status: 200, body: { id: 'PP2001', type: 'event', favorited: false } },
    };

    it('says so under the actions and removes the other event from the warning', async () => {
      const { requests } = renderSite('/events/PP1001', { user, answers });
      const warning = await screen.findByRole(
        'group',
        { name: 'Clashes with a favorite' },
        { timeout: 5000 },
      );
      expect(warning).toHaveTextContent(
        'Only 5 min to get from Salon C to Mohawk (about 11 min on foot) before \u201cLate Showcase\u201d',
      );
      await userEvent.click(
        within(warning).getByRole('button', { name: 'Remove \u201cLate Showcase\u201d from favorites' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('group', { name: /^Clashes with/ })).not.toBeInTheDocument(),
      );
      expect(
        requests.some((request) => request.method === 'DELETE' && request.path === '/favorite/events/PP2001'),
      ).toBe(true);
      // The event itself stays a favorite.
      expect(screen.getByRole('button', { name: 'Favorited Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
});
