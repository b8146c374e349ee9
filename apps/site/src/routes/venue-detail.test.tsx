import { DEFAULT_FEATURES } from '@conf/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { searchHit, searchResult, venueRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { searchBodies } from '../test/searchResults.ts';

/** The venue pages exist while the `venues` feature is on. */
const config = { features: { ...DEFAULT_FEATURES, venues: true } };

const eventHit = (id: string, name: string, start: string, venue: { id: string; name: string }) =>
  searchHit('event', id, {
    name,
    start_time: start,
    end_time: null,
    date: start.slice(0, 10),
    event_type: 'session',
    venue,
    canceled: false,
  });

const BUILDING = venueRecord({ id: 'V1', name: 'Hilton Austin Downtown', parent_venue: null });
const SALON_C = { id: 'V10', name: 'Salon C' };
const SALON_D = { id: 'V11', name: 'Salon D' };

const buildingSearch: FakeResponder = () => ({
  status: 200,
  body: searchResult({
    hits: [
      // Out of order on purpose: the page sorts by start time and groups by Chicago day.
      eventHit('E3', 'Late Night Jam', '2026-03-10T23:30:00-05:00', SALON_D),
      eventHit('E1', 'Morning Keynote', '2026-03-09T09:30:00-05:00', SALON_C),
      eventHit('E2', 'Robots in Class', '2026-03-09T13:00:00-05:00', SALON_D),
    ],
  }),
});

const statuses: FakeResponder = ({ body }) => ({
  status: 200,
  body: (body as { ids: string[] }).ids.map((id) =>
    id === 'E1'
      ? { id, status: 'green', message: 'Now Seating Primary Access' }
      : { id, status: 'none', message: '' },
  ),
});

