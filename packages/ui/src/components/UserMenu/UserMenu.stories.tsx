import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '280px' } } },
  args: {
    userName: 'Ada Lovelace',
    items: [
      { id: 'favorites', label: 'My Favorites', href: '#favorites' },
      { id: 'profile', label: 'Edit profile', onAction: fn() },
    ],
    signOut: { action: '/auth/logout', csrfToken: 'story-token' },
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button with the user's name. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ada Lovelace' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opened from the keyboard: the first entry has focus, arrows move. Left open for review. */
export const OpenWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Ada Lovelace' });
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'My Favorites',
      'Edit profile',
      'Sign out',
    ]);
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(entries[1]).toHaveFocus();
  },
};

/** Escape closes it and focus goes back to the button. */
export const EscapeCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Ada Lovelace' });
    await userEvent.click(button);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** An action runs at once and the menu closes, as react-aria closes menus. */
export const ActionCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ada Lovelace' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit profile' }));
    await expect(args.items[1]?.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};
