import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventDate } from './EventDate.tsx';

const meta = {
  title: 'Events/EventDate',
  component: EventDate,
  tags: ['autodocs'],
  args: { date: '2026-03-09' },
} satisfies Meta<typeof EventDate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A calendar date is shown as is, whatever the viewer's time zone. */
export const CalendarDate: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mar 9, 2026')).toHaveAttribute('datetime', '2026-03-09');
  },
};

/** An instant late on the 9th in Chicago (already the 10th in UTC). */
export const LateEveningInstant: Story = {
  args: { date: '2026-03-10T04:30:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mar 9, 2026')).toBeInTheDocument();
  },
};
