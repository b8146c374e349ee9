import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Button variant="primary">Full Schedule</Button>
        <Button>View Favorites</Button>
        <Button variant="ghost">Book a Hotel</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { align: 'start' } };

export const Horizontal: Story = { args: { direction: 'horizontal', gap: 'sm' } };

export const WrappingList: Story = {
  args: {
    as: 'ul',
    direction: 'horizontal',
    gap: 'xs',
    wrap: true,
    'aria-label': 'Tags',
    children: [
      'AI in the classroom',
      'Assessment',
      'Equity',
      'Early learning',
      'Higher education',
      'STEM',
    ].map((tag) => (
      <li key={tag}>
        <Badge tone="info">{tag}</Badge>
      </li>
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tags' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};
