import type { FavoriteSearchRequest, SearchRequest } from '@conf/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { currentUserRecord, eventHit, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

const BALLROOM = { id: 'V1', name: 'Ballroom A' };
const AUSTIN_ROOM = { id: 'V2', name: 'Austin Room' };
const user = { uid: 'u-1', roles: ['attendee'] };

const hits = [
  eventHit('E1', 'Morning Keynote', ['2026-03-10', '09:00', '10:00'], { venue: BALLROOM }),
  eventHit('E2', 'Chalk and Light', ['2026-03-10', '09:30', '10:30'], { venue: AUSTIN_ROOM }),
  eventHit('E3', 'Robots in Class', ['2026-03-11', '09:00', '10:00'], { venue: BALLROOM }),
  // Started the night before, runs past midnight: on the 10th from its first row.
  eventHit('E4', 'Hackathon Night', ['2026-03-09', '22:00', '23:59'], {
    venue: AUSTIN_ROOM,
    end_time: '2026-03-10T01:00:00-05:00',
  }),
  // Over the night before: not on the 10th.
  eventHit('E5', 'Evening Mixer', ['2026-03-09', '18:00', '20:00'], { venue: BALLROOM }),
];

/** The search API (the programme's or the favorites'): the events of the day the `date` filter names. */
const byDay: FakeResponder = ({ body }) => {
  const day = (body as SearchRequest | FavoriteSearchRequest).filters?.find((f) => f.field === 'date')?.value;
  const found = hits.filter((hit) => hit.type === 'event' && hit._source.date === day);
  return { status: 200, body: searchResult({ hits: found, total: found.length, grouping: 'date' }) };
};

const answers = {
  '/search': byDay,
  '/search/favorites': byDay,
  '/statuses': { status: 200, body: [{ id: 'E1', status: 'red', message: 'No Longer Seating' }] },
};

function days(requests: Parameters<typeof searchBodies>[0], path = '/search'): unknown[] {
  return searchBodies(requests, path).map((body) => (body as SearchRequest).filters?.[0]?.value);
}

function cellOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('[role="gridcell"]') as HTMLElement;
}

