import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  args: {
    supportEmail: 'support@example.org',
    url: 'https://schedule.example.org/2026/events/does-not-exist',
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'contact support' });
    await expect(link.getAttribute('href')).toMatch(/^mailto:support@example\.org\?subject=.*does-not-exist/);
  },
};

/** The first Tab reaches the support link. */
export const TabReachesSupport: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'contact support' })).toHaveFocus();
  },
};

export const LongUrl: Story = {
  args: {
    url: 'https://schedule.example.org/2026/search/event,artist,person,film?q=a%20very%20long%20query%20string&filters=%5B%7B%22field%22%3A%22date%22%7D%5D',
    title: 'Event not found',
  },
};
