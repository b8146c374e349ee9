import type { SearchRequest } from '@conf/api-client';
import { DEFAULT_FEATURES, type Features } from '@conf/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import {
  attendeeRecord,
  contributorHit,
  eventRecord,
  eventTypeAggregation,
  searchHit,
  searchResult,
  venueRecord,
} from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';
import { createFeatureClient } from './featureClient.ts';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Each feature flag switches a real feature (spec sections 3 and 9): the site rendered with the
 * flag on and off, on the real routes and API client, the network faked at its boundary.
 */

const ALL_OFF: Features = {
  alphanav: false,
  attendee_directory: false,
  dashboard: false,
  filters: false,
  filter_counts: false,
  nearby: false,
  pagination: false,
  preview_mode: false,
  venues: false,
};
const withFlags = (flags: Partial<Features>) => ({ features: { ...DEFAULT_FEATURES, ...flags } });

const NOT_FOUND = { level: 1, name: 'Page not found' } as const;

const ada = contributorHit('person', 'P1', 'Ada Byron');
const babbage = contributorHit('person', 'P2', 'Charles Babbage');
const zed = contributorHit('person', 'P3', 'Zora Neale');

const eventTypes = eventTypeAggregation({ session: 7 });

/** The search API over `hits`, 60 to a page like the real one (`perPage` to make pages small). */
function searchOver(hits = [ada, babbage, zed], perPage = 60): FakeResponder {
  return ({ body }) => {
    const request = body as SearchRequest;
    const page = request.page ?? 1;
    return {
      status: 200,
      body: searchResult({
        hits: hits.slice((page - 1) * perPage, page * perPage),
        total: hits.length,
        page,
        per_page: perPage,
        aggregations: [eventTypes],
        grouping: request.grouping ?? 'models',
      }),
    };
  };
}

