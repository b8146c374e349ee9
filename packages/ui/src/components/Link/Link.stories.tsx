import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LinkButton } from './Link.tsx';
import { UIRouterProvider } from './UIRouterProvider.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/2026/speakers', children: 'Recently Announced Speakers' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const External: Story = {
  args: { href: 'https://example.org/hotels', isExternal: true, children: 'Book a Hotel' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book a Hotel (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Explore the whole 2026 schedule of sessions, screenings, showcases and workshops across every venue',
  },
  decorators: [(Story) => <p style={{ maxWidth: 320 }}>{Story()}</p>],
};

const navigate = fn();

/** Inside `UIRouterProvider`, Enter on a link calls the host router's `navigate` instead of loading a page. */
export const EnterFollowsRouter: Story = {
  tags: ['test-only'],
  args: { href: '/search/event', children: 'Full Schedule' },
  decorators: [
    (Story) => (
      <UIRouterProvider navigate={navigate} useHref={(href) => `/vite${href}`}>
        {Story()}
      </UIRouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Full Schedule' });
    await expect(link).toHaveAttribute('href', '/vite/search/event');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/search/event');
  },
};

/** Links that look like buttons: the landing page's calls to action. */
export const AsButtons: Story = {
  render: () => (
    <UIRouterProvider navigate={navigate}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <LinkButton href="/search/event" variant="primary">
          Full Schedule
        </LinkButton>
        <LinkButton href="/2026/favorites/event">View Favorites</LinkButton>
        <LinkButton href="https://example.org/badges" isExternal variant="ghost">
          Buy a Badge
        </LinkButton>
      </div>
    </UIRouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Full Schedule' })).toHaveAttribute(
      'href',
      '/search/event',
    );
    await expect(canvas.getByRole('link', { name: 'Buy a Badge (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Tab goes through the button-like links in order. */
export const ButtonLinksTabOrder: Story = {
  tags: ['test-only'],
  render: AsButtons.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Full Schedule' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Favorites' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buy a Badge (opens in a new tab)' })).toHaveFocus();
  },
};
