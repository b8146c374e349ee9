import type { SearchRequest } from '@conf/api-client';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStatusesOf } from '../live/liveStatuses.ts';
import type { FakeResponder } from '../test/fakeApi.ts';
import { eventHit, searchResult, tokyoProgramme } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

const BALLROOM = { id: 'V1', name: 'Ballroom A' };
const AUSTIN_ROOM = { id: 'V2', name: 'Austin Room' };

const hits = [
  // Ended exactly at 10:00: not shown.
  eventHit('E0', 'Early Breakfast', ['2026-03-10', '09:00', '10:00'], { venue: BALLROOM }),
  eventHit('E1', 'Morning Keynote', ['2026-03-10', '09:30', '10:30'], { venue: BALLROOM }),
  // Starts exactly an hour from now: next.
  eventHit('E2', 'Robots in Class', ['2026-03-10', '11:00', '12:00'], { venue: BALLROOM }),
  eventHit('E3', 'Chalk and Light', ['2026-03-10', '10:20', '11:00'], { venue: AUSTIN_ROOM }),
  // Starts a minute after the hour: kept by the page for later, not shown yet.
  eventHit('E4', 'Lunch Talk', ['2026-03-10', '11:01', '12:00'], { venue: AUSTIN_ROOM }),
  // Started last night, runs past midnight: listed under yesterday's date.
  eventHit('E5', 'Hackathon Night', ['2026-03-09', '22:00', '23:59'], {
    venue: AUSTIN_ROOM,
    end_time: '2026-03-10T10:15:00-05:00',
  }),
];

/** The search API: the events of the day the `date` filter names. */
const searching: FakeResponder = ({ body }) => {
  const day = (body as SearchRequest).filters?.find((filter) => filter.field === 'date')?.value;
  const found = hits.filter((hit) => hit.type === 'event' && hit._source.date === day);
  return { status: 200, body: searchResult({ hits: found, total: found.length, grouping: 'date' }) };
};

const statuses = {
  status: 200,
  body: [
    { id: 'E1', status: 'red', message: 'No Longer Seating' },
    { id: 'E2', status: 'none', message: '' },
  ],
};

const answers = { '/search': searching, '/statuses': statuses };

function venueSection(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function itemsOf(section: HTMLElement): string[] {
  return within(section)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('site-now-item'))
    .map((item) => {
      const when = item.querySelector('.site-now-when')?.textContent ?? '';
      const name = within(item).getAllByRole('link')[0]?.textContent ?? '';
      return `${when} | ${name}`;
    });
}

describe('/now (now and next)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 AM in Austin on the demo's second day.
    vi.setSystemTime(new Date('2026-03-10T10:00:00-05:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('during the programme', () => {
    it('asks for yesterday and today in the programme zone, and lists by venue what is on and what starts within the hour', async () => {
      const { requests } = renderSite('/now', { answers });
      expect(await screen.findByRole('heading', { level: 1, name: 'Now and next' })).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Ballroom A' });
      expect(searchBodies(requests)).toEqual([
        { models: ['event'], filters: [{ field: 'date', value: '2026-03-09' }], grouping: 'date' },
        { models: ['event'], filters: [{ field: 'date', value: '2026-03-10' }], grouping: 'date' },
      ]);
      expect(screen.getByText(/^What is on at 10:00AM CT/)).toBeInTheDocument();
      // Venues by name; within one, what is on first, then what is next.
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Austin Room',
        'Ballroom A',
      ]);
      expect(itemsOf(venueSection('Austin Room'))).toEqual([
        'On now · until 10:15AM | Hackathon Night',
        'Next · 10:20AM, in 20 min | Chalk and Light',
      ]);
      expect(itemsOf(venueSection('Ballroom A'))).toEqual([
        'On now · until 10:30AM | Morning Keynote',
        'Next · 11:00AM, in 1 h | Robots in Class',
      ]);
      expect(screen.queryByRole('link', { name: 'Early Breakfast' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Lunch Talk' })).not.toBeInTheDocument();
    });

    it('shows live statuses on the tiles and follows changes', async () => {
      const { deps } = renderSite('/now', { answers });
      const keynote = (await screen.findByRole('link', { name: 'Morning Keynote' })).closest(
        'article',
      ) as HTMLElement;
      await waitFor(() => expect(keynote).toHaveTextContent('Live status: FullNo Longer Seating'));
      act(() => liveStatusesOf(deps.api).store.set([{ id: 'E2', status: 'green', message: '' }]));
      const robots = screen.getByRole('link', { name: 'Robots in Class' }).closest('article') as HTMLElement;
      expect(robots).toHaveTextContent('Live status: Open');
    });

    it('offers Favorite and Share on every tile', async () => {
      renderSite('/now', { answers, config: { origin: 'https://schedule.example.org' } });
      await screen.findByRole('link', { name: 'Morning Keynote' });
      expect(screen.getByRole('button', { name: 'Share Morning Keynote' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Favorite Morning Keynote/ })).toBeInTheDocument();
    });

    it('asks for tomorrow too when the hour crosses midnight', async () => {
      vi.setSystemTime(new Date('2026-03-10T23:30:00-05:00'));
      const { requests } = renderSite('/now', { answers });
      await screen.findByText(/Nothing is on now or in the next hour/);
      expect(
        searchBodies(requests).map((body) => (body as { filters: { value: string }[] }).filters[0]?.value),
      ).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    });
  });

  describe("in another programme's zone", () => {
    it("uses that year's days and zone (Tokyo)", async () => {
      // 10:00 AM in Austin is midnight, the next day, in Tokyo: its yesterday is Austin's today.
      const { requests } = renderSite('/2025/now', {
        answers: {
          '/api/web/2025/programme': { status: 200, body: tokyoProgramme() },
          '/2025/search': searching,
        },
      });
      await screen.findByRole('region', { name: 'Ballroom A' });
      expect(screen.getByText(/^What is on at 12:00AM GMT\+9/)).toBeInTheDocument();
      // The same events, on Tokyo's clock.
      expect(itemsOf(venueSection('Ballroom A'))).toEqual([
        'On now · until 12:30AM | Morning Keynote',
        'Next · 1:00AM, in 1 h | Robots in Class',
      ]);
      expect(
        searchBodies(requests, '/2025/search').map(
          (body) => (body as { filters: { value: string }[] }).filters[0]?.value,
        ),
      ).toEqual(['2026-03-10', '2026-03-11']);
    });
  });

  describe('outside the programme days', () => {
    it('says nothing is on, when the programme runs, and links the full schedule', async () => {
      vi.setSystemTime(new Date('2026-11-29T10:00:00-06:00'));
      renderSite('/now', { answers });
      const empty = await screen.findByText(/Nothing is on now or in the next hour/);
      expect(empty).toHaveTextContent('EDU Summit 2026 runs March 9–12, 2026.');
      expect(within(empty).getByRole('link', { name: 'See the full schedule' })).toHaveAttribute(
        'href',
        '/search/event',
      );
    });
  });

  describe('when the search fails', () => {
    it('says so instead of "nothing is on"', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderSite('/now', { answers: { '/search': { status: 500, body: { message: 'boom' } } } });
      expect(await screen.findByText('What is on could not be loaded right now.')).toBeInTheDocument();
      expect(screen.queryByText(/Nothing is on now/)).not.toBeInTheDocument();
      errors.mockRestore();
    });
  });
});
