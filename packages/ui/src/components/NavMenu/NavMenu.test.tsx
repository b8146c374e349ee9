import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_NAV_ITEMS } from './fixtures.ts';
import { NavMenu } from './NavMenu.tsx';
import { groupByProminence } from './navItems.ts';

/** jsdom has no `matchMedia`: the menu reads `innerWidth` and follows `resize` (the fallback path). */
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderMenu(width: number) {
  setWidth(width);
  const user = userEvent.setup();
  render(
    <>
      <NavMenu items={SAMPLE_NAV_ITEMS} currentHref="/search" />
      <p>Page content</p>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Menu' }) };
}

function labels(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

afterEach(() => setWidth(1024));

describe('groupByProminence', () => {
  it('puts prominent entries in their own group, each group in the given order', () => {
    const schedule = SAMPLE_NAV_ITEMS[1];
    if (!schedule || !('children' in schedule)) throw new Error('fixture changed');
    const { prominent, normal } = groupByProminence(schedule.children);
    expect(prominent.map((e) => e.label)).toEqual(['Full Schedule', 'Search']);
    expect(normal.map((e) => e.label)).toEqual(['Sessions', 'Venues']);
  });
});

describe('NavMenu', () => {
  describe('given a closed menu', () => {
    it('is a navigation landmark whose toggle controls the hidden panel', () => {
      const { toggle } = renderMenu(375);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    });

    it('opens with Enter on the toggle and closes again with Space', async () => {
      const { user, toggle } = renderMenu(375);
      await user.tab();
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('when a submenu is opened from the keyboard', () => {
    it('opens on Enter or Space, one at a time, and marks the current page', async () => {
      const { user, toggle } = renderMenu(375);
      await user.click(toggle);
      const schedule = screen.getByRole('button', { name: 'Schedule' });
      const people = screen.getByRole('button', { name: 'People' });
      await user.tab(); // Home
      await user.tab();
      expect(schedule).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(schedule).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
      // Tab through the four open entries to the next submenu toggle.
      await user.tab();
      await user.tab();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(people).toHaveFocus();
      await user.keyboard(' ');
      expect(people).toHaveAttribute('aria-expanded', 'true');
      expect(schedule).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Full Schedule' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Speakers' })).toBeVisible();
    });

    it('closes the menu and every submenu with Escape, focus back on the toggle', async () => {
      const { user, toggle } = renderMenu(375);
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'People' }));
      screen.getByRole('link', { name: 'Contributors' }).focus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      await user.click(toggle);
      expect(screen.getByRole('button', { name: 'People' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('below 768 px', () => {
    it('keeps submenu entries in their given order', async () => {
      const { user, toggle } = renderMenu(375);
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      const lists = screen.getAllByRole('list').filter((list) => list.dataset.group !== undefined);
      expect(lists).toHaveLength(0);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-layout', 'narrow');
      const panel = screen.getByRole('group', { name: 'Schedule' });
      expect(labels(panel)).toEqual(['Sessions', 'Full Schedule', 'Venues', 'Search']);
    });

    it('closes on a click outside the navigation', async () => {
      const { user, toggle } = renderMenu(375);
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      await user.click(screen.getByText('Page content'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('at 768 px and wider', () => {
    it('groups each submenu into prominent and normal entries', async () => {
      const { user, toggle } = renderMenu(768);
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      const panel = screen.getByRole('group', { name: 'Schedule' });
      const [prominent, normal] = within(panel).getAllByRole('list');
      expect(prominent).toHaveAttribute('data-group', 'prominent');
      expect(labels(prominent as HTMLElement)).toEqual(['Full Schedule', 'Search']);
      expect(normal).toHaveAttribute('data-group', 'normal');
      expect(labels(normal as HTMLElement)).toEqual(['Sessions', 'Venues']);
    });

    it('stays open on a click outside', async () => {
      const { user, toggle } = renderMenu(1024);
      await user.click(toggle);
      await user.click(screen.getByText('Page content'));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('regroups 300 ms after the window is resized across the breakpoint', async () => {
      const { user, toggle } = renderMenu(1024);
      await user.click(toggle);
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      vi.useFakeTimers();
      try {
        setWidth(500);
        act(() => {
          window.dispatchEvent(new Event('resize'));
        });
        act(() => vi.advanceTimersByTime(299));
        expect(screen.getByRole('navigation')).toHaveAttribute('data-layout', 'wide');
        act(() => vi.advanceTimersByTime(1));
        expect(screen.getByRole('navigation')).toHaveAttribute('data-layout', 'narrow');
        const panel = screen.getByRole('group', { name: 'Schedule' });
        expect(labels(panel)).toEqual(['Sessions', 'Full Schedule', 'Venues', 'Search']);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('closes after a link is followed', async () => {
    const { user, toggle } = renderMenu(375);
    await user.click(toggle);
    const home = screen.getByRole('link', { name: 'Home' });
    home.addEventListener('click', (event) => event.preventDefault());
    await user.click(home);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<NavMenu items={SAMPLE_NAV_ITEMS} isOpen onOpenChange={onOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
