import type { SearchRequest } from '@conf/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeResponder } from '../test/fakeApi.ts';
import { contributorHit, searchResult } from '../test/fixtures.ts';
import { renderSite } from '../test/renderSite.tsx';
import { groupHeadings, searchBodies } from '../test/searchResults.ts';

const grace = contributorHit('person', 'P2', 'Grace Hopper', {
  title: 'Admiral',
  company: 'Navy',
  featured: true,
  publish_at: '2026-02-10T09:00:00-06:00',
});
const ada = contributorHit('person', 'P1', 'Ada Byron', {
  title: 'Teacher',
  company: 'Lakeside School',
  publish_at: '2026-02-01T09:00:00-06:00',
});
const band = contributorHit('artist', 'A1', 'The Chalkboards', { genre: 'Indie' });

const listing: FakeResponder = ({ body }) => {
  const request = body as SearchRequest;
  const hits = [grace, ada, band].filter((hit) => request.models?.includes(hit.type) ?? true);
  return {
    status: 200,
    body: searchResult({
      hits,
      total: hits.length,
      page: request.page ?? 1,
      grouping: request.grouping ?? 'models',
    }),
  };
};

describe('contributor lists', () => {
  describe('/speakers', () => {
    it('lists persons, published date first by default', async () => {
      const { requests } = renderSite('/speakers', { answers: { '/search': listing } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: '2 results' })).toBeInTheDocument();
      expect(searchBodies(requests)).toEqual([{ models: ['person'], sort: 'published' }]);
      const sort = screen.getByRole('navigation', { name: 'Sort' });
      expect(within(sort).getByRole('link', { name: 'By Date' })).toHaveAttribute('aria-current', 'true');
      expect(within(sort).getByRole('link', { name: 'By Name' })).toHaveAttribute(
        'href',
        '/speakers?order=name',
      );
      expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/contributors/P2');
      // In the search's order under one heading: persons have no day to group by.
      expect(groupHeadings('2 results')).toEqual(['Contributors']);
    });
  });

  describe('/{year}/artists', () => {
    it('lists artists of that year', async () => {
      const { requests } = renderSite('/2025/artists', { answers: { '/2025/search': listing } });
      expect(await screen.findByRole('heading', { level: 2, name: '1 result' })).toBeInTheDocument();
      expect(searchBodies(requests, '/2025/search')).toEqual([{ models: ['artist'], sort: 'published' }]);
      expect(screen.getByRole('link', { name: 'The Chalkboards' })).toHaveAttribute(
        'href',
        '/2025/artists/A1',
      );
    });
  });

  describe('/contributors', () => {
    it('shows artists and persons by name, Featured first', async () => {
      const { requests } = renderSite('/contributors', { answers: { '/search': listing } });
      expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
      expect(searchBodies(requests)).toEqual([{ models: ['artist', 'person'], grouping: 'alphabetical' }]);
      expect(groupHeadings('3 results')).toEqual(['Featured', 'A', 'T']);
    });

    it('reads the models filter from the query, artist and person only', async () => {
      const { requests } = renderSite('/contributors?models=person,film', {
        answers: { '/search': listing },
      });
      expect(await screen.findByRole('heading', { level: 2, name: '2 results' })).toBeInTheDocument();
      expect(searchBodies(requests)).toEqual([{ models: ['person'], grouping: 'alphabetical' }]);
      const show = screen.getByRole('navigation', { name: 'Show' });
      expect(within(show).getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'true');
      expect(within(show).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/contributors');
    });

    it('treats an empty models filter as both', async () => {
      const { requests } = renderSite('/contributors?models=', { answers: { '/search': listing } });
      await screen.findByRole('heading', { level: 2, name: '3 results' });
      expect(searchBodies(requests)).toEqual([{ models: ['artist', 'person'], grouping: 'alphabetical' }]);
    });

    it('switches to By Date and keeps the models', async () => {
      const user = userEvent.setup();
      const { router, requests } = renderSite('/contributors?models=artist', {
        answers: { '/search': listing },
      });
      await screen.findByRole('heading', { level: 2, name: '1 result' });
      await user.click(
        within(screen.getByRole('navigation', { name: 'Sort' })).getByRole('link', { name: 'By Date' }),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?models=artist&order=date'));
      await waitFor(() =>
        expect(searchBodies(requests).at(-1)).toEqual({ models: ['artist'], sort: 'published' }),
      );
    });

    it('pages 60 at a time', async () => {
      const many: FakeResponder = ({ body }) => ({
        status: 200,
        body: searchResult({ hits: [ada], total: 200, page: (body as SearchRequest).page ?? 1 }),
      });
      const { requests } = renderSite('/contributors?page=3', { answers: { '/search': many } });
      await screen.findByRole('heading', { level: 2, name: '200 results' });
      expect(searchBodies(requests)).toEqual([
        { models: ['artist', 'person'], grouping: 'alphabetical', page: 3 },
      ]);
      const pages = screen.getByRole('navigation', { name: 'Pages of results' });
      expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
        'href',
        '/contributors?page=4',
      );
      expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
        'href',
        '/contributors?page=2',
      );
      expect(within(pages).queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
    });
  });
});