describe('the flag client in the site', () => {
  it('renders with the page’s flags, then again when the fetched flags arrive', async () => {
    let answer: (flags: Features) => void = () => {};
    const features = createFeatureClient({
      fallback: { ...DEFAULT_FEATURES, alphanav: false },
      fetchFlags: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    // The first load (as main.tsx starts it) is the one the loader waits for: answer it, then
    // check that a later change of the flags (another load after five minutes) re-renders.
    void features.load();
    act(() => answer({ ...DEFAULT_FEATURES, alphanav: false }));
    renderSite('/contributors', { answers: { '/search': searchOver() }, features });
    expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Jump to letter' })).not.toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    const reload = features.load();
    await act(async () => {
      answer({ ...DEFAULT_FEATURES, alphanav: true });
      await reload;
    });
    vi.useRealTimers();
    expect(screen.getByRole('navigation', { name: 'Jump to letter' })).toBeInTheDocument();
  });

  it('falls back to the page’s flags when the call fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const features = createFeatureClient({
      fallback: { ...DEFAULT_FEATURES, attendee_directory: true },
      fetchFlags: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderSite('/attendees', {
      answers: { '/search/attendees': { status: 200, body: searchResult() } },
      features,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeInTheDocument();
  });
});

describe('attendee_directory', () => {
  const answers = {
    '/search/attendees': { status: 200, body: searchResult() },
    '/attendees/u000042.json': { status: 200, body: attendeeRecord() },
    '/search': searchOver(),
  };

  describe('on', () => {
    it('shows the directory, attendee pages and the Attendees search tab', async () => {
      renderSite('/attendees', { answers, config: withFlags({ attendee_directory: true }) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Attendee Directory' }),
      ).toBeInTheDocument();
    });

    it('offers the Attendees tab on the search page', async () => {
      renderSite('/search/contributors?q=a', { answers, config: withFlags({ attendee_directory: true }) });
      expect(await screen.findByRole('tab', { name: 'Attendees' })).toBeInTheDocument();
    });
  });

  describe('off', () => {
    it('answers /attendees and /attendees/{id} with the 404 screen, without asking the API', async () => {
      const { requests } = renderSite('/attendees', {
        answers,
        config: withFlags({ attendee_directory: false }),
      });
      expect(await screen.findByRole('heading', NOT_FOUND)).toBeInTheDocument();
      expect(requests.filter((request) => request.path.startsWith('/search/attendees'))).toEqual([]);
    });

    it('hides attendee pages', async () => {
      const { requests } = renderSite('/attendees/u000042', {
        answers,
        config: withFlags({ attendee_directory: false }),
      });
      expect(await screen.findByRole('heading', NOT_FOUND)).toBeInTheDocument();
      expect(requests).toEqual([]);
    });

    it('leaves the Attendees tab out of the search page', async () => {
      renderSite('/search/contributors?q=a', { answers, config: withFlags({ attendee_directory: false }) });
      expect(await screen.findByRole('tab', { name: 'Contributors' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Attendees' })).not.toBeInTheDocument();
    });
  });
});

describe('venues', () => {
  const answers = {
    '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
    '/search': searchOver(),
    '/2026/search': searchOver([]),
  };

  it('on: venue pages and the Venues search tab', async () => {
    renderSite('/venues/V10', { answers, config: withFlags({ venues: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon C' })).toBeInTheDocument();
  });

  it('off: venue pages are the 404 screen', async () => {
    const { requests } = renderSite('/venues/V10', { answers, config: withFlags({ venues: false }) });
    expect(await screen.findByRole('heading', NOT_FOUND)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('off: the venue list is the 404 screen', async () => {
    renderSite('/venues', { answers, config: withFlags({ venues: false }) });
    expect(await screen.findByRole('heading', NOT_FOUND)).toBeInTheDocument();
  });

  it('switches the venue link of an event page', async () => {
    const event = { '/api/web/2026/events/PP1001': { status: 200, body: eventRecord() } };
    const on = renderSite('/events/PP1001', { answers: event, config: withFlags({ venues: true }) });
    expect(await screen.findByRole('link', { name: 'Salon C' })).toHaveAttribute('href', '/venues/V10');
    on.unmount();
    renderSite('/events/PP1001', { answers: event, config: withFlags({ venues: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teaching With Games' })).toBeInTheDocument();
    expect(screen.getByText('Salon C')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Salon C' })).not.toBeInTheDocument();
  });

  it('switches the links of venue results', async () => {
    const hall = searchHit('venue', 'V5', {
      name: 'Hall Five',
      parent_venue: null,
      address: null,
      alpha: 'H',
    });
    const search = { '/search': searchOver([hall]) };
    const on = renderSite('/search?q=hall', { answers: search, config: withFlags({ venues: true }) });
    expect(await screen.findByRole('link', { name: 'Hall Five' })).toHaveAttribute('href', '/venues/V5');
    on.unmount();
    renderSite('/search?q=hall', { answers: search, config: withFlags({ venues: false }) });
    expect(await screen.findByRole('heading', { level: 4, name: 'Hall Five' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hall Five' })).not.toBeInTheDocument();
  });

  it('switches the Venues search tab', async () => {
    const on = renderSite('/search/contributors?q=a', { answers, config: withFlags({ venues: true }) });
    expect(await screen.findByRole('tab', { name: 'Venues' })).toBeInTheDocument();
    on.unmount();
    renderSite('/search/contributors?q=a', { answers, config: withFlags({ venues: false }) });
    expect(await screen.findByRole('tab', { name: 'Brands' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Venues' })).not.toBeInTheDocument();
  });
});

describe('filters and filter_counts', () => {
  const answers = { '/search': searchOver() };

  it('filters on: the filter sidebar with its sections', async () => {
    renderSite('/search?q=a', { answers, config: withFlags({ filters: true }) });
    expect(await screen.findByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Clear All/ })).toBeInTheDocument();
  });

  it('filters off: the search box alone', async () => {
    renderSite('/search?q=a', { answers, config: withFlags({ filters: false }) });
    expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear All/ })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
  });

  it('filter_counts on: option counts shown', async () => {
    renderSite('/search?q=a', { answers, config: withFlags({ filters: true, filter_counts: true }) });
    const sidebar = await screen.findByRole('region', { name: 'Filters' });
    expect(within(sidebar).getByText('(7)')).toBeInTheDocument();
  });

  it('filter_counts off: no counts', async () => {
    renderSite('/search?q=a', { answers, config: withFlags({ filters: true, filter_counts: false }) });
    const sidebar = await screen.findByRole('region', { name: 'Filters' });
    expect(within(sidebar).queryByText('(7)')).not.toBeInTheDocument();
  });
});

describe('pagination', () => {
  // 70 results: pages of 60 and 10, as the API answers.
  const many = Array.from({ length: 70 }, (_, i) => contributorHit('person', `P${i}`, `Person ${i}`));
  const answers = { '/search': searchOver(many) };

  it('on: pages with a pager', async () => {
    const { requests } = renderSite('/search?q=p&page=2', {
      answers,
      config: withFlags({ pagination: true }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(searchBodies(requests)).toEqual([{ term: 'p', grouping: 'models', page: 2 }]);
  });

  it('off: one list with "Show more", which appends the next page', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { requests, router } = renderSite('/search?q=p', {
      answers,
      config: withFlags({ pagination: false }),
    });
    await screen.findByRole('heading', { level: 2, name: '70 results' }, { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Person \d+$/ })).toHaveLength(60);
    expect(screen.getByText('Showing 60 of 70 results')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Person \d+$/ })).toHaveLength(70), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe('?q=p&page=2');
    expect(searchBodies(requests).slice(1)).toEqual([
      { term: 'p', grouping: 'models' },
      { term: 'p', grouping: 'models', page: 2 },
    ]);
    // Everything is shown: no more "Show more", and screen readers hear how many are shown.
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 70 of 70 results')).toHaveAttribute('role', 'status');
  });

  it('off: an address of two pages shows both', { timeout: 20_000 }, async () => {
    renderSite('/search?q=p&page=2', { answers, config: withFlags({ pagination: false }) });
    await screen.findByRole('heading', { level: 2, name: '70 results' }, { timeout: 10_000 });
    expect(screen.getAllByRole('link', { name: /^Person \d+$/ })).toHaveLength(70);
  });
});

describe('alphanav', () => {
  const answers = { '/search': searchOver() };

  it('on: an A–Z jump list over the contributors By Name, letters without entries disabled', async () => {
    renderSite('/contributors', { answers, config: withFlags({ alphanav: true }) });
    const nav = await screen.findByRole('navigation', { name: 'Jump to letter' });
    expect(within(nav).getByRole('link', { name: 'A' })).toHaveAttribute('href', '#alpha-A');
    expect(within(nav).getByRole('link', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(document.getElementById('alpha-C')).toHaveAccessibleName('C'));
  });

  it('on: letters on other pages of the list open that page at their group', async () => {
    // Two to a page: Ada and Charles on page 1, Zora on page 2; the server names each letter's page.
    const twoToAPage = searchOver([ada, babbage, zed], 2);
    const withLetters: FakeResponder = (request) => {
      const answer = twoToAPage(request);
      const letters = [
        { letter: 'A', page: 1 },
        { letter: 'C', page: 1 },
        { letter: 'Z', page: 2 },
      ];
      return { ...answer, body: { ...(answer.body as object), letters } };
    };
    renderSite('/contributors', {
      answers: { '/search': withLetters },
      config: withFlags({ alphanav: true }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Jump to letter' });
    expect(within(nav).getByRole('link', { name: 'A' })).toHaveAttribute('href', '#alpha-A');
    expect(within(nav).getByRole('link', { name: 'Z' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contributors\?(.*&)?page=2(&.*)?#alpha-Z$/),
    );
    expect(within(nav).getByRole('link', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('on: not over a list By Date', async () => {
    renderSite('/speakers', { answers, config: withFlags({ alphanav: true }) });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(screen.queryByRole('navigation', { name: 'Jump to letter' })).not.toBeInTheDocument();
  });

  it('on: over a search grouped A–Z', async () => {
    renderSite('/search?q=a&group=alphabetical', { answers, config: withFlags({ alphanav: true }) });
    expect(await screen.findByRole('navigation', { name: 'Jump to letter' })).toBeInTheDocument();
  });

  it('off: no jump list', async () => {
    renderSite('/contributors', { answers, config: withFlags({ alphanav: false }) });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(screen.queryByRole('navigation', { name: 'Jump to letter' })).not.toBeInTheDocument();
  });
});

describe('preview_mode', () => {
  const answers = { '/search': searchOver() };
  const staff = { uid: 'u1', roles: ['attendee', 'staff'] };

  it('on: staff searches ask for the preview', async () => {
    const { requests } = renderSite('/search?q=a', {
      answers,
      user: staff,
      config: withFlags({ preview_mode: true }),
    });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(searchBodies(requests)).toEqual([{ term: 'a', grouping: 'models', preview: true }]);
  });

  it('on: so do admins’ lists', async () => {
    const { requests } = renderSite('/speakers', {
      answers,
      user: { uid: 'u2', roles: ['admin'] },
      config: withFlags({ preview_mode: true }),
    });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(searchBodies(requests)).toEqual([expect.objectContaining({ models: ['person'], preview: true })]);
  });

  it('on: attendees and visitors do not', async () => {
    const { requests } = renderSite('/search?q=a', {
      answers,
      user: { uid: 'u3', roles: ['attendee'] },
      config: withFlags({ preview_mode: true }),
    });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(searchBodies(requests)).toEqual([{ term: 'a', grouping: 'models' }]);
  });

  it('off: nobody does', async () => {
    const { requests } = renderSite('/search?q=a', {
      answers,
      user: staff,
      config: withFlags({ preview_mode: false }),
    });
    await screen.findByRole('heading', { level: 2, name: '3 results' });
    expect(searchBodies(requests)).toEqual([{ term: 'a', grouping: 'models' }]);
  });
});

describe('every flag off', () => {
  it('still shows the landing page', async () => {
    renderSite('/', { config: { features: ALL_OFF } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
