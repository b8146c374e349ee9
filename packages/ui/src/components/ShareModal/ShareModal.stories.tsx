import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithOpenButton } from '../../test/WithOpenButton.tsx';
import { ShareModal } from './ShareModal.tsx';
import { SOCIAL_WIDGET_ATTRIBUTE } from './socialWidget.ts';

/** A stand-in widget script as a data URL (no outside host): it counts how often it runs. */
const COUNTING_WIDGET =
  'data:text/javascript,window.__confSocialWidgetRuns=(window.__confSocialWidgetRuns||0)+1';

const meta = {
  title: 'Sharing/ShareModal',
  component: ShareModal,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => <WithOpenButton dialog={ShareModal} dialogProps={args} buttonLabel="Share" />,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    url: 'https://schedule.example.org/2026/events/PP1001',
    title: 'Teaching With Games',
    text: 'Mon, Mar 9 · 9:30AM–10:30AM CT at Salon C',
    writeClipboard: fn(async () => undefined),
  },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, for review: the link and Copy link. */
export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Share Teaching With Games' });
    await expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
      'https://schedule.example.org/2026/events/PP1001',
    );
  },
};

/** The clipboard refuses: an error toast, and the link selected for a manual copy. */
export const CopyFails: Story = {
  tags: ['test-only'],
  args: { isOpen: true, writeClipboard: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(
      await body.findByRole('alertdialog', {
        name: 'Could not copy the link. Select it and copy it yourself.',
      }),
    ).toHaveAttribute('data-tone', 'error');
  },
};

/** The social widget loads on the first show only, and once however often the dialog opens. */
export const SocialWidgetOnce: Story = {
  tags: ['test-only'],
  args: { socialWidgetUrl: COUNTING_WIDGET },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const scripts = () =>
      doc.querySelectorAll(`script[${SOCIAL_WIDGET_ATTRIBUTE}][src="${COUNTING_WIDGET}"]`);
    for (const script of scripts()) script.remove();
    await expect(scripts()).toHaveLength(0);
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    for (let round = 0; round < 2; round++) {
      await userEvent.click(trigger);
      await body.findByRole('dialog', { name: 'Share Teaching With Games' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await expect(scripts()).toHaveLength(1);
  },
};
