import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttendeeBio } from './AttendeeBio.tsx';

const meta = {
  title: 'Attendees/AttendeeBio',
  component: AttendeeBio,
  tags: ['autodocs'],
  args: {
    biography:
      'Grace teaches computer science to middle schoolers and builds robots with them after school every Tuesday and Thursday.\n\nShe also mentors new teachers and organises the district hackathon each spring.',
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AttendeeBio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: 16 words and Show More. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Expanded: the whole biography and Show Less. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/district hackathon/)).toBeVisible();
  },
};

/** Show More with the keyboard expands it. */
export const ShowMoreWithKeyboard: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/district hackathon/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** A short biography: no button. */
export const Short: Story = {
  args: { biography: 'Teacher and maker.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
