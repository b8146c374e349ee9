import { SITE_ROUTE_PATTERNS, YEARLESS_ONLY } from '@conf/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../test/fakeApi.ts';
import { attendeeRecord, contributorRecord, eventRecord, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { YEAR_ROUTE_ID } from '../yearProgramme.ts';

/** A concrete address for a pattern: `:id` and `:models` filled in. */
function addressOf(pattern: string): string {
  return pattern.replace(':id', 'X1').replace(':models', 'event').replace(':token', 'T0K3N');
}

/** Catalogue answers for the X1 record of every detail route of `year`. */
function recordAnswers(year: number): Record<string, FakeAnswer> {
  const base = `/api/web/${year}`;
  const organization = (type: string) => ({
    id: 'X1',
    entity_id: 'X1',
    year,
    type,
    name: `A ${type}`,
    description: null,
    thumbnail_url: null,
    links: [],
    featured: false,
    publish_at: null,
  });
  const venue = {
    id: 'X1',
    year,
    name: 'Hall A',
    parent_venue: null,
    location: { address: null, latitude: null, longitude: null },
    links: [],
    thumbnail_url: null,
  };
  const bodies: Record<string, unknown> = {
    events: eventRecord({ event_id: 'X1', id: 'X1', year }),
    contributors: contributorRecord({ entity_id: 'X1', year }),
    films: { ...organization('film'), events: [] },
    venues: venue,
    brands: organization('brand'),
    exhibitors: organization('exhibitor'),
    music_fest_presenters: organization('music_fest_presenter'),
  };
  const searches = { status: 200, body: searchResult() };
  return {
    ...Object.fromEntries(
      Object.entries(bodies).map(([kind, body]) => [`${base}/${kind}/X1`, { status: 200, body }]),
    ),
    '/attendees/X1.json': { status: 200, body: attendeeRecord({ uid: 'X1' }) },
    '/search': searches,
    [`/${year}/search`]: searches,
    '/search/attendees': searches,
    '/api/shared-schedules/T0K3N': {
      status: 200,
      body: { owner: { first_name: 'Ada', last_name: 'Byron' }, result: searchResult() },
    },
  };
}

describe('routes', () => {
  describe('every pattern of @conf/core', () => {
    const addresses = [
      ...SITE_ROUTE_PATTERNS.map(addressOf),
      ...SITE_ROUTE_PATTERNS.filter((pattern) => !YEARLESS_ONLY.has(pattern)).map(
        (pattern) => `/2026${pattern === '/' ? '' : addressOf(pattern)}`,
      ),
    ];

    it.each(addresses)('%s renders a page with one main heading, not the 404 screen', async (address) => {
      renderSite(address, { answers: recordAnswers(2026) });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Page not found');
      expect(heading).not.toHaveTextContent('We encountered an error!');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toBeInTheDocument();
    });
  });

  it("keeps a year's programme through new queries of that year, and loads it for another year", async () => {
    const { router } = renderSite('/2026/search/test');
    await screen.findByRole('heading', { level: 1, name: 'Hello' });
    const yearData = () => router.state.loaderData[YEAR_ROUTE_ID];
    const first = yearData();
    expect(first).toMatchObject({ year: 2026 });
    await act(() => router.navigate('/2026/search/test?q=keynote'));
    await act(() => router.navigate('/2026/search/test?page=2'));
    // The same object: the components reading the programme do not render again for a filter.
    expect(yearData()).toBe(first);
    await act(() => router.navigate('/2025/search/test'));
    await waitFor(() => expect(yearData()).toMatchObject({ year: 2025 }));
  });

  it('/{year}/search/test shows Hello', async () => {
    renderSite('/2026/search/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument();
  });

  describe('the page-not-found screen', () => {
    it.each([
      '/no/such/page',
      '/events',
      '/abc',
      '/abc/events/x',
      '/2026.5/speakers',
      '/2026/attendees',
      '/2026/unknown',
    ])('is shown for %s', async (address) => {
      const { requests } = renderSite(address, { config: { supportEmail: 'help@example.com' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(
        screen.getByText(/The page you requested cannot be found\. Check the URL, or/),
      ).toHaveTextContent(
        'The page you requested cannot be found. Check the URL, or contact support if you believe this page should be working.',
      );
      const mail = screen.getByRole('link', { name: 'contact support' });
      expect(mail.getAttribute('href')).toMatch(/^mailto:help@example\.com\?subject=/);
      expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(address);
      await waitFor(() => expect(document.title).toBe('Page not found · EDU Summit 2026'));
      expect(requests).toHaveLength(0);
    });
  });

  describe('other route errors', () => {
    it('show "We encountered an error!" with the message', async () => {
      renderSite('/events/PP1', {
        answers: {
          '/api/web/2026/events/PP1': {
            status: 500,
            body: { status: 500, error: 'internal_error', message: 'Something broke on our side' },
          },
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We encountered an error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Something broke on our side')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toBe('Error · EDU Summit 2026'));
    });

    it('name the status when the API sent no error body', async () => {
      renderSite('/events/PP1', {
        answers: { '/api/web/2026/events/PP1': { status: 502, body: 'Bad gateway' } },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We encountered an error!' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/The request failed with status 502/)).toBeInTheDocument();
    });
  });
});
