import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PLACEHOLDER_AVATAR, sampleInterested } from './fixtures.ts';
import { InterestedWidget, type InterestedWidgetProps } from './InterestedWidget.tsx';
import type { InterestedResponse } from './interested.ts';

/** A spy on a loader answering `response`. */
function answering(response: InterestedResponse | Error): InterestedWidgetProps['loadInterested'] {
  return fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const keepOrder = <T,>(items: T[]): T[] => items;

const meta = {
  title: 'Favorites/InterestedWidget',
  component: InterestedWidget,
  tags: ['autodocs'],
  args: {
    itemType: 'events',
    itemId: 'PP1001',
    loadInterested: answering(sampleInterested(5, 12)),
    placeholderAvatarUrl: PLACEHOLDER_AVATAR,
    shuffle: keepOrder,
  },
} satisfies Meta<typeof InterestedWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: the first 3 people, the total as a badge, View all. */
export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: "Who's interested 12 people" });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.loadInterested).toHaveBeenCalledWith('events', 'PP1001');
  },
};

/** View all from the keyboard: everyone plus "7 others"; the button hides and focus moves to the fourth row. */
export const ViewAll: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: "Who's interested 12 people" });
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'View all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
      'Katherine Johnson',
      'Edsger',
      '7 others',
    ]);
    await waitFor(() => expect(items[3]).toHaveFocus());
    await expect(within(region).queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  },
};

/** A custom title, 5 rows, names linking to people pages, in random order. */
export const TitledWithLinks: Story = {
  args: {
    title: 'Going',
    numberToShow: 5,
    loadInterested: answering(sampleInterested(8)),
    attendeeHref: (uid: string) => `#/attendees/${uid}`,
    shuffle: undefined,
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Going 8 people' });
    await expect(within(region).getAllByRole('link')).toHaveLength(5);
    await expect(region).toHaveAttribute('data-number-to-show', '5');
  },
};

/** Nobody shown publicly: nothing renders. */
export const NobodyPublic: Story = {
  args: { loadInterested: answering({ public: 0, total: 4, users: [] }) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.loadInterested).toHaveBeenCalled());
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
