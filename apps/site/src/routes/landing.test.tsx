import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/renderSite.tsx';

const config = { badgeUrl: 'https://tickets.example/badges', hotelUrl: 'https://hotels.example/book' };

describe('landing page', () => {
  it('has one main heading, the conference name, and the document title', async () => {
    renderSite('/', { config });
    expect(await screen.findByRole('heading', { level: 1, name: 'EDU Summit 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('EDU Summit 2026');
  });

  it('has banner, main and contentinfo landmarks and a skip link', async () => {
    renderSite('/', { config });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('promotes the full schedule and the recently announced speakers of the landing year', async () => {
    renderSite('/', { config });
    expect(await screen.findByRole('link', { name: 'Full Schedule' })).toHaveAttribute(
      'href',
      '/search/event',
    );
    expect(screen.getByRole('link', { name: 'Recently Announced Speakers' })).toHaveAttribute(
      'href',
      '/2026/speakers',
    );
    expect(screen.getByRole('link', { name: 'Explore Schedule' })).toHaveAttribute(
      'href',
      '/2026/search/event',
    );
  });

  it('links to the hotel booking site in a new tab, and says so', async () => {
    renderSite('/', { config });
    const hotel = await screen.findByRole('link', { name: /Book a Hotel/ });
    expect(hotel).toHaveAttribute('href', 'https://hotels.example/book');
    expect(hotel).toHaveAttribute('target', '_blank');
    expect(hotel.getAttribute('rel')).toContain('noopener');
    expect(hotel).toHaveAccessibleName('Book a Hotel (opens in a new tab)');
  });

  describe('given a signed-out visitor', () => {
    it('offers Buy a Badge on the external badge site, and no favorites', async () => {
      renderSite('/', { config });
      const badge = await screen.findByRole('link', { name: /Buy a Badge/ });
      expect(badge).toHaveAttribute('href', 'https://tickets.example/badges');
      expect(badge).toHaveAttribute('target', '_blank');
      expect(screen.queryByRole('link', { name: 'View Favorites' })).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in user', () => {
    it('offers View Favorites instead of Buy a Badge', async () => {
      renderSite('/', { config, user: { uid: 'u-1', roles: ['attendee'] } });
      expect(await screen.findByRole('link', { name: 'View Favorites' })).toHaveAttribute(
        'href',
        '/2026/favorites/event',
      );
      expect(screen.queryByRole('link', { name: /Buy a Badge/ })).not.toBeInTheDocument();
    });
  });

  describe('under a year', () => {
    it('links to that year', async () => {
      renderSite('/2025', { config });
      expect(await screen.findByRole('link', { name: 'Recently Announced Speakers' })).toHaveAttribute(
        'href',
        '/2025/speakers',
      );
    });
  });

  describe('when a visitor searches', () => {
    it('goes to /search with the term in q', async () => {
      const user = userEvent.setup();
      const { router } = renderSite('/', { config });
      const search = await screen.findByRole('search');
      await user.type(within(search).getByRole('searchbox', { name: 'Search the schedule' }), 'robots');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/search');
      expect(router.state.location.search).toBe('?q=robots');
      expect(screen.getByText(/You searched for “robots”/)).toBeInTheDocument();
    });
  });

  describe('when a visitor follows a link', () => {
    it('moves focus to the new page heading', async () => {
      const user = userEvent.setup();
      renderSite('/', { config });
      await user.click(await screen.findByRole('link', { name: 'Recently Announced Speakers' }));
      const heading = await screen.findByRole('heading', { level: 1, name: 'Speakers' });
      expect(heading).toHaveFocus();
      expect(document.title).toBe('Speakers · EDU Summit 2026');
    });
  });
});
