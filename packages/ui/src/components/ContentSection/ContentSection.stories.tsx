import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentSection } from './ContentSection.tsx';

const meta = {
  title: 'Detail/ContentSection',
  component: ContentSection,
  tags: ['autodocs'],
  args: { title: 'Details', children: <p>Doors open 30 minutes before the start.</p> },
} satisfies Meta<typeof ContentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Details' })).toBeVisible();
  },
};
