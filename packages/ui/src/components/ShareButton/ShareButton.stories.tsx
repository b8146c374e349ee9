import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton } from './ShareButton.tsx';

const meta = {
  title: 'Sharing/ShareButton',
  component: ShareButton,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: {
    url: 'https://schedule.example.org/2026/events/PP1001',
    title: 'Teaching With Games',
    text: 'Mon, Mar 9 · 9:30AM–10:30AM CT',
    share: null,
    writeClipboard: fn(async () => undefined),
  },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Share button of an event page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Share Teaching With Games' }),
    ).toHaveAttribute('data-size', 'regular');
  },
};

/** A browser with a share sheet: pressing Share hands it the link; no dialog. */
export const NativeShare: Story = {
  tags: ['test-only'],
  args: { share: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share Teaching With Games' }));
    await expect(args.share).toHaveBeenCalledWith({
      url: 'https://schedule.example.org/2026/events/PP1001',
      title: 'Teaching With Games',
      text: 'Mon, Mar 9 · 9:30AM–10:30AM CT',
    });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** No share sheet: the dialog opens from the keyboard, Copy link copies and says so, Escape returns focus. */
export const FallbackDialogCopiesLink: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Share Teaching With Games' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Share Teaching With Games' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith('https://schedule.example.org/2026/events/PP1001');
    await expect(
      await body.findByRole('alertdialog', { name: 'Link copied to clipboard' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** In a result tile's actions: the small size, beside the tile's Favorite button. */
export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share Teaching With Games' });
    await expect(button).toHaveAttribute('data-size', 'small');
  },
};

/** The small button: Space opens the dialog, Escape brings focus back. */
export const SmallOpensWithSpace: Story = {
  tags: ['test-only'],
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Share Teaching With Games' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await body.findByRole('dialog', { name: 'Share Teaching With Games' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
