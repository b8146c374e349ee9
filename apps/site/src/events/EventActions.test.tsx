import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventRecord } from '../test/fixtures.ts';
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
});
