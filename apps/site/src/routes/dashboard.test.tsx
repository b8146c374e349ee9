import { DEFAULT_FEATURES } from '@conf/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBodies } from '../test/fakeApi.ts';
import { eventHit, searchHit, searchResult, tokyoProgramme } from '../test/fixtures.ts';
import { type RenderSiteOptions, renderSite } from '../test/renderSite.tsx';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

const user = { uid: 'u1', roles: ['attendee'] };
const on = { features: { ...DEFAULT_FEATURES, dashboard: true } };

const keynote = eventHit('E1', 'Morning Keynote', ['2026-03-09', '09:00', '10:00'], {
  venue: { id: 'V10', name: 'Ballroom A' },
});
const workshop = eventHit('E2', 'Chalk Workshop', ['2026-03-09', '13:00', '14:00'], {
  venue: { id: 'V11', name: 'Room 4' },
});
const wednesday = eventHit('E3', 'Closing Circle', ['2026-03-11', '15:00', '16:00']);

const favorites = { status: 200, body: searchResult({ id: '', hits: [keynote, workshop, wednesday] }) };
const statuses = {
  status: 200,
  body: [
    { id: 'E1', status: 'green', message: 'Now Seating Primary Access' },
    { id: 'E2', status: 'none', message: '' },
  ],
};

const noStatuses = { status: 200, body: [] };

/** The dashboard of the signed-in `user`, with the feature on and the API answering `answers`. */
function renderDashboard(answers: RenderSiteOptions['answers']) {
  return renderSite('/dashboard', { user, config: on, answers });
}

describe('/dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('with the dashboard feature off', () => {
    it('is the page-not-found screen', async () => {
      const { requests } = renderSite('/dashboard', { user, config: { features: DEFAULT_FEATURES } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(requestBodies(requests, '/search/favorites')).toEqual([]);
    });
  });

  describe('with the dashboard feature on', () => {
    it('sends a visitor to sign in, coming back here', async () => {
      const { router } = renderSite('/dashboard', { config: on });
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('origin')).toBe('/dashboard');
    });

    it('lists what is next today with the live statuses', async () => {
      vi.setSystemTime(new Date('2026-03-09T08:00:00-05:00'));
      const { requests } = renderDashboard({ '/search/favorites': favorites, '/statuses': statuses });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.getByText('What is next on your schedule today, Mar 9, 2026.')).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Favorites of Mar 9, 2026' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Morning Keynote',
        'Chalk Workshop',
      ]);
      expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute(
        'href',
        '/events/E1',
      );
      expect(items[0]).toHaveTextContent('9:00AM–10:00AM CT');
      // The live status (the venue pages' badge): Open, with the venue message; none for E2.
      await waitFor(() => expect(items[0]).toHaveTextContent('Open'));
      expect(items[0]).toHaveTextContent('Now Seating Primary Access');
      expect(items[1]?.querySelector('.conf-StatusBadge')).toBeNull();
      expect(requestBodies(requests, '/search/favorites')).toEqual([{ models: ['event'], grouping: 'date' }]);
      expect(requestBodies(requests, '/statuses')).toEqual([{ ids: ['E1', 'E2'] }]);
    });

    it("takes today and the times from the landing programme's zone, not Chicago's", async () => {
      // A Tokyo landing programme: 09:30 in Tokyo is still 19:30 the day before in Chicago.
      vi.setSystemTime(new Date('2025-05-20T09:30:00+09:00'));
      const opening = searchHit('event', 'T1', {
        ...keynote._source,
        name: 'Opening in Tokyo',
        start_time: '2025-05-20T10:00:00+09:00',
        end_time: '2025-05-20T10:45:00+09:00',
        date: '2025-05-20',
      });
      const { theme: _theme, stored: _stored, ...tokyo } = tokyoProgramme();
      renderSite('/dashboard', {
        user,
        config: { ...on, landingYear: 2025, programme: tokyo },
        answers: {
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [opening] }) },
          '/statuses': noStatuses,
        },
      });
      expect(
        await screen.findByText('What is next on your schedule today, May 20, 2025.'),
      ).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Favorites of May 20, 2025' });
      expect(within(list).getByRole('listitem')).toHaveTextContent('10:00AM\u201310:45AM GMT+9');
    });

    it("sends another year's address to the landing year's dashboard: favorites are the landing year's", async () => {
      vi.setSystemTime(new Date('2026-03-09T08:00:00-05:00'));
      const { router } = renderSite('/2025/dashboard', {
        user,
        config: on,
        answers: { '/search/favorites': favorites, '/statuses': statuses },
      });
      expect(
        await screen.findByText('What is next on your schedule today, Mar 9, 2026.'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('links venues only when the venues feature is on', async () => {
      vi.setSystemTime(new Date('2026-03-09T08:00:00-05:00'));
      const answers = { '/search/favorites': favorites, '/statuses': statuses };
      const first = renderSite('/dashboard', {
        user,
        answers,
        config: { features: { ...on.features, venues: true } },
      });
      expect(await screen.findByRole('link', { name: 'Ballroom A' })).toHaveAttribute('href', '/venues/V10');
      first.unmount();
      renderSite('/dashboard', { user, answers, config: on });
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(screen.getByText(/Ballroom A/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Ballroom A' })).not.toBeInTheDocument();
    });

    it('shows the next day with favorites when nothing more is on today, and says so', async () => {
      vi.setSystemTime(new Date('2026-03-09T18:00:00-05:00'));
      renderDashboard({ '/search/favorites': favorites, '/statuses': noStatuses });
      expect(
        await screen.findByText(
          'Nothing more on your schedule today. Your next day with favorites is Mar 11, 2026.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Closing Circle' })).toBeInTheDocument();
    });

    it('shows the most recent day after the conference, and says so', async () => {
      vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
      renderDashboard({ '/search/favorites': favorites, '/statuses': noStatuses });
      expect(
        await screen.findByText(
          'No day with favorites is ahead. Your most recent one was Mar 11, 2026, shown here.',
        ),
      ).toBeInTheDocument();
    });

    it('still lists the events when the statuses cannot be read (the failure is logged)', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.setSystemTime(new Date('2026-03-09T08:00:00-05:00'));
      renderDashboard({
        '/search/favorites': favorites,
        '/statuses': { status: 500, body: { status: 500, error: 'internal_error', message: 'Down' } },
      });
      expect(await screen.findByRole('link', { name: 'Morning Keynote' })).toBeInTheDocument();
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Loading the live statuses failed:', expect.anything()),
      );
      expect(document.querySelector('.conf-StatusBadge')).toBeNull();
    });

    it('says Canceled for a canceled event', async () => {
      vi.setSystemTime(new Date('2026-03-09T08:00:00-05:00'));
      const canceled = searchHit('event', 'E9', { ...keynote._source, name: 'Gone Session', canceled: true });
      renderDashboard({
        '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [canceled] }) },
        '/statuses': noStatuses,
      });
      const item = (await screen.findByRole('link', { name: 'Gone Session' })).closest('li');
      expect(item).toHaveTextContent('Canceled');
    });

    it('leads to the schedule without favorites', async () => {
      renderDashboard({ '/search/favorites': { status: 200, body: searchResult({ id: '' }) } });
      expect(await screen.findByText(/You have not favorited any events yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse the schedule' })).toHaveAttribute(
        'href',
        '/search/event',
      );
    });
  });
});
