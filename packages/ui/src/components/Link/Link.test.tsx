import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, LinkButton } from './Link.tsx';
import { UIRouterProvider } from './UIRouterProvider.tsx';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/2026/speakers">Recently Announced Speakers</Link>);
    const link = screen.getByRole('link', { name: 'Recently Announced Speakers' });
    expect(link).toHaveAttribute('href', '/2026/speakers');
    expect(link).toHaveClass('conf-Link');
  });

  describe('inside a UIRouterProvider', () => {
    it('navigates with the router on click and on Enter instead of loading the page', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      render(
        <UIRouterProvider navigate={navigate} useHref={(href) => `/vite${href}`}>
          <Link href="/search/event">Full Schedule</Link>
        </UIRouterProvider>,
      );
      const link = screen.getByRole('link', { name: 'Full Schedule' });
      expect(link).toHaveAttribute('href', '/vite/search/event');
      await user.click(link);
      await user.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledTimes(2);
      expect(navigate).toHaveBeenCalledWith('/search/event', undefined);
    });
  });

  describe('when external', () => {
    it('opens in a new tab and says so to assistive technology', () => {
      // Inside a paragraph: the hidden hint is phrasing content, so React reports no nesting error.
      render(
        <p>
          <Link href="https://example.org/hotels" isExternal>
            Book a Hotel
          </Link>
        </p>,
      );
      const link = screen.getByRole('link', { name: 'Book a Hotel (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button with a variant', () => {
    render(
      <LinkButton href="/search/event" variant="primary">
        Full Schedule
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Full Schedule' });
    expect(link).toHaveAttribute('data-variant', 'primary');
    expect(link).toHaveClass('conf-Button', 'conf-LinkButton');
  });
});
