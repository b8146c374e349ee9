import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, LinkButton } from './Link.tsx';
import { UIRouterProvider } from './UIRouterProvider.tsx';

/**
 * Clicks `link` and tells whether the page took the click over (prevented the browser's
 * navigation); the click never reaches jsdom's navigation, which it does not implement.
 */
function clickIsTakenOver(link: HTMLElement, init?: MouseEventInit): boolean {
  let taken = false;
  const afterEveryone = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterEveryone);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterEveryone);
  return taken;
}

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
      expect(navigate).toHaveBeenCalledWith('/search/event');
    });

    it('leaves a click with a modifier key to the browser (a new tab or window)', () => {
      const navigate = vi.fn();
      render(
        <UIRouterProvider navigate={navigate}>
          <Link href="/search/event">Full Schedule</Link>
        </UIRouterProvider>,
      );
      const link = screen.getByRole('link', { name: 'Full Schedule' });
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
        expect(clickIsTakenOver(link, { [modifier]: true })).toBe(false);
      }
      expect(clickIsTakenOver(link, { button: 1 })).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('leaves external links, other targets and downloads to the browser', () => {
      const navigate = vi.fn();
      render(
        <UIRouterProvider navigate={navigate}>
          <p>
            <Link href="https://example.org/hotels" isExternal>
              Book a Hotel
            </Link>
            <Link href="https://example.org/badges">Buy a Badge</Link>
            <Link href="/calendar.ics" download>
              Add to calendar
            </Link>
          </p>
        </UIRouterProvider>,
      );
      for (const name of ['Book a Hotel (opens in a new tab)', 'Buy a Badge', 'Add to calendar']) {
        expect(clickIsTakenOver(screen.getByRole('link', { name }))).toBe(false);
      }
      expect(navigate).not.toHaveBeenCalled();
    });

    it('tells its onPress and onClick of a followed link, and a handled click is not followed', async () => {
      const user = userEvent.setup();
      const navigate = vi.fn();
      const onPress = vi.fn();
      render(
        <UIRouterProvider navigate={navigate}>
          <Link href="/2026/speakers" onPress={onPress}>
            Speakers
          </Link>
          <Link href="/2026/venues" onClick={(event) => event.preventDefault()}>
            Venues
          </Link>
        </UIRouterProvider>,
      );
      expect(clickIsTakenOver(screen.getByRole('link', { name: 'Speakers' }))).toBe(true);
      expect(onPress).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/2026/speakers');
      await user.click(screen.getByRole('link', { name: 'Venues' }));
      expect(navigate).toHaveBeenCalledTimes(1);
    });
  });

  it('is a plain anchor without a router: the browser follows it', () => {
    render(<Link href="/2026/speakers">Speakers</Link>);
    expect(clickIsTakenOver(screen.getByRole('link', { name: 'Speakers' }))).toBe(false);
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

  it('navigates with the router like a Link', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <UIRouterProvider navigate={navigate}>
        <LinkButton href="/search/event">Full Schedule</LinkButton>
      </UIRouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Full Schedule' }));
    expect(navigate).toHaveBeenCalledWith('/search/event');
  });
});
