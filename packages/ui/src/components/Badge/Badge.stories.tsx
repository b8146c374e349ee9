import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Featured' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Featured</Badge>
      <Badge tone="info">12 interested</Badge>
      <Badge tone="success">Now Seating</Badge>
      <Badge tone="warning">Not Yet Seating</Badge>
      <Badge tone="danger">Canceled</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Canceled')).toHaveAttribute('data-tone', 'danger');
  },
};

export const LongText: Story = { args: { tone: 'success', children: 'Now Seating Film & TV Guest Tickets' } };
