import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessBadges } from './AccessBadges.tsx';

const meta = {
  title: 'Events/AccessBadges',
  component: AccessBadges,
  tags: ['autodocs'],
  args: { credentialTypes: ['platinum', 'innovation', 'interactive', 'film', 'filmtv', 'music', 'edu'] },
} satisfies Meta<typeof AccessBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every badge, in the spec's order (film and filmtv give one F). */
export const AllBadges: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Badge access' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-badge'))).toEqual([
      'platinum',
      'innovation',
      'interactive',
      'film',
      'music',
      'edu',
    ]);
  },
};

export const EduOnly: Story = { args: { credentialTypes: ['edu'] } };

export const FilmAndMusic: Story = { args: { credentialTypes: ['music', 'filmtv'], label: 'Access' } };