describe('/grid (time grid)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 9:45 AM in Austin on the demo's second day.
    vi.setSystemTime(new Date('2026-03-10T09:45:00-05:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('on a programme day', () => {
    it('shows today by room and time, with the day before asked for what runs past midnight', async () => {
      const { requests } = renderSite('/grid', { answers });
      expect(await screen.findByRole('heading', { level: 1, name: 'Time grid' })).toBeInTheDocument();
      const grid = await screen.findByRole('grid', { name: 'Schedule of Mar 10, 2026' });
      expect(days(requests)).toEqual(['2026-03-09', '2026-03-10']);
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Time', 'Austin Room', 'Ballroom A']);
      expect(cellOf('Hackathon Night')).toHaveTextContent('Since the day before, 10:00PM\u20131:00AM');
      expect(within(grid).queryByRole('link', { name: 'Evening Mixer' })).not.toBeInTheDocument();
      expect(within(grid).queryByRole('link', { name: 'Robots in Class' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute('href', '/events/E1');
      expect(document.title).toMatch(/^Time grid/);
    });

    it('shows live statuses in the cells and marks now in its time row', async () => {
      renderSite('/grid', { answers });
      await screen.findByRole('grid');
      await waitFor(() => expect(cellOf('Morning Keynote')).toHaveTextContent('Live status: Full'));
      expect(screen.getByRole('rowheader', { name: '9:30AM (now 9:45AM)' })).toBeInTheDocument();
    });

    it('offers the programme days as links, today marked, and goes to another day', async () => {
      const { requests } = renderSite('/grid', { answers });
      const nav = await screen.findByRole('navigation', { name: 'Days' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Mar 9, 2026',
        'Mar 10, 2026',
        'Mar 11, 2026',
        'Mar 12, 2026',
      ]);
      expect(within(nav).getByRole('link', { name: 'Mar 10, 2026' })).toHaveAttribute('aria-current', 'page');
      expect(links[2]).toHaveAttribute('href', '/grid?day=2026-03-11');
      vi.useRealTimers();
      await userEvent.click(links[2] as HTMLElement);
      expect(await screen.findByRole('grid', { name: 'Schedule of Mar 11, 2026' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Robots in Class' })).toBeInTheDocument();
      // No now line on another day.
      expect(screen.queryByRole('rowheader', { name: /now/ })).not.toBeInTheDocument();
      expect(days(requests).slice(-2)).toEqual(['2026-03-10', '2026-03-11']);
    });
  });

  describe('outside the programme days', () => {
    it('opens the first day', async () => {
      vi.setSystemTime(new Date('2026-11-29T10:00:00-06:00'));
      renderSite('/2026/grid', { answers: { ...answers, '/2026/search': byDay } });
      expect(await screen.findByRole('grid', { name: 'Schedule of Mar 9, 2026' })).toBeInTheDocument();
    });

    it('says a day without events is empty, with a link to the schedule', async () => {
      renderSite('/grid?day=2026-03-12', { answers });
      expect(await screen.findByText(/Nothing is scheduled on this day/)).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });
  });

  it('says so when a day could not be loaded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite('/grid', { answers: { '/search': { status: 500, body: { message: 'boom' } } } });
    expect(
      await screen.findByText('The schedule of this day could not be loaded right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    errors.mockRestore();
  });
});

describe('/grid for a signed-in user', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:45:00-05:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks their favorites among all the events', async () => {
    const favorite = hits[1];
    const { requests } = renderSite('/grid', {
      user,
      answers: {
        ...answers,
        '/search/favorites': ({ body }) => {
          const day = (body as FavoriteSearchRequest).filters?.[0]?.value;
          const found = favorite && day === '2026-03-10' ? [favorite] : [];
          return { status: 200, body: searchResult({ hits: found, total: found.length, grouping: 'date' }) };
        },
      },
    });
    await screen.findByRole('grid');
    expect(cellOf('Chalk and Light')).toHaveTextContent('In your favorites');
    expect(cellOf('Morning Keynote')).not.toHaveTextContent('In your favorites');
    expect(days(requests, '/search/favorites')).toEqual(['2026-03-09', '2026-03-10']);
  });
});

describe('/favorites/grid (My Favorites as a time grid)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:45:00-05:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor to sign in, returning here', async () => {
    const { router, requests } = renderSite('/favorites/grid?day=2026-03-10', { answers });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?origin=%2Ffavorites%2Fgrid%3Fday%3D2026-03-10');
    expect(requests.filter((request) => request.path === '/search/favorites')).toEqual([]);
  });

  it("shows the user's favorites of the day, each marked as a favorite", async () => {
    const { requests } = renderSite('/favorites/grid', { user, answers });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Favorites: time grid' }),
    ).toBeInTheDocument();
    await screen.findByRole('grid', { name: 'My favorites of Mar 10, 2026' });
    expect(days(requests, '/search/favorites')).toEqual(['2026-03-09', '2026-03-10']);
    expect(searchBodies(requests, '/search/favorites')[0]).toMatchObject({ models: ['event'] });
    expect(cellOf('Chalk and Light')).toHaveTextContent('In your favorites');
    expect(screen.getByRole('link', { name: 'List view' })).toHaveAttribute('href', '/favorites/event');
  });

  it("is linked from My Favorites' events", async () => {
    renderSite('/favorites/event', {
      user,
      answers: {
        '/search/favorites': byDay,
        '/api/me': { status: 200, body: currentUserRecord() },
        '/api/me/schedule-share': { status: 200, body: { enabled: false, url: null } },
        '/api/me/calendar-feed': { status: 200, body: { enabled: false, url: null, webcal_url: null } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Time grid of my favorites' })).toHaveAttribute(
      'href',
      '/favorites/grid',
    );
  });
});

describe('now and next', () => {
  it('links to the time grid of the day', async () => {
    renderSite('/2026/now', { answers: { ...answers, '/2026/search': byDay } });
    expect(await screen.findByRole('link', { name: 'The day as a time grid' })).toHaveAttribute(
      'href',
      '/2026/grid',
    );
  });
});
