import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, showToast, ToastProvider, useToast } from './Toast.tsx';

function ShareButton() {
  const toast = useToast();
  return <Button onPress={() => toast.show('Link copied to clipboard')}>Share</Button>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '280px' } } },
  args: { closeLabel: 'Close' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const tonesQueue = createToastQueue({ maxVisibleToasts: 3 });

/** Tones and a second line, kept open for review. */
export const Tones: Story = {
  render: (args) => <ToastProvider {...args} queue={tonesQueue} />,
  play: async ({ canvasElement }) => {
    tonesQueue.clear();
    showToast(tonesQueue, { title: 'Added to your favorites', tone: 'success' }, { timeout: null });
    showToast(
      tonesQueue,
      { title: 'Could not save', description: 'Check your connection and try again.', tone: 'error' },
      { timeout: null },
    );
    showToast(tonesQueue, 'Link copied to clipboard', { timeout: null });
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

/** The Share fallback: pressing Share shows "Link copied to clipboard" for 3 seconds. */
export const ShareShowsLinkCopied: Story = {
  tags: ['test-only'],
  render: (args) => (
    <ToastProvider {...args}>
      <ShareButton />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Link copied to clipboard' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Link copied to clipboard');
    // Focus stays on Share: the toast does not steal it.
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toHaveFocus();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 4500 });
  },
};

const severalQueue = createToastQueue({ maxVisibleToasts: 3 });

/** Several toasts with long text; F6 moves focus into the notifications, and a toast closes from the keyboard. */
export const SeveralToastsKeyboardDismiss: Story = {
  tags: ['test-only'],
  render: (args) => <ToastProvider {...args} queue={severalQueue} />,
  play: async ({ canvasElement }) => {
    severalQueue.clear();
    showToast(severalQueue, 'Favorited', { timeout: null });
    showToast(
      severalQueue,
      {
        title: 'Opening Keynote: Designing Learning Experiences for Every Student, Everywhere, Every Day',
        description: 'Added to My Favorites. You can find it under Events in your favorites at any time.',
      },
      { timeout: null },
    );
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(2));
    await userEvent.keyboard('{F6}');
    // F6 lands on the notifications region; Tab reaches the first toast, then its Close button.
    await expect(doc.activeElement).toHaveAttribute('role', 'region');
    await userEvent.tab();
    await expect(doc.activeElement).toHaveAttribute('role', 'alertdialog');
    await userEvent.tab();
    await expect(doc.activeElement).toHaveAccessibleName('Close');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
  },
};
