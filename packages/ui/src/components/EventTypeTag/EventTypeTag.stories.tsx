import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventTypeTag } from './EventTypeTag.tsx';

const meta = {
  title: 'Events/EventTypeTag',
  component: EventTypeTag,
  tags: ['autodocs'],
  args: { eventType: 'session' },
} satisfies Meta<typeof EventTypeTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Session: Story = {};

/** A panel is shown as a Session. */
export const Panel: Story = {
  args: { eventType: 'panel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Session')).toHaveAttribute('data-accent', 'session');
  },
};

/** Every accent colour. */
export const AllAccents: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {['screening', 'showcase', 'showcase_presenter', 'session', 'edu', 'workshop'].map((type) => (
        <EventTypeTag key={type} eventType={type} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Showcase')).toHaveLength(2);
    await expect(canvas.getByText('Workshop')).toHaveAttribute('data-accent', 'default');
  },
};
