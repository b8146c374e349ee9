import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorMessage } from './ErrorMessage.tsx';

const meta = {
  title: 'Feedback/ErrorMessage',
  component: ErrorMessage,
  tags: ['autodocs'],
  args: { message: "Attendee 'u-123' could not be loaded." },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'We encountered an error!' })).toBeInTheDocument();
    await expect(canvas.getByText("Attendee 'u-123' could not be loaded.")).toBeInTheDocument();
  },
};

export const WithoutMessage: Story = { args: { message: null } };

export const LongMessage: Story = {
  args: {
    message:
      'The request to /api/web/2026/events/ev-1234567890-opening-keynote-designing-learning-experiences failed with status 503 (Service Unavailable) after 2 retries.',
  },
};
