import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EmptyResults } from '../EmptyResults/EmptyResults.tsx';
import { UIRouterProvider } from '../Link/UIRouterProvider.tsx';
import { SAMPLE_HITS, SAMPLE_NOW } from '../ResultTile/fixtures.ts';
import { ResultGroups } from './ResultGroups.tsx';

const meta = {
  title: 'Search/ResultGroups',
  component: ResultGroups,
  tags: ['autodocs'],
  args: { hits: Object.values(SAMPLE_HITS), grouping: 'models', now: SAMPLE_NOW, onResultActivate: fn() },
  decorators: [(Story) => <UIRouterProvider navigate={() => undefined}>{Story()}</UIRouterProvider>],
} satisfies Meta<typeof ResultGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

function groupHeadings(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** Grouped by model, in the order of spec section 9. */
export const ByModel: Story = {
  play: async ({ canvasElement }) => {
    await expect(groupHeadings(canvasElement)).toEqual([
      'Events',
      'Films',
      'Brands',
      'Presenters',
      'Contributors',
      'Venues',
      'Attendees',
    ]);
  },
};

/** Alphabetical, with Featured first. */
export const Alphabetical: Story = {
  args: { grouping: 'alphabetical' },
  play: async ({ canvasElement }) => {
    await expect(groupHeadings(canvasElement)[0]).toBe('Featured');
  },
};

/** By day, undated last. */
export const ByDate: Story = {
  args: { grouping: 'date' },
  play: async ({ canvasElement }) => {
    await expect(groupHeadings(canvasElement)).toEqual([
      'Mar 9, 2026',
      'Mar 12, 2026',
      'Date to be announced',
    ]);
  },
};

/** A search that found nothing. */
export const NoMatch: Story = {
  args: { hits: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/nothing matched/);
  },
};

/** A list with nothing yet. */
export const StayTuned: Story = {
  args: { hits: [], empty: <EmptyResults reason="stay-tuned" /> },
};
