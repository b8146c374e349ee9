import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { filmRecord, organizationRecord, searchHit, searchResult, venueRecord } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';

describe('film page', () => {
  const answers = { '/api/web/2026/films/F500': { status: 200, body: filmRecord() } };

  it('shows the film, its screenings and its links without blank ones', async () => {
    renderSite('/films/F500', { answers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chalk and Light' })).toBeInTheDocument();
    expect(screen.getByText('Film & TV Project')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Still from Chalk and Light' })).toHaveAttribute(
      'src',
      '/images/film/F500.svg',
    );
    expect(
      within(screen.getByRole('region', { name: 'About' })).getByText('A year inside a rural classroom.'),
    ).toBeInTheDocument();
    const screenings = screen.getByRole('region', { name: 'Screenings' });
    expect(within(screenings).getByRole('link', { name: 'Chalk and Light: Premiere' })).toHaveAttribute(
      'href',
      '/events/SC1',
    );
    expect(within(screenings).getByText('7:00PM–8:45PM CT')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Links' });
    expect(within(links).getAllByRole('link')).toHaveLength(1);
    expect(within(links).getByRole('link', { name: 'Website (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.org/chalk-and-light',
    );
  });

  it('keeps the year in its links and says when nothing is scheduled', async () => {
    renderSite('/2025/films/F500', {
      answers: {
        '/api/web/2025/films/F500': { status: 200, body: filmRecord({ year: 2025, events: [], links: [] }) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chalk and Light' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Screenings' })).getByText(/No events announced yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Links' })).not.toBeInTheDocument();
  });

  it('shows the page-not-found screen for an unknown film', async () => {
    renderSite('/films/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('brand, exhibitor and music presenter pages', () => {
  it.each([
    ['/brands/B600', '/api/web/2026/brands/B600', 'brand', 'Brand'],
    ['/exhibitors/B600', '/api/web/2026/exhibitors/B600', 'exhibitor', 'Exhibitor'],
    [
      '/music_fest_presenters/B600',
      '/api/web/2026/music_fest_presenters/B600',
      'music_fest_presenter',
      'Music Presenter',
    ],
  ] as const)(
    '%s shows the %s with its kind, description and links',
    async (address, apiPath, type, label) => {
      renderSite(address, {
        answers: { [apiPath]: { status: 200, body: organizationRecord({ type }) } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Acme Learning' })).toBeInTheDocument();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Logo of Acme Learning' })).toBeInTheDocument();
      expect(screen.getByText('Tools for classrooms.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Website (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://example.org/acme',
      );
    },
  );

  it('notes a record published in the future (preview)', async () => {
    renderSite('/brands/B600', {
      answers: {
        '/api/web/2026/brands/B600': {
          status: 200,
          body: organizationRecord({ publish_at: '2099-05-01T09:00:00-05:00', description: null }),
        },
      },
    });
    expect(await screen.findByText('Visible after May 1, 2099')).toBeInTheDocument();
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
  });
});

describe('venue page', () => {
  const eventHit = (id: string, name: string, venue: { id: string; name: string }) =>
    searchHit('event', id, {
      name,
      start_time: '2026-03-09T09:30:00-05:00',
      end_time: '2026-03-09T10:30:00-05:00',
      date: '2026-03-09',
      event_type: 'session',
      venue,
    });
  const searchOfBuilding: FakeResponder = () => ({
    status: 200,
    body: searchResult({
      hits: [
        eventHit('E1', 'Morning Keynote', { id: 'V10', name: 'Salon C' }),
        eventHit('E2', 'Robots in Class', { id: 'V11', name: 'Salon D' }),
      ],
      total: 2,
    }),
  });

  it('shows the building it is part of, the address and the events in this room', async () => {
    const { requests } = renderSite('/venues/V10', {
      answers: {
        '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
        '/search': searchOfBuilding,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon C' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hilton Austin Downtown' })).toHaveAttribute(
      'href',
      '/venues/V1',
    );
    expect(screen.getByText('500 E 4th St, Austin, TX')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Events at Salon C' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(1);
    expect(within(events).getByRole('link', { name: 'Morning Keynote' })).toHaveAttribute(
      'href',
      '/events/E1',
    );
    expect(screen.getByRole('link', { name: 'All 2 events at Hilton Austin Downtown' })).toHaveAttribute(
      'href',
      `/search/event?filters=${encodeURIComponent('[{"field":"venue","value":"V1","models":["event"]}]')}`,
    );
    const search = requests.find((request) => request.path === '/search');
    expect(search?.method).toBe('POST');
    expect(search?.body).toEqual({
      models: ['event'],
      filters: [{ field: 'venue', value: 'V1', models: ['event'] }],
      grouping: 'date',
    });
  });

  it('lists every event of a building under its year', async () => {
    const { requests } = renderSite('/2026/venues/V1', {
      answers: {
        '/api/web/2026/venues/V1': {
          status: 200,
          body: venueRecord({ id: 'V1', name: 'Hilton Austin Downtown', parent_venue: null }),
        },
        '/2026/search': searchOfBuilding,
      },
    });
    const events = await screen.findByRole('region', { name: 'Events at Hilton Austin Downtown' });
    expect(within(events).getByRole('link', { name: 'Robots in Class' })).toHaveAttribute(
      'href',
      '/2026/events/E2',
    );
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^All \d+ events/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === '/2026/search')).toBe(true);
  });

  it('still shows the venue when the search fails (logged to the console only)', async () => {
    const logged: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args));
    renderSite('/venues/V10', {
      answers: {
        '/api/web/2026/venues/V10': { status: 200, body: venueRecord() },
        '/search': {
          status: 503,
          body: { status: 503, error: 'internal_error', message: 'Index rebuilding' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salon C' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Events at/ })).not.toBeInTheDocument();
    expect(logged).toEqual([['Search failed:', 'Index rebuilding']]);
  });
});
