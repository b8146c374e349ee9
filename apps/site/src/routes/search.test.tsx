import type { SearchRequest } from '@conf/api-client';
import { SEARCH_PROMPT_MESSAGE } from '@conf/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveStatusesOf } from '../live/liveStatuses.ts';
import { type FakeResponder, type RecordedRequest, requestBodies } from '../test/fakeApi.ts';
import { contributorHit, eventHit, eventTypeAggregation, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { groupHeadings, searchBodies } from '../test/searchResults.ts';

const keynote = eventHit('E1', 'Morning Keynote', ['2026-03-09', '09:00', '10:00'], {
  venue: { id: 'V1', name: 'Ballroom A' },
});
const screening = eventHit('E2', 'Chalk and Light', ['2026-03-10', '19:00', '20:45'], {
  event_type: 'screening',
  venue: { id: 'V2', name: 'Paramount' },
  featured: true,
});
const ada = contributorHit('person', 'P1', 'Ada Byron', { title: 'Teacher', company: 'Lakeside School' });

const eventTypes = eventTypeAggregation({ session: 1, screening: 1 });

/** The search API: results depend on the request's filters, like the real one. */
const searching: FakeResponder = ({ body }) => {
  const request = body as SearchRequest;
  const screeningsOnly = request.filters?.some((filter) => filter.value === 'screening') ?? false;
  const hits = screeningsOnly ? [screening] : [keynote, screening, ada];
  return {
    status: 200,
    body: searchResult({
      id: 's_1',
      hits,
      total: hits.length,
      aggregations: [eventTypes],
      grouping: request.grouping ?? 'models',
      filters: request.filters ?? [],
      models: request.models ?? [],
    }),
  };
};

describe('search page', () => {
  describe('without models, term, filters or hash', () => {
    it('shows the search prompt and runs no search', async () => {
      const { requests } = renderSite('/search', { answers: { '/search': searching } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
      expect(screen.getByText(SEARCH_PROMPT_MESSAGE)).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });
  });

  describe('given a term from the landing form (/search?q=)', () => {
    it('searches every model, groups by type, and counts the results', async () => {
      const { requests } = renderSite('/search?q=robots', { answers: { '/search': searching } });
      expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
      expect(searchBodies(requests)).toEqual([{ term: 'robots', grouping: 'models' }]);
      expect(groupHeadings()).toEqual(['Events', 'Contributors']);
      expect(screen.getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute('href', '/events/E1');
      expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', '/contributors/P1');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('robots');
    });
  });

  describe('given models in the path', () => {
    it('searches the schedule of the year by date', async () => {
      const { requests } = renderSite('/2026/search/event', { answers: { '/2026/search': searching } });
      expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
      expect(searchBodies(requests, '/2026/search')).toEqual([{ models: ['event'], grouping: 'date' }]);
      expect(groupHeadings()).toEqual(['Mar 9, 2026', 'Mar 10, 2026', 'Date to be announced']);
      expect(screen.getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute(
        'href',
        '/2026/events/E1',
      );
      // The events lead to the same schedule as a time grid (issue 16 item 2).
      expect(screen.getByRole('link', { name: 'See a day as a time grid' })).toHaveAttribute(
        'href',
        '/2026/grid',
      );
    });

    it('reads the category ids of the suggestion box', async () => {
      const { requests } = renderSite('/search/contributors?q=ada', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      expect(screen.queryByRole('link', { name: 'See a day as a time grid' })).toBeNull();
      expect(searchBodies(requests)).toEqual([
        { term: 'ada', models: ['artist', 'film', 'person'], grouping: 'models' },
      ]);
    });

    it('shows the page-not-found screen for something that is not a model', async () => {
      const { requests } = renderSite('/search/robots');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it('sends attendees to the attendee directory', async () => {
      const { router } = renderSite('/search/attendee?q=grace', {
        answers: { '/search/attendees': { status: 200, body: searchResult() } },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Attendee Directory' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/attendees');
      expect(router.state.location.search).toBe('?q=grace');
    });
  });

  describe('category tabs', () => {
    it('select the category searched and lead to the others with the term', async () => {
      renderSite('/search?q=robots', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      const tabs = screen.getByRole('tablist', { name: 'Search in' });
      expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(within(tabs).getByRole('tab', { name: 'Events' })).toHaveAttribute(
        'href',
        '/search/events?q=robots',
      );
      expect(within(tabs).getByRole('tab', { name: 'Attendees' })).toHaveAttribute(
        'href',
        '/attendees?q=robots',
      );
      expect(screen.getByRole('tabpanel', { name: 'All' })).toContainElement(
        screen.getByRole('heading', { level: 2, name: '3 results' }),
      );
    });

    it('keep the year, and know a category from its models', async () => {
      renderSite('/2026/search/artist,film,person?q=ada', { answers: { '/2026/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      const tabs = screen.getByRole('tablist', { name: 'Search in' });
      expect(within(tabs).getByRole('tab', { name: 'Contributors' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(tabs).getByRole('tab', { name: 'Venues' })).toHaveAttribute(
        'href',
        '/2026/search/venues?q=ada',
      );
    });

    it('are left out when the models are no category of their own', async () => {
      renderSite('/search/artist', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });
  });

  describe('when the visitor filters', () => {
    it('puts the filter in the address, searches again, and back restores the previous search', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/search/event', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });

      await user.click(screen.getByRole('button', { name: /^Screening/ }));
      expect(await screen.findByRole('heading', { level: 2, name: '1 result' })).toBeInTheDocument();
      const filters = [{ field: 'event_type', value: 'screening' }];
      expect(router.state.location.search).toBe(`?filters=${encodeURIComponent(JSON.stringify(filters))}`);
      expect(searchBodies(requests).at(-1)).toEqual({ models: ['event'], filters, grouping: 'date' });
      expect(screen.getByRole('button', { name: /^Screening/ })).toHaveAttribute('aria-pressed', 'true');

      await act(() => router.navigate(-1));
      expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(searchBodies(requests).at(-1)).toEqual({ models: ['event'], grouping: 'date' });
    });

    it('Clear All removes the term and the filters', async () => {
      const user = userEvent.setup();
      const filters = encodeURIComponent(JSON.stringify([{ field: 'event_type', value: 'screening' }]));
      const { router } = renderSite(`/search/event?q=chalk&filters=${filters}&group=alphabetical`, {
        answers: { '/search': searching },
      });
      await screen.findByRole('heading', { level: 2, name: '1 result' });
      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      expect(router.state.location.search).toBe('?group=alphabetical');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });

    it('searches a new term on submit', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/search/event?page=2', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' chalk {Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=chalk'));
      expect(searchBodies(requests).at(-1)).toEqual({ term: 'chalk', models: ['event'], grouping: 'date' });
    });
  });

  describe('grouping', () => {
    it('groups alphabetically with Featured first, or by type, from the grouping control', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/search?q=a', { answers: { '/search': searching } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      const control = screen.getByRole('navigation', { name: 'Group results' });
      expect(within(control).getByRole('link', { name: 'By type' })).toHaveAttribute('aria-current', 'true');

      await user.click(within(control).getByRole('link', { name: 'A–Z' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=a&group=alphabetical'));
      await waitFor(() => expect(groupHeadings()).toEqual(['Featured', 'A', 'M']));
      expect(searchBodies(requests).at(-1)).toEqual({ term: 'a', grouping: 'alphabetical' });

      await user.click(
        within(screen.getByRole('navigation', { name: 'Group results' })).getByRole('link', {
          name: 'By date',
        }),
      );
      await waitFor(() =>
        expect(groupHeadings()).toEqual(['Mar 9, 2026', 'Mar 10, 2026', 'Date to be announced']),
      );
      expect(router.state.location.search).toBe('?q=a&group=date');
    });
  });

  describe('sharing from a tile (issue 16 item 5)', () => {
    it('offers Share on every tile; without a share sheet it opens the dialog with the page address', async () => {
      const user = userEvent.setup();
      renderSite('/2026/search/event', {
        answers: { '/2026/search': searching },
        config: { origin: 'https://schedule.example.org' },
      });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      expect(screen.getByRole('button', { name: 'Share Ada Byron' })).toBeInTheDocument();
      const share = screen.getByRole('button', { name: 'Share Morning Keynote' });
      expect(share).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(share);
      const dialog = await screen.findByRole('dialog', { name: 'Share Morning Keynote' }, { timeout: 5000 });
      expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
        'https://schedule.example.org/2026/events/E1',
      );
    });

    it('hands the page address to the browser share sheet where there is one', async () => {
      const user = userEvent.setup();
      const share = vi.fn(async () => undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        renderSite('/search/event', {
          answers: { '/search': searching },
          config: { origin: 'https://schedule.example.org' },
        });
        await user.click(await screen.findByRole('button', { name: 'Share Chalk and Light' }));
        expect(share).toHaveBeenCalledWith({
          url: 'https://schedule.example.org/events/E2',
          title: 'Chalk and Light',
        });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });
  });

  describe('live statuses', () => {
    const gone = eventHit('E3', 'Gone Session', ['2026-03-11', '09:00', '10:00'], { canceled: true });
    const listing: FakeResponder = () => ({
      status: 200,
      body: searchResult({ hits: [keynote, screening, gone, ada], grouping: 'date' }),
    });
    const statuses = {
      status: 200,
      body: [
        { id: 'E1', status: 'red', message: 'No Longer Seating' },
        { id: 'E2', status: 'none', message: '' },
        { id: 'E3', status: 'canceled', message: '' },
      ],
    };
    const tileOf = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

    it('show on the event tiles with the results, and follow changes live', async () => {
      const { requests, deps } = renderSite('/search/event', {
        answers: { '/search': listing, '/statuses': statuses },
      });
      await screen.findByRole('link', { name: 'Morning Keynote' }, { timeout: 5000 });
      // The list does not wait for the statuses: they are filled in when they arrive.
      await waitFor(
        () => expect(tileOf('Morning Keynote')).toHaveTextContent('Live status: FullNo Longer Seating'),
        {
          timeout: 5000,
        },
      );
      expect(requestBodies(requests, '/statuses')).toEqual([{ ids: ['E1', 'E2', 'E3'] }]);
      expect(tileOf('Chalk and Light')).not.toHaveTextContent('Live status');
      // A canceled event says so once, not twice.
      expect(within(tileOf('Gone Session')).getAllByText('Canceled')).toHaveLength(1);

      act(() => liveStatusesOf(deps.api).store.set([{ id: 'E2', status: 'yellow', message: '' }]));
      expect(tileOf('Chalk and Light')).toHaveTextContent('Live status: Filling up');
      expect(tileOf('Morning Keynote')).toHaveTextContent('Live status: FullNo Longer Seating');
    });
  });

  describe('pages of results', () => {
    const paged: FakeResponder = ({ body }) => {
      const page = (body as SearchRequest).page ?? 1;
      return {
        status: 200,
        body: searchResult({
          hits: [page === 1 ? keynote : ada],
          total: 130,
          page,
          per_page: 60,
        }),
      };
    };

    it('links the pages, asks for the page, and moves focus to the new results', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/search?q=a', { answers: { '/search': paged } });
      await screen.findByRole('heading', { level: 2, name: '130 results' });
      const pages = screen.getByRole('navigation', { name: 'Pages of results' });
      expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);
      await user.click(within(pages).getByRole('link', { name: 'Next' }));
      expect(await screen.findByRole('link', { name: 'Ada Byron' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?q=a&page=2');
      expect(searchBodies(requests).at(-1)).toEqual({ term: 'a', grouping: 'models', page: 2 });
      expect(screen.getByRole('heading', { level: 2, name: '130 results' })).toHaveFocus();
      expect(screen.getByText('Showing 61–61 of 130')).toBeInTheDocument();
    });
  });

  describe('empty and failed searches', () => {
    const nothing = { status: 200, body: searchResult({ hits: [], total: 0 }) };

    it('says nothing matched a term or filters', async () => {
      renderSite('/search?q=zzzz', { answers: { '/search': nothing } });
      expect(await screen.findByText(/Sorry, but nothing matched your search terms/)).toBeInTheDocument();
    });

    it('says more is coming for an empty listing', async () => {
      renderSite('/search/film', { answers: { '/search': nothing } });
      expect(await screen.findByText('Stay tuned, more events should be added soon!')).toBeInTheDocument();
    });

    it('logs a failed search to the console and keeps the page usable', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderSite('/search?q=robots', {
        answers: {
          '/search': { status: 429, body: { status: 429, error: 'too_many_requests', message: 'Slow down' } },
        },
      });
      expect(await screen.findByText(/The search could not be completed/)).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('Search failed:', 'Slow down');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('robots');
    });
  });

  describe('search conversions', () => {
    const answers = { '/search': searching, '/search/conversions': { status: 204 } };
    const conversions = (requests: readonly RecordedRequest[]) =>
      requestBodies(requests, '/search/conversions');

    it('records a left click on a result with the search id', async () => {
      const user = userEvent.setup();
      const { requests } = renderSite('/search?q=robots', {
        answers: {
          ...answers,
          '/api/web/2026/events/E1': { status: 404, body: { status: 404, error: 'not_found', message: 'x' } },
        },
      });
      await user.click(await screen.findByRole('link', { name: 'Morning Keynote' }));
      await waitFor(() =>
        expect(conversions(requests)).toEqual([
          { search_id: 's_1', convertable_type: 'event', convertable_id: 'E1' },
        ]),
      );
    });

    it('records a middle click and Enter, not a right click or another key', async () => {
      const { requests } = renderSite('/search?q=robots', { answers });
      const link = await screen.findByRole('link', { name: 'Ada Byron' });
      fireEvent.mouseUp(link, { button: 1 });
      fireEvent.mouseUp(link, { button: 2 });
      fireEvent.contextMenu(link, { button: 2 });
      fireEvent.keyDown(link, { key: 'Tab' });
      fireEvent.keyDown(link, { key: 'Enter' });
      await waitFor(() => expect(conversions(requests)).toHaveLength(2));
      expect(conversions(requests)).toEqual([
        { search_id: 's_1', convertable_type: 'person', convertable_id: 'P1' },
        { search_id: 's_1', convertable_type: 'person', convertable_id: 'P1' },
      ]);
    });

    it('records nothing when the search has no id', async () => {
      // The first search has no id; a later one has (and one more result, to tell its page apart).
      const withoutIdFirst: FakeResponder = (request) => {
        const answer = searching(request);
        const body = answer.body as { total: number };
        const later = (request.body as SearchRequest).term !== 'robots';
        return {
          ...answer,
          body: later ? { ...body, id: 's_2', total: body.total + 1 } : { ...body, id: '' },
        };
      };
      const user = userEvent.setup();
      const { requests } = renderSite('/search?q=robots', {
        answers: { ...answers, '/search': withoutIdFirst },
      });
      fireEvent.mouseUp(await screen.findByRole('link', { name: 'Ada Byron' }), { button: 1 });
      // No event says "nothing was sent": a click that must come after it is recorded, and alone.
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' again{Enter}');
      await screen.findByRole('heading', { level: 2, name: '4 results' });
      fireEvent.mouseUp(screen.getByRole('link', { name: 'Ada Byron' }), { button: 1 });
      await waitFor(() => expect(conversions(requests)).toHaveLength(1));
      expect(conversions(requests)).toEqual([
        { search_id: 's_2', convertable_type: 'person', convertable_id: 'P1' },
      ]);
    });
  });
});
