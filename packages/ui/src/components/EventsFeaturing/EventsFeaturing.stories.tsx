import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventsFeaturing } from './EventsFeaturing.tsx';
import { SAMPLE_EVENTS } from './fixtures.ts';

const meta = {
  title: 'Contributors/EventsFeaturing',
  component: EventsFeaturing,
  tags: ['autodocs'],
  args: { name: 'The Chalkboards', events: SAMPLE_EVENTS },
} satisfies Meta<typeof EventsFeaturing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Events in time order, undated last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No events announced yet. */
export const NoEvents: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Stay tuned/)).toBeVisible();
  },
};
