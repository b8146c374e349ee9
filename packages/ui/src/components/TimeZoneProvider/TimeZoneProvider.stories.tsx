import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventDate } from '../EventDate/EventDate.tsx';
import { EventTime } from '../EventTime/EventTime.tsx';
import { TimeZoneProvider } from './TimeZoneProvider.tsx';

/** FOSDEM 2026's first talk, 09:30–09:55 in Brussels (08:30 UTC), shown in different zones. */
const meta = {
  title: 'Events/TimeZoneProvider',
  component: TimeZoneProvider,
  tags: ['autodocs'],
  args: { timeZone: 'Europe/Brussels' },
  render: (args) => (
    <TimeZoneProvider {...args}>
      <p>
        <EventDate date="2026-01-31T08:30:00Z" /> ·{' '}
        <EventTime start="2026-01-31T08:30:00Z" end="2026-01-31T08:55:00Z" />
      </p>
    </TimeZoneProvider>
  ),
} satisfies Meta<typeof TimeZoneProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brussels: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9:30AM\u20139:55AM CET')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Jan 31, 2026')).toBeInTheDocument();
  },
};

export const Chicago: Story = {
  args: { timeZone: 'America/Chicago' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2:30AM\u20132:55AM CT')).toBeInTheDocument();
  },
};
