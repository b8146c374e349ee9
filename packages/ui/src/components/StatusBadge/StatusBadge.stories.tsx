import { STATUS_CODES } from '@conf/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Live/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'green', message: 'Now Seating Primary Access' },
  argTypes: { status: { control: 'inline-radio', options: STATUS_CODES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText('Now Seating Primary Access')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
      {STATUS_CODES.map((status) => (
        <li key={status}>
          <StatusBadge status={status} message={status === 'none' ? 'Not Yet Seating' : ''} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['Open', 'Filling up', 'Full', 'Canceled', 'Not Yet Seating']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
  },
};

/**
 * Forced colours (simulated here; emulated by Chromium in the `forced-colors` project), where every
 * status has the same colours: each keeps an outline of its own (solid, dashed, double).
 */
export const ForcedColors: Story = {
  ...EveryStatus,
  tags: ['forced-colors'],
  globals: { forcedColors: 'on' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outline = (word: string) => getComputedStyle(canvas.getByText(word)).borderTopStyle;
    await expect(outline('Open')).toBe('solid');
    await expect(outline('Filling up')).toBe('dashed');
    await expect(outline('Full')).toBe('double');
    await expect(outline('Canceled')).toBe('double');
  },
};

export const LongMessage: Story = {
  args: { status: 'yellow', message: 'Now Seating Film & TV Guest Tickets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Filling up')).toBeVisible();
  },
};

export const NothingToShow: Story = {
  args: { status: 'none', message: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.conf-StatusBadge')).toBeNull();
  },
};
