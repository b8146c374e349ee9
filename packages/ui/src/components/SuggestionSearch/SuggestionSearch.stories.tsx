import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_SUGGESTIONS, sampleImage, sampleSuggestionsFor } from './fixtures.ts';
import { SuggestionSearch, type SuggestionSearchProps } from './SuggestionSearch.tsx';
import type { Suggestion, SuggestionCategory } from './suggestions.ts';

const withImages: Suggestion[] = SAMPLE_SUGGESTIONS.map((suggestion, index) =>
  index === 0 ? { ...suggestion, thumbnail_url: sampleImage('T', '#1d5f8a') } : suggestion,
);

/** A spy on a suggestion loader (every story's loader has the same type). */
function loader(implementation: SuggestionSearchProps['loadSuggestions']) {
  return fn(implementation);
}

async function answer(_text: string, category: SuggestionCategory): Promise<Suggestion[]> {
  const ids = new Set(sampleSuggestionsFor(category).map((s) => s.name));
  return withImages.filter((s) => ids.has(s.name));
}

const meta = {
  title: 'Search/SuggestionSearch',
  component: SuggestionSearch,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '460px' } } },
  args: {
    loadSuggestions: loader(answer),
    onNavigate: fn(),
    onError: fn(),
    placeholder: 'Sessions, speakers, venues…',
    fallbackImage: sampleImage('?', '#4a5568'),
  },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SuggestionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Closed, before anything is typed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
  },
};

/** One character typed asks for nothing and opens no list. */
export const OneCharacterAsksNothing: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('t');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(args.loadSuggestions).not.toHaveBeenCalled();
  },
};

/** The open list of a term: suggestions with thumbnails (or the fallback), types, highlights, venue, the term row. */
export const WithSuggestions: Story = {
  args: { defaultValue: 'teach', defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const list = await page(canvasElement).findByRole('listbox');
    await within(list).findByRole('option', { name: 'Event Teaching With Games at Salon C' });
    await expect(
      within(list).getByRole('option', { name: 'Music Presenter Teachers Records' }),
    ).toBeVisible();
    await expect(within(list).getByRole('option', { name: 'Search everything for teach' })).toBeVisible();
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
  },
};

/** Typing a term opens the list of its suggestions. */
export const TypingOpensSuggestions: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'teach');
    const list = await page(canvasElement).findByRole('listbox');
    await within(list).findByRole('option', { name: 'Event Teaching With Games at Salon C' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(args.loadSuggestions).toHaveBeenCalledTimes(1);
  },
};

/** While the answer is on its way: a "Loading…" row and a busy list. */
export const Loading: Story = {
  args: {
    defaultValue: 'teach',
    defaultOpen: true,
    loadSuggestions: loader(() => new Promise<Suggestion[]>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    const loading = await page(canvasElement).findByRole('option', { name: 'Loading…' });
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Down highlights a row; Right and Left switch the category and re-run the search; Enter opens the row. */
export const KeyboardCategories: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'teach');
    await page(canvasElement).findByRole('option', { name: 'Person Ada Teachwell' });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Category: Events');
    await page(canvasElement).findByRole('option', { name: 'Search all events for teach' });
    await expect(args.loadSuggestions).toHaveBeenLastCalledWith('teach', 'events');
    await userEvent.keyboard('{ArrowRight}');
    await page(canvasElement).findByRole('option', { name: 'Search all contributors for teach' });
    await waitFor(() =>
      expect(box.getAttribute('aria-activedescendant')).toBe(
        page(canvasElement).getByRole('option', { name: 'Person Ada Teachwell' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/contributors/P200');
  },
};

/** Right to left (the Direction toolbar's he-IL): Left goes on to the next category, Right back. */
export const KeyboardCategoriesRightToLeft: Story = {
  tags: ['test-only'],
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'teach');
    await page(canvasElement).findByRole('option', { name: 'Person Ada Teachwell' });
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Category: Events');
    await waitFor(() => expect(args.loadSuggestions).toHaveBeenLastCalledWith('teach', 'events'));
    await page(canvasElement).findByRole('option', { name: 'Search all events for teach' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(page(canvasElement).getByRole('status')).toHaveTextContent('Category: All');
  },
};

/** Escape closes the list and keeps the text. */
export const EscapeCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'teach');
    await page(canvasElement).findByRole('option', { name: 'Person Ada Teachwell' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(box).toHaveValue('teach');
  },
};

/** A click outside closes the list after 100 ms. */
export const ClickOutsideCloses: Story = {
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'teach');
    await page(canvasElement).findByRole('option', { name: 'Person Ada Teachwell' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Suggestions cannot be fetched: only the term row is offered; the error goes to `onError`. */
export const FetchFailed: Story = {
  args: {
    defaultValue: 'teach',
    defaultOpen: true,
    loadSuggestions: loader(() => Promise.reject(new Error('Service Unavailable'))),
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
    const list = await page(canvasElement).findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Search everything for teach']),
    );
  },
};

/** Long names and venues wrap inside the list; the term row searches the chosen category. */
export const LongText: Story = {
  args: {
    defaultValue: 'designing',
    defaultOpen: true,
    defaultCategory: 'events',
    loadSuggestions: loader(async () => [
      {
        type: 'event',
        name: 'Designing Learning Experiences for Every Student, Everywhere, Every Day: A Practical Workshop',
        thumbnail_url: null,
        highlight: {},
        event_id: 'PP2002',
        event_type: 'workshop',
        venue_name: 'Austin Convention Center, Ballroom D (Level 4, North Entrance)',
      },
    ]),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('option', { name: /^Event Designing Learning/ });
    await expect(
      page(canvasElement).getByRole('option', { name: 'Search all events for designing' }),
    ).toBeVisible();
  },
};
