import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_ARTIST, SAMPLE_PERSON } from '../ContributorFacts/fixtures.ts';
import { AboutSection } from './AboutSection.tsx';

const meta = {
  title: 'Contributors/AboutSection',
  component: AboutSection,
  tags: ['autodocs'],
  args: { contributor: SAMPLE_ARTIST },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An artist: From, Genre, Subgenre, then the biography. */
export const Artist: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'About' })).toBeVisible();
  },
};

/** A speaker: biography and details. */
export const Person: Story = { args: { contributor: SAMPLE_PERSON } };

/** Nothing to tell yet. */
export const Empty: Story = {
  args: { contributor: { ...SAMPLE_PERSON, bio: null, details: null }, emptyText: 'No biography yet.' },
};
