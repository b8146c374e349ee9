import type { SearchRequest } from '@conf/api-client';
import { DEFAULT_FEATURES } from '@conf/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { searchHit, searchResult, tokyoProgramme, venueRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';

// The routes load their modules lazily; on a busy machine the first screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

const on = { features: { ...DEFAULT_FEATURES, nearby: true } };

const venueHits = [
  searchHit('venue', 'V1', { name: 'Austin Convention Center', parent_venue: null }),
  searchHit('venue', 'V2', { name: 'The Driskill', parent_venue: null }),
  searchHit('venue', 'V9', { name: 'Driskill Ballroom', parent_venue: { id: 'V2', name: 'The Driskill' } }),
  searchHit('venue', 'V3', { name: 'Moody Center', parent_venue: null }),
];
const LOCATIONS: Record<string, { latitude: number; longitude: number }> = {
  V1: { latitude: 30.2635, longitude: -97.7396 },
  V2: { latitude: 30.2682, longitude: -97.7419 },
  V3: { latitude: 30.2817, longitude: -97.7331 },
};
const event = (id: string, name: string, start: string, venue: { id: string; name: string }) =>
  searchHit('event', id, { name, start_time: start, end_time: null, date: start.slice(0, 10), venue });
const eventHits = [
  event('E1', 'Ballroom Talk', '2026-03-09T14:30:00-05:00', { id: 'V9', name: 'Driskill Ballroom' }),
  event('E2', 'Hall Session', '2026-03-09T14:15:00-05:00', { id: 'V1', name: 'Austin Convention Center' }),
  event('E3', 'Evening Show', '2026-03-09T19:00:00-05:00', { id: 'V1', name: 'Austin Convention Center' }),
];

/** The search API: venues, or events on the filtered days at the filtered buildings. */
const searching: FakeResponder = ({ body }) => {
  const request = body as SearchRequest;
  if (request.models?.includes('venue')) {
    return { status: 200, body: searchResult({ hits: venueHits }) };
  }
  const buildings = request.filters?.filter((f) => f.field === 'venue').map((f) => f.value) ?? [];
  const buildingOf = (id: string) => (id === 'V9' ? 'V2' : id);
  const hits = eventHits.filter(
    (hit) => hit.type === 'event' && buildings.includes(buildingOf(hit._source.venue?.id ?? '')),
  );
  return { status: 200, body: searchResult({ hits }) };
};

const answers = {
  '/search': searching,
  ...Object.fromEntries(
    Object.entries(LOCATIONS).map(([id, location]) => [
      `/api/web/2026/venues/${id}`,
      {
        status: 200,
        body: venueRecord({ id, parent_venue: null, location: { address: null, ...location } }),
      },
    ]),
  ),
};

describe('/nearby', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T14:00:00-05:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the page-not-found screen with the nearby feature off', async () => {
    const { requests } = renderSite('/nearby', { answers, config: { features: DEFAULT_FEATURES } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  describe('with the nearby feature on', () => {
    it('offers the top-level venues to choose from', async () => {
      renderSite('/nearby', { answers, config: on });
      const select = await screen.findByRole('combobox', { name: 'You are at' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a venue', 'Austin Convention Center', 'Moody Center', 'The Driskill']);
      expect(screen.getByRole('combobox', { name: 'Starting within' })).toHaveValue('120');
      expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('1000');
    });

    it('shows the events starting in the next 2 hours within 1 km of the chosen venue', async () => {
      const user = userEvent.setup();
      const { requests, router } = renderSite('/nearby', { answers, config: on });
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'You are at' }),
        'Austin Convention Center',
      );
      await user.click(screen.getByRole('button', { name: 'Show events nearby' }));
      const results = await screen.findByRole('region', {
        name: 'Starting in the next 2 hours within 1.0 km of Austin Convention Center',
      });
      expect(router.state.location.search).toBe('?venue=V1&within=120&radius=1000');
      const items = within(results).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
        'Hall Session',
        'Ballroom Talk',
      ]);
      expect(items[0]).toHaveTextContent('here');
      expect(items[1]).toHaveTextContent('The Driskill, Driskill Ballroom · 570 m away');
      expect(searchBodies(requests).at(-1)).toEqual({
        models: ['event'],
        grouping: 'date',
        filters: [
          { field: 'date', value: '2026-03-09' },
          { field: 'venue', value: 'V1' },
          { field: 'venue', value: 'V2' },
        ],
      });
    });

    it('says so when nothing starts soon', async () => {
      renderSite('/nearby?venue=V3&within=30&radius=500', { answers, config: on });
      expect(
        await screen.findByText(
          'Nothing starts that soon around here. Try a longer time or a greater distance.',
        ),
      ).toBeInTheDocument();
    });

    it('says so when venue locations are not available', async () => {
      renderSite('/nearby', { answers: { '/search': searching }, config: on });
      expect(
        await screen.findByText('Venue locations are not available, so nothing can be found nearby.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'You are at' })).not.toBeInTheDocument();
    });

    describe("on another year's address", () => {
      /** 2025 is a Tokyo programme: at 09:30 in Tokyo it is still the day before in Chicago (the landing zone). */
      const tokyo = tokyoProgramme();
      const opening = searchHit('event', 'T1', {
        name: 'Opening in Tokyo',
        start_time: '2025-05-20T10:00:00+09:00',
        end_time: '2025-05-20T10:45:00+09:00',
        date: '2025-05-20',
        venue: { id: 'V1', name: 'Austin Convention Center' },
      });
      const tokyoAnswers = {
        '/api/web/2025/programme': { status: 200, body: tokyo },
        '/2025/search': ({ body }: { body: unknown }) => {
          const request = body as SearchRequest;
          const days = request.filters?.filter((f) => f.field === 'date').map((f) => f.value) ?? [];
          if (request.models?.includes('venue'))
            return { status: 200, body: searchResult({ hits: venueHits }) };
          return { status: 200, body: searchResult({ hits: days.includes('2025-05-20') ? [opening] : [] }) };
        },
        ...Object.fromEntries(
          Object.entries(LOCATIONS).map(([id, location]) => [
            `/api/web/2025/venues/${id}`,
            {
              status: 200,
              body: venueRecord({ id, parent_venue: null, location: { address: null, ...location } }),
            },
          ]),
        ),
      };

      it("searches the days of the year's programme zone and shows its times in that zone", async () => {
        vi.setSystemTime(new Date('2025-05-20T09:30:00+09:00'));
        const { requests } = renderSite('/2025/nearby?venue=V1&within=120&radius=1000', {
          answers: tokyoAnswers,
          config: on,
        });
        const results = await screen.findByRole('region', {
          name: 'Starting in the next 2 hours within 1.0 km of Austin Convention Center',
        });
        expect(within(results).getByText(/^From 9:30AM GMT\+9/)).toBeInTheDocument();
        const [item] = within(results).getAllByRole('listitem');
        expect(item).toHaveTextContent('Opening in Tokyo');
        expect(item).toHaveTextContent('10:00AM\u201310:45AM GMT+9');
        const last = searchBodies(requests, '/2025/search').at(-1) as SearchRequest;
        expect(last.filters?.filter((f) => f.field === 'date')).toEqual([
          { field: 'date', value: '2025-05-20' },
        ]);
      });
    });

    it('links the venues only with the venues feature on', async () => {
      renderSite('/nearby?venue=V1', { answers, config: { features: { ...on.features, venues: true } } });
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'The Driskill' })).toHaveAttribute('href', '/venues/V2'),
      );
    });
  });
});
