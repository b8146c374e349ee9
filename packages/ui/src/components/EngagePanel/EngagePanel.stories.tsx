import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOARD_EVENTS } from '../EventBoard/fixtures.ts';
import { ENGAGE_NOTHING_MESSAGE, EngagePanel } from './EngagePanel.tsx';
import { SAMPLE_QR_SRC } from './fixtures.ts';

const shareUrl = 'https://schedule.example.org/2026/events/PP1001';

const meta = {
  title: 'Live/EngagePanel',
  component: EngagePanel,
  tags: ['autodocs'],
  args: {
    room: 'Ballroom D',
    event: BOARD_EVENTS[0] ?? null,
    when: 'now',
    shareUrl,
    qrCodeSrc: SAMPLE_QR_SRC,
  },
} satisfies Meta<typeof EngagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NowInTheRoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ballroom D' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `QR code of ${shareUrl}` })).toBeVisible();
    await expect(canvas.getByText('Now in this room')).toBeVisible();
  },
};

export const NextInTheRoom: Story = {
  args: { when: 'next', event: BOARD_EVENTS[1] ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Next in this room')).toBeVisible();
  },
};

export const Canceled: Story = {
  args: { event: BOARD_EVENTS[2] ?? null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Canceled')).toBeVisible();
  },
};

export const NothingLeft: Story = {
  args: { event: null, shareUrl: null, qrCodeSrc: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ENGAGE_NOTHING_MESSAGE)).toBeVisible();
  },
};
