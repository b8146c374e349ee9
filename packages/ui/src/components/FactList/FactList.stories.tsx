import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from './FactList.tsx';

const meta = {
  title: 'Detail/FactList',
  component: FactList,
  tags: ['autodocs'],
  args: {
    facts: [
      { label: 'Title', value: 'Teacher' },
      { label: 'Company', value: 'Lakeside School' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(2);
  },
};

/** Long values wrap. */
export const LongValues: Story = {
  args: {
    facts: [
      {
        label: 'Company',
        value: 'International Society for Technology in Education, Professional Learning Division',
      },
      { label: 'Hometown', value: 'Saint-Jean-sur-Richelieu, Québec, Canada' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
