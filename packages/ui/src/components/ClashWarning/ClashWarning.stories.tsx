import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeZoneProvider } from '../TimeZoneProvider/TimeZoneProvider.tsx';
import { ClashWarning } from './ClashWarning.tsx';
import { OVERLAP, TRANSFER } from './fixtures.ts';

const meta = {
  title: 'Favorites/ClashWarning',
  component: ClashWarning,
  tags: ['autodocs'],
  args: { clashes: [OVERLAP], onRemove: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <TimeZoneProvider timeZone="America/Chicago">
        <Story />
      </TimeZoneProvider>
    ),
  ],
} satisfies Meta<typeof ClashWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One favorite runs at the same time, with a button to remove it. */
export const Overlap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Clashes with a favorite' })).toBeVisible();
  },
};

/** Tab reaches the remove button; Enter removes the favorite. */
export const RemoveWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', {
      name: 'Remove \u201cKeynote: The Future of Play\u201d from favorites',
    });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('PP1002');
  },
};

/** An overlap and a walk too short between two venues. */
export const OverlapAndTransfer: Story = { args: { clashes: [OVERLAP, TRANSFER] } };

/** The removal fails: an alert beside the clash. */
export const RemoveFails: Story = {
  tags: ['test-only'],
  args: {
    clashes: [TRANSFER],
    onRemove: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove \u201cLate Showcase\u201d from favorites' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be removed');
  },
};
