import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithOpenButton } from '../../test/WithOpenButton.tsx';
import { SignInDialog } from './SignInDialog.tsx';

const meta = {
  title: 'Favorites/SignInDialog',
  component: SignInDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  // A page with a Favorite button that opens the dialog, as the favorite button does for visitors.
  render: (args) => <WithOpenButton dialog={SignInDialog} dialogProps={args} buttonLabel="Favorite" />,
  args: { isOpen: false, onOpenChange: fn(), loginHref: '#login' },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, for review: the title, the text, Log in and Stay logged out. */
export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Start favoriting events' });
    await expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#login');
    await expect(within(dialog).getByRole('button', { name: 'Stay logged out' })).toBeInTheDocument();
  },
};

/** Opened from the keyboard; Tab stays inside; "Stay logged out" closes it and focus returns. */
export const StayLoggedOut: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Favorite' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Start favoriting events' });
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay logged out' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Escape closes it and focus returns to the trigger. */
export const EscapeCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Favorite' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Start favoriting events' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