describe('venue page', () => {
  describe('given a visitor on a building’s page', () => {
    it('lists its events and its rooms’ events by day and start time, with live status badges', async () => {
      const { requests } = renderSite('/2026/venues/V1', {
        config,
        answers: {
          '/api/web/2026/venues/V1': { status: 200, body: BUILDING },
          '/2026/search': buildingSearch,
          '/statuses': statuses,
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hilton Austin Downtown' }),
      ).toBeInTheDocument();
      const schedule = screen.getByRole('region', { name: 'Events at Hilton Austin Downtown' });
      const days = within(schedule).getAllByRole('heading', { level: 3 });
      expect(days.map((day) => day.textContent)).toEqual(['Mar 9, 2026', 'Mar 10, 2026']);
      const rows = within(schedule).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Morning Keynote',
        'Robots in Class',
        'Late Night Jam',
      ]);
      expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/2026/events/E1');
      expect(within(rows[0] as HTMLElement).getByText('Salon C')).toBeInTheDocument();
      expect(await within(rows[0] as HTMLElement).findByText('Open')).toBeInTheDocument();
      expect(within(rows[0] as HTMLElement).getByText('Now Seating Primary Access')).toBeInTheDocument();
      expect(within(rows[1] as HTMLElement).queryByText('Open')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Status$/ })).not.toBeInTheDocument();

      const search = requests.find((request) => request.path === '/2026/search');
      expect(search?.body).toEqual({
        models: ['event'],
        filters: [{ field: 'venue_id', value: 'V1', models: ['event'] }],
        grouping: 'date',
        page: 1,
      });
      const statusCalls = requests.filter((request) => request.path === '/statuses');
      expect(statusCalls.map((call) => call.body)).toEqual([{ ids: ['E3', 'E1', 'E2'] }]);
    });
  });

  it('does not name the room on a room’s own page', async () => {
    renderSite('/venues/V10', {
      config,
      answers: {
        '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
        '/search': () => ({
          status: 200,
          body: searchResult({
            hits: [eventHit('E1', 'Morning Keynote', '2026-03-09T09:30:00-05:00', SALON_C)],
          }),
        }),
        '/statuses': statuses,
      },
    });
    const schedule = await screen.findByRole('region', { name: 'Events at Salon C' });
    expect(screen.getByRole('link', { name: 'Hilton Austin Downtown' })).toHaveAttribute(
      'href',
      '/venues/V1',
    );
    expect(screen.getByText('500 E 4th St, Austin, TX')).toBeInTheDocument();
    expect(within(schedule).getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute(
      'href',
      '/events/E1',
    );
    expect(within(schedule).queryByText('Salon C')).not.toBeInTheDocument();
  });

  describe('given venue staff', () => {
    it('shows the selectors instead of badges, and the server’s answer after a change', async () => {
      const user = userEvent.setup();
      const { requests } = renderSite('/2026/venues/V1', {
        config,
        user: { uid: 'staff-1', roles: ['attendee', 'staff'] },
        answers: {
          '/api/web/2026/venues/V1': { status: 200, body: BUILDING },
          '/2026/search': buildingSearch,
          '/statuses': statuses,
          '/statuses/E2': { status: 200, body: { status: 'red', message: 'No Longer Seating' } },
        },
      });
      // The first render loads the lazy route and the header's parts: give it time on a busy machine.
      const group = await screen.findByRole(
        'group',
        { name: 'Live status of Robots in Class' },
        { timeout: 5000 },
      );
      const status = within(group).getByRole('button', { name: /Status$/ });
      await user.click(status);
      await user.click(screen.getByRole('option', { name: 'Filling up' }));
      expect(await within(group).findByText('Saved')).toBeInTheDocument();
      expect(status).toHaveTextContent('Full');
      expect(within(group).getByRole('button', { name: /Venue message$/ })).toHaveTextContent(
        'No Longer Seating',
      );
      const patch = requests.find((request) => request.path === '/statuses/E2');
      expect(patch).toMatchObject({ method: 'PATCH', body: { status: 'yellow' } });
      expect(screen.getByRole('group', { name: 'Live status of Morning Keynote' })).toBeInTheDocument();
    });
  });

  it('still shows the venue when the search fails (logged to the console only)', async () => {
    const logged: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args));
    renderSite('/venues/V10', {
      config,
      answers: {
        '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
        '/search': {
          status: 503,
          body: { status: 503, error: 'internal_error', message: 'Index rebuilding' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon C' })).toBeInTheDocument();
    expect(
      screen.getByText('The schedule of this venue could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(logged).toEqual([['Search failed:', 'Index rebuilding']]);
  });
});

describe('venue list', () => {
  it('lists buildings by name with their rooms, every page of the search', async () => {
    const venue = (id: string, name: string, parent: { id: string; name: string } | null) =>
      searchHit('venue', id, {
        name,
        parent_venue: parent,
        address: parent ? null : `${name} St`,
        thumbnail_url: null,
      });
    const hilton = { id: 'V1', name: 'Hilton Austin Downtown' };
    const { requests } = renderSite('/venues', {
      config,
      answers: {
        '/search': ({ body }) => {
          const page = (body as { page: number }).page;
          return {
            status: 200,
            body: searchResult({
              total: 4,
              page,
              hits:
                page === 1
                  ? [venue('V11', 'Salon D', hilton), venue('V2', 'Convention Center', null)]
                  : [venue('V1', 'Hilton Austin Downtown', null), venue('V10', 'Salon C', hilton)],
            }),
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Venues' })).toBeInTheDocument();
    const buildings = screen.getAllByRole('heading', { level: 2 });
    expect(buildings.map((heading) => heading.textContent)).toEqual([
      'Convention Center',
      'Hilton Austin Downtown',
    ]);
    const rooms = screen.getByRole('list', { name: 'Rooms at Hilton Austin Downtown' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Salon C', '/venues/V10'],
      ['Salon D', '/venues/V11'],
    ]);
    expect(screen.getByText('Convention Center St')).toBeInTheDocument();
    expect(searchBodies(requests)).toEqual([
      { models: ['venue'], page: 1 },
      { models: ['venue'], page: 2 },
    ]);
  });

  it('is the page-not-found screen while the venues feature is off', async () => {
    renderSite('/venues', { answers: {} });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Venues');
  });
});
