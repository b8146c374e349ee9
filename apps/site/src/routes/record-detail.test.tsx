import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filmRecord, organizationRecord } from '../test/fixtures.ts';
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
