import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContributorFacts } from './ContributorFacts.tsx';
import { SAMPLE_ARTIST, SAMPLE_PERSON } from './fixtures.ts';

const meta = {
  title: 'Contributors/ContributorFacts',
  component: ContributorFacts,
  tags: ['autodocs'],
  args: { contributor: SAMPLE_ARTIST },
} satisfies Meta<typeof ContributorFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An artist: genre and hometown. */
export const Artist: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Austin, TX, US')).toBeVisible();
  },
};

/** A speaker: title and company. */
export const Person: Story = {
  args: { contributor: SAMPLE_PERSON },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lakeside School')).toBeVisible();
  },
};
