import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfessionalConnections } from './ProfessionalConnections.tsx';

const meta = {
  title: 'Contributors/ProfessionalConnections',
  component: ProfessionalConnections,
  tags: ['autodocs'],
  args: { seeking: ['Booking Agent', 'Label', 'Publisher', 'Sync Licensing'] },
} satisfies Meta<typeof ProfessionalConnections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Booking Agent, Label, Publisher, Sync Licensing/),
    ).toBeVisible();
  },
};
