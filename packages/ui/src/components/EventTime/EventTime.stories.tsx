import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventTime } from './EventTime.tsx';

const meta = {
  title: 'Events/EventTime',
  component: EventTime,
  tags: ['autodocs'],
  args: { start: '2026-03-09T09:30:00-05:00', end: '2026-03-09T10:30:00-05:00' },
} satisfies Meta<typeof EventTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('9:30AM\u201310:30AM CT');
    await expect(time).toHaveAttribute('datetime', '2026-03-09T09:30:00-05:00');
  },
};

export const StartOnly: Story = {
  args: { end: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9:30AM CT')).toBeInTheDocument();
  },
};

/** A late showcase that ends after midnight. */
export const AcrossMidnight: Story = {
  args: { start: '2026-03-13T23:00:00-05:00', end: '2026-03-14T01:30:00-05:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11:00PM\u20131:30AM CT')).toBeInTheDocument();
  },
};

/** Given in UTC, shown in Central Time. */
export const FromUtc: Story = {
  args: { start: '2026-03-10T19:00:00Z', end: '2026-03-10T20:15:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2:00PM\u20133:15PM CT')).toBeInTheDocument();
  },
};
