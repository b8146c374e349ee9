import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsWidth, PHONE } from '../../test/phone.ts';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { SAMPLE_NAV_ITEMS } from './fixtures.ts';
import { NavMenu } from './NavMenu.tsx';

const navigate = fn();

const meta = {
  title: 'Navigation/NavMenu',
  component: NavMenu,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: {
    items: SAMPLE_NAV_ITEMS,
    currentHref: '/search',
    onOpenChange: fn(),
  },
  decorators: [
    // Links navigate through a router spy: the story frame stays put (as in the site, with react-router).
    (Story) => (
      <UIRouterProvider navigate={navigate}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480 }}>{Story()}</div>
      </UIRouterProvider>
    ),
  ],
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the toggle shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? ''),
    ).not.toBeVisible();
  },
};

/** Opened from the keyboard, a submenu opened with Enter, then Space on another: one submenu at a time. */
export const KeyboardSubmenus: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.tab();
    const schedule = canvas.getByRole('button', { name: 'Schedule' });
    await expect(schedule).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(schedule).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Full Schedule' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    const people = canvas.getByRole('button', { name: 'People' });
    people.focus();
    await userEvent.keyboard(' ');
    await expect(people).toHaveAttribute('aria-expanded', 'true');
    await expect(schedule).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Speakers' })).toBeVisible();
  },
};

/** Escape from inside a submenu closes everything and returns focus to the toggle. */
export const EscapeCloses: Story = {
  tags: ['test-only'],
  args: { defaultOpen: true, defaultOpenSubmenu: 'people' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    canvas.getByRole('link', { name: 'Contributors' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'People' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * An open submenu. From 768 px its prominent entries (Full Schedule, Search) form their own group
 * of large links before the others; narrower, the entries keep their order.
 */
export const OpenSubmenu: Story = {
  args: { defaultOpen: true, defaultOpenSubmenu: 'schedule' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('group', { name: 'Schedule' });
    const wide = canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 768px)').matches ?? false;
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
        'data-layout',
        wide ? 'wide' : 'narrow',
      ),
    );
    const names = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(
      wide
        ? ['Full Schedule', 'Search', 'Sessions', 'Venues']
        : ['Sessions', 'Full Schedule', 'Venues', 'Search'],
    );
  },
};

/** Right to left (the Direction toolbar): the current page's bar at the inline start, the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpen: true, defaultOpenSubmenu: 'schedule' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: 'Search' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // An inset shadow with a negative offset is drawn along the right edge.
    await expect(getComputedStyle(current).boxShadow).toMatch(/-3px 0px 0px 0px inset/);
  },
};

/** On a phone (the `phone` viewport): the open panel spans the window under the toggle, entries in their order. */
export const Phone: Story = {
  globals: { viewport: PHONE },
  args: { defaultOpen: true, defaultOpenSubmenu: 'schedule' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(view.innerWidth).toBe(390);
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-layout', 'narrow'),
    );
    const panel = canvas.getByRole('group', { name: 'Menu' }).getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(panel.width).toBeGreaterThan(view.innerWidth - 32);
    await expect(fitsWidth(canvasElement.ownerDocument)).toBe(true);
  },
};

/** Following a link closes the menu. */
export const FollowLinkCloses: Story = {
  tags: ['test-only'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(navigate).toHaveBeenCalledWith('/');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
