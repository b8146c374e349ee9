import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyResults, NO_MATCH_MESSAGE, STAY_TUNED_MESSAGE } from './EmptyResults.tsx';

const meta = {
  title: 'Search/EmptyResults',
  component: EmptyResults,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search ran and found nothing. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(NO_MATCH_MESSAGE);
  },
};

/** A list with nothing yet. */
export const StayTuned: Story = {
  args: { reason: 'stay-tuned' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STAY_TUNED_MESSAGE);
  },
};

/** Before any search. */
export const Prompt: Story = { args: { reason: 'prompt' } };
