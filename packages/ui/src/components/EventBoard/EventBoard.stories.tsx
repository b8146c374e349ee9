import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOARD_EMPTY_MESSAGE, EventBoard } from './EventBoard.tsx';
import { BOARD_EVENTS } from './fixtures.ts';

const meta = {
  title: 'Live/EventBoard',
  component: EventBoard,
  tags: ['autodocs'],
  args: { title: 'Upcoming events', events: BOARD_EVENTS },
  argTypes: { layout: { control: 'inline-radio', options: ['kiosk', 'signage'] } },
} satisfies Meta<typeof EventBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kiosk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Upcoming events' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Canceled')).toBeVisible();
  },
};

export const Signage: Story = {
  args: { layout: 'signage', title: 'Paramount Theatre' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Paramount Theatre' })).toHaveAttribute(
      'data-layout',
      'signage',
    );
  },
};

export const OneRoom: Story = {
  args: { title: 'Ballroom D', hideVenue: true, events: BOARD_EVENTS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const NothingLeft: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(BOARD_EMPTY_MESSAGE)).toBeVisible();
  },
};
