import type { SearchModel } from '@conf/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveStatusesOf } from '../live/liveStatuses.ts';
import { requestBodies } from '../test/fakeApi.ts';
import { currentUserRecord, searchHit, searchResult } from '../test/fixtures.ts';
import { recordingAnalytics } from '../test/recordingAnalytics.ts';
import { renderSite } from '../test/renderSite.tsx';

const user = { uid: 'u-1', roles: ['attendee'] };
const me = currentUserRecord();
const share = { status: 200, body: { enabled: false, url: null } };
const feed = { status: 200, body: { enabled: false, url: null, webcal_url: null } };
/** What My Favorites asks about the signed-in account: its profile, share link and calendar feed. */
const ACCOUNT_ANSWERS = {
  '/api/me': { status: 200, body: me },
  '/api/me/schedule-share': share,
  '/api/me/calendar-feed': feed,
};

const games = searchHit('event', 'PP1001', {
  name: 'Teaching With Games',
  start_time: '2026-03-09T09:30:00-05:00',
  end_time: '2026-03-09T10:30:00-05:00',
  date: '2026-03-09',
  event_type: 'panel',
  venue: { id: 'V1', name: 'Hall A' },
});

describe('My Favorites', () => {
  describe('given a visitor', () => {
    it('sends them to sign in, returning here', async () => {
      const { router, requests } = renderSite('/2026/favorites/event');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?origin=%2F2026%2Ffavorites%2Fevent');
      expect(requests.filter((request) => request.path === '/search/favorites')).toEqual([]);
    });
  });

  describe('given a signed-in user', () => {
    it('opens Events when no kind is named', async () => {
      const { router } = renderSite('/favorites', {
        user,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [] }) },
        },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/favorites/event'));
    });

    it('offers the private calendar feed of the favorites: subscribe (webcal) and the address to copy', async () => {
      const url = 'https://conf.example/calendar/s3cr3t.ics';
      renderSite('/favorites/event', {
        user,
        answers: {
          '/api/me': { status: 200, body: me },
          '/api/me/schedule-share': share,
          '/api/me/calendar-feed': {
            status: 200,
            body: { enabled: true, url, webcal_url: 'webcal://conf.example/calendar/s3cr3t.ics' },
          },
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [] }) },
        },
      });
      const subscribe = await screen.findByRole('link', { name: /Subscribe in your calendar app/ });
      expect(subscribe).toHaveAttribute('href', 'webcal://conf.example/calendar/s3cr3t.ics');
      const form = screen.getByRole('form', { name: 'Calendar feed' });
      expect(form).toContainElement(subscribe);
      expect(within(form).getByRole('checkbox', { name: 'Calendar feed of my favorites' })).toBeChecked();
      expect(within(form).getByDisplayValue(url)).toBeInTheDocument();
    });

    it("sends another year's address to the landing year's favorites, keeping the kind and page", async () => {
      const { router } = renderSite('/2025/favorites/event?page=2', {
        user,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [] }) },
        },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/2026/favorites/event'));
      expect(router.state.location.search).toBe('?page=2');
    });

    it('shows the live status of a favorite event and follows changes', async () => {
      const { deps } = renderSite('/2026/favorites/event', {
        user,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': {
            status: 200,
            body: searchResult({ id: '', hits: [games], grouping: 'date' }),
          },
          '/favorite/query': { status: 200, body: [{ id: 'PP1001', type: 'event' }] },
          '/statuses': { status: 200, body: [{ id: 'PP1001', status: 'green', message: 'Not Yet Seating' }] },
        },
      });
      const link = await screen.findByRole('link', { name: 'Teaching With Games' }, { timeout: 5000 });
      const tile = link.closest('article') as HTMLElement;
      // The list does not wait for the statuses (a slow status answer must not hold the list back):
      // they are filled in when they arrive.
      await waitFor(() => expect(tile).toHaveTextContent('Live status: OpenNot Yet Seating'), {
        timeout: 5000,
      });
      act(() => liveStatusesOf(deps.api).store.set([{ id: 'PP1001', status: 'red', message: '' }]));
      expect(tile).toHaveTextContent('Live status: Full');
      expect(tile).not.toHaveTextContent('Not Yet Seating');
    });

    it('lists the favorites of the chosen kind with the side navigation of the theme', async () => {
      const { requests } = renderSite('/2026/favorites/event', {
        user,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': {
            status: 200,
            body: searchResult({ id: '', hits: [games], grouping: 'date' }),
          },
          '/favorite/query': { status: 200, body: [{ id: 'PP1001', type: 'event' }] },
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Favorites' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Events', 'Speakers', 'Brands & Exhibitors', 'Venues', 'Attendees']);
      expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Speakers' })).toHaveAttribute(
        'href',
        '/2026/favorites/person',
      );
      expect(screen.getByRole('link', { name: 'Teaching With Games' })).toBeInTheDocument();
      const button = await screen.findByRole('button', { name: 'Favorited Teaching With Games' });
      expect(button).toHaveAttribute('aria-pressed', 'true');
      const search = requests.find((request) => request.path === '/search/favorites');
      expect(search?.body).toEqual({ models: ['event'], grouping: 'date' });
    });

    it('lists Contributors and Film & TV Projects in the festival theme', async () => {
      renderSite('/favorites/artist,person', {
        user,
        config: { theme: 'festival' },
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [] }) },
        },
      });
      const nav = await screen.findByRole('navigation', { name: 'Favorites' });
      expect(within(nav).getByRole('link', { name: 'Contributors' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Film & TV Projects' })).toBeInTheDocument();
      expect(await screen.findByText(/You have no contributors in your favorites yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse the schedule' })).toHaveAttribute(
        'href',
        '/search/event',
      );
    });

    describe('who has favorited a film in the education theme (no usual Film tab)', () => {
      const film = searchHit('film', 'F7', { name: 'The Long Lesson' });
      const favoritesOf = (models: readonly string[]) => {
        const hits = models.includes('film') ? [film] : [];
        return { status: 200, body: searchResult({ id: '', hits, models: [...models] as SearchModel[] }) };
      };

      it('gets a Film & TV Projects tab that lists the film', async () => {
        const { requests } = renderSite('/2026/favorites/event', {
          user,
          answers: {
            ...ACCOUNT_ANSWERS,
            '/search/favorites': ({ body }) => favoritesOf((body as { models: string[] }).models),
          },
        });
        const nav = await screen.findByRole('navigation', { name: 'Favorites' });
        await waitFor(() =>
          expect(within(nav).getByRole('link', { name: 'Film & TV Projects' })).toHaveAttribute(
            'href',
            '/2026/favorites/film',
          ),
        );
        expect(
          within(nav)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Events', 'Speakers', 'Film & TV Projects', 'Brands & Exhibitors', 'Venues', 'Attendees']);
        // Only the kinds the theme has no tab for are asked about, in one listing.
        expect(requestBodies(requests, '/search/favorites')).toEqual([
          { models: ['event'], grouping: 'date' },
          { models: ['artist', 'film', 'music_fest_presenter'], grouping: 'models' },
        ]);
      });

      it('shows the film on that tab, marked as the current page', async () => {
        renderSite('/2026/favorites/film', {
          user,
          answers: {
            ...ACCOUNT_ANSWERS,
            '/search/favorites': ({ body }) => favoritesOf((body as { models: string[] }).models),
            '/favorite/query': { status: 200, body: [{ id: 'F7', type: 'entity' }] },
          },
        });
        expect(await screen.findByRole('link', { name: 'The Long Lesson' })).toBeInTheDocument();
        const nav = screen.getByRole('navigation', { name: 'Favorites' });
        expect(within(nav).getByRole('link', { name: 'Film & TV Projects' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      it('has no such tab once the user has no favorite film', async () => {
        renderSite('/2026/favorites/event', {
          user,
          answers: {
            ...ACCOUNT_ANSWERS,
            '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [] }) },
          },
        });
        const nav = await screen.findByRole('navigation', { name: 'Favorites' });
        expect(within(nav).queryByRole('link', { name: 'Film & TV Projects' })).not.toBeInTheDocument();
      });
    });

    it('picks up a change made in another tab when the window gets the focus back', async () => {
      let favorites = [{ id: 'PP1001', type: 'event' }];
      renderSite('/favorites/event', {
        user,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [games] }) },
          '/favorite/query': () => ({ status: 200, body: favorites }),
        },
      });
      expect(
        await screen.findByRole('button', { name: 'Favorited Teaching With Games' }),
      ).toBeInTheDocument();
      favorites = [];
      fireEvent.focus(window);
      expect(await screen.findByRole('button', { name: 'Favorite Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });

    it('unfavorites from the list, keeping the tile so that the slip can be undone, and tracks it', async () => {
      const { analytics, sent } = recordingAnalytics();
      const { requests } = renderSite('/favorites/event', {
        user,
        analytics,
        answers: {
          ...ACCOUNT_ANSWERS,
          '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [games] }) },
          '/favorite/query': { status: 200, body: [{ id: 'PP1001', type: 'event' }] },
          '/favorite/events/PP1001': { status: 200, body: { id: 'PP1001', type: 'event', favorited: false } },
        },
      });
      const button = await screen.findByRole('button', { name: 'Favorited Teaching With Games' });
      await userEvent.click(button);
      expect(await screen.findByRole('button', { name: 'Favorite Teaching With Games' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
      await analytics.flush();
      expect(sent.map((event) => `${event.type} ${event.name}`)).toContain('track unfavorite');
      expect(sent.find((event) => event.name === 'unfavorite')?.properties).toEqual({
        id: 'PP1001',
        type: 'event',
      });
    });

    describe('given two favorite events that overlap', () => {
      const keynote = searchHit('event', 'PP1002', {
        name: 'Keynote',
        start_time: '2026-03-09T10:00:00-05:00',
        end_time: '2026-03-09T11:00:00-05:00',
        date: '2026-03-09',
        event_type: 'session',
        venue: { id: 'V2', name: 'Hall B' },
      });

      it('warns on both tiles, and removes the other one from the warning', async () => {
        const { requests } = renderSite('/favorites/event', {
          user,
          answers: {
            ...ACCOUNT_ANSWERS,
            '/search/favorites': { status: 200, body: searchResult({ id: '', hits: [games, keynote] }) },
            '/favorite/query': {
              status: 200,
              body: [
                { id: 'PP1001', type: 'event' },
                { id: 'PP1002', type: 'event' },
              ],
            },
            '/favorite/events/PP1002': {
              status: 200,
              body: { id: 'PP1002', type: 'event', favorited: false },
            },
          },
        });
        const gamesTile = (await screen.findByRole('link', { name: 'Teaching With Games' })).closest(
          'article',
        ) as HTMLElement;
        const warning = await within(gamesTile).findByRole(
          'group',
          { name: 'Clashes with a favorite' },
          { timeout: 5000 },
        );
        expect(warning).toHaveTextContent('Overlaps \u201cKeynote\u201d by 30 min');
        const keynoteTile = screen.getByRole('link', { name: 'Keynote' }).closest('article') as HTMLElement;
        expect(
          await within(keynoteTile).findByRole('group', { name: 'Clashes with a favorite' }),
        ).toHaveTextContent('Overlaps \u201cTeaching With Games\u201d by 30 min');
        // The venues were read once each, for their buildings and coordinates.
        expect(requests.filter((request) => request.path.startsWith('/api/web/2026/venues/')).length).toBe(2);

        await userEvent.click(
          within(warning).getByRole('button', { name: 'Remove \u201cKeynote\u201d from favorites' }),
        );
        await waitFor(() =>
          expect(screen.queryByRole('group', { name: /^Clashes with/ })).not.toBeInTheDocument(),
        );
        expect(
          requests.some(
            (request) => request.method === 'DELETE' && request.path === '/favorite/events/PP1002',
          ),
        ).toBe(true);
        expect(within(keynoteTile).getByRole('button', { name: 'Favorite Keynote' })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      });
    });
  });
});
