import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from './Container.tsx';

const text =
  'The 2026 conference brings together teachers, school leaders and technologists for four days of sessions, workshops, screenings and showcases.';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: <p style={{ background: 'var(--conf-color-surface, #fff)' }}>{text}</p> },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = {
  args: { size: 'narrow' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text).parentElement).toHaveAttribute('data-size', 'narrow');
  },
};
export const Wide: Story = { args: { size: 'wide' } };
