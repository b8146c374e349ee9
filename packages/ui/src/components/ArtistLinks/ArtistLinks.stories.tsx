import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArtistLinks } from './ArtistLinks.tsx';
import { ALL_ARTIST_LINKS } from './fixtures.ts';

const meta = {
  title: 'Contributors/ArtistLinks',
  component: ArtistLinks,
  tags: ['autodocs'],
  args: {
    links: ALL_ARTIST_LINKS,
  },
} satisfies Meta<typeof ArtistLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link type with its icon. */
export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(10);
  },
};

/** Blank links are dropped. */
export const SomeBlank: Story = {
  args: {
    links: [
      { type: 'bandcamp', url: 'https://example.org/band' },
      { type: 'spotify', url: '' },
      { type: 'instagram', url: 'https://example.org/insta' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
