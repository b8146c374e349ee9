import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypeTag } from './TypeTag.tsx';

const meta = {
  title: 'Contributors/TypeTag',
  component: TypeTag,
  tags: ['autodocs'],
  args: { type: 'artist' },
} satisfies Meta<typeof TypeTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Artist: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Artist' })).toHaveAttribute(
      'href',
      '/contributors?models=artist',
    );
  },
};

export const Speaker: Story = { args: { type: 'person', year: 2026 } };
