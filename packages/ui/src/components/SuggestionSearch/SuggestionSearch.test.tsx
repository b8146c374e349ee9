import { SUGGESTION_DEBOUNCE_MS } from '@conf/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SUGGESTIONS, sampleSuggestionsFor } from './fixtures.ts';
import { SuggestionSearch, type SuggestionSearchProps } from './SuggestionSearch.tsx';
import type { Suggestion, SuggestionCategory } from './suggestions.ts';

function setup(props: Partial<SuggestionSearchProps> = {}) {
  const loadSuggestions = vi.fn(async (_text: string, category: SuggestionCategory) =>
    sampleSuggestionsFor(category),
  );
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  render(<SuggestionSearch loadSuggestions={loadSuggestions} onNavigate={onNavigate} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Search' });
  return {
    user,
    input,
    loadSuggestions: (props.loadSuggestions as typeof loadSuggestions) ?? loadSuggestions,
    onNavigate,
  };
}

/**
 * A clock the test can move past the suggestion debounce at once (it also runs with real time, so
 * user-event and `findBy…` work as usual): "nothing was asked" is then checked after the debounce
 * has certainly elapsed, not after a guessed sleep.
 */
function fakeDebounceClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** Moves the clock past the debounce, running what it would have run. */
function passDebounce() {
  act(() => {
    vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
  });
}

function options() {
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

function optionNames() {
  return options().map((option) => option.textContent);
}

describe('SuggestionSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a search form that works without JavaScript', () => {
    setup({ action: '/2026/search' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/2026/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  describe('when the visitor types fewer than 2 characters', () => {
    it('asks for nothing and shows no list', async () => {
      fakeDebounceClock();
      const { user, input, loadSuggestions } = setup();
      await user.type(input, ' t ');
      passDebounce();
      expect(loadSuggestions).not.toHaveBeenCalled();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  describe('when the visitor types a term', () => {
    it('shows a loading row at once, then the suggestions and the term row', async () => {
      let answer: (suggestions: Suggestion[]) => void = () => undefined;
      const loadSuggestions = vi.fn(
        () =>
          new Promise<Suggestion[]>((resolve) => {
            answer = resolve;
          }),
      );
      const { user, input } = setup({ loadSuggestions });
      await user.type(input, 'teach');
      const loading = screen.getByRole('option', { name: 'Loading…' });
      expect(loading).toHaveAttribute('aria-disabled', 'true');
      expect(loading.closest('[role="group"]')).toHaveAccessibleName('Suggestions');
      expect(screen.getByRole('option', { name: 'Search everything for teach' })).toBeInTheDocument();

      await waitFor(() => expect(loadSuggestions).toHaveBeenCalled());
      act(() => answer([...SAMPLE_SUGGESTIONS]));
      await screen.findByRole('option', { name: 'Event Teaching With Games at Salon C' });
      expect(optionNames()).toEqual([
        'Event Teaching With Games at Salon C',
        'Person Ada Teachwell',
        'Music Presenter Teachers Records',
        'Search everything for teach',
      ]);
      // Two named groups: what was found, then the term row.
      const [found, search] = within(screen.getByRole('listbox')).getAllByRole('group');
      expect(found).toHaveAccessibleName('Suggestions');
      expect(within(found as HTMLElement).getAllByRole('option')).toHaveLength(3);
      expect(search).toHaveAccessibleName('Search');
      expect(within(search as HTMLElement).getByRole('option')).toHaveTextContent(
        'Search everything for teach',
      );
      // Debounced: one request for the whole word, with the trimmed text.
      expect(loadSuggestions).toHaveBeenCalledTimes(1);
      expect(loadSuggestions).toHaveBeenCalledWith('teach', 'all');
    });

    it('opens the list from the second character', async () => {
      const { user, input, loadSuggestions } = setup();
      await user.type(input, 'te');
      expect(await screen.findByRole('option', { name: 'Person Ada Teachwell' })).toBeInTheDocument();
      expect(loadSuggestions).toHaveBeenCalledWith('te', 'all');
    });

    it('marks the list busy while loading', async () => {
      const { user, input } = setup({ loadSuggestions: () => new Promise<never>(() => undefined) });
      await user.type(input, 'teach');
      expect(screen.getByRole('listbox').closest('[aria-busy="true"]')).not.toBeNull();
    });

    it('asks again only for a text it has not seen in this category', async () => {
      fakeDebounceClock();
      const { user, input, loadSuggestions } = setup();
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      await user.type(input, '{Backspace}');
      await waitFor(() => expect(loadSuggestions).toHaveBeenLastCalledWith('teac', 'all'));
      await user.type(input, 'h');
      expect(screen.getByRole('option', { name: 'Person Ada Teachwell' })).toBeInTheDocument();
      passDebounce();
      expect(loadSuggestions).toHaveBeenCalledTimes(2);
    });

    it('marks the highlighted part of a name', async () => {
      const { user, input } = setup();
      await user.type(input, 'teach');
      const row = await screen.findByRole('option', { name: 'Event Teaching With Games at Salon C' });
      expect(within(row).getByText('Teach').tagName).toBe('MARK');
      expect(row).toHaveTextContent('Event Teaching With Games at Salon C');
    });

    it('clears the list when the text becomes shorter than 2 characters', async () => {
      const { user, input } = setup();
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      await user.clear(input);
      await user.type(input, 't');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
  });

  describe('given suggestions known at once (answered on the device)', () => {
    it('shows them on every keystroke without waiting, then the loaded answer replaces them', async () => {
      fakeDebounceClock();
      let answer: (suggestions: Suggestion[]) => void = () => undefined;
      const loadSuggestions = vi.fn(
        () =>
          new Promise<Suggestion[]>((resolve) => {
            answer = resolve;
          }),
      );
      const instantSuggestions = vi.fn((text: string, category: SuggestionCategory) =>
        sampleSuggestionsFor(category).filter((s) => s.name.toLowerCase().includes(text.toLowerCase())),
      );
      const { user, input } = setup({ loadSuggestions, instantSuggestions });
      await user.type(input, 'ada');
      // Before the debounce has passed: the device's rows, no loading row.
      expect(loadSuggestions).not.toHaveBeenCalled();
      expect(optionNames()).toEqual(['Person Ada Teachwell', 'Search everything for ada']);
      expect(instantSuggestions).toHaveBeenLastCalledWith('ada', 'all');

      passDebounce();
      await waitFor(() => expect(loadSuggestions).toHaveBeenCalledWith('ada', 'all'));
      act(() => answer([...SAMPLE_SUGGESTIONS]));
      await screen.findByRole('option', { name: 'Event Teaching With Games at Salon C' });
      expect(optionNames()).toEqual([
        'Event Teaching With Games at Salon C',
        'Person Ada Teachwell',
        'Music Presenter Teachers Records',
        'Search everything for ada',
      ]);
    });

    it('shows the loading row while the device knows nothing', async () => {
      const { user, input } = setup({
        loadSuggestions: () => new Promise<Suggestion[]>(() => undefined),
        instantSuggestions: () => undefined,
      });
      await user.type(input, 'zz');
      expect(screen.getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
    });
  });

  describe('when the box already holds a term', () => {
    it('asks for nothing until focused, then shows the suggestions for it', async () => {
      fakeDebounceClock();
      const { input, loadSuggestions } = setup({ defaultValue: 'teach' });
      passDebounce();
      expect(loadSuggestions).not.toHaveBeenCalled();
      // Focus moved in by the page (a stand-in replaced by this box), not a click on it.
      act(() => input.focus());
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      expect(loadSuggestions).toHaveBeenCalledWith('teach', 'all');
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(optionNames().at(-1)).toBe('Search everything for teach');
    });

    it('shows its suggestions open at first with defaultOpen, without taking focus', async () => {
      const { input, user } = setup({ defaultValue: 'teach', defaultOpen: true });
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).not.toHaveFocus();
      expect(document.body).toHaveFocus();
      await user.keyboard('{Tab}');
      expect(input).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('with the keyboard', () => {
    async function typed() {
      const context = setup();
      await context.user.type(context.input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      return context;
    }

    it('moves the highlighted row with Down and Up and opens it with Enter', async () => {
      const { user, input, onNavigate } = await typed();
      await user.keyboard('{ArrowDown}');
      const first = screen.getByRole('option', { name: 'Event Teaching With Games at Salon C' });
      expect(input).toHaveAttribute('aria-activedescendant', first.id);
      await user.keyboard('{ArrowDown}');
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Person Ada Teachwell' }).id,
      );
      await user.keyboard('{ArrowUp}');
      expect(input).toHaveAttribute('aria-activedescendant', first.id);
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/events/PP1001');
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('links people, artists and presenters to their pages', async () => {
      const { user, onNavigate } = await typed();
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/music_fest_presenters/M12');
    });

    it('switches the category with Right and Left, re-runs the search and announces it', async () => {
      const { user, input, loadSuggestions } = await typed();
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(screen.getByRole('status')).toHaveTextContent('Category: Events');
      expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
      expect(loadSuggestions).toHaveBeenLastCalledWith('teach', 'events');
      await screen.findByRole('option', { name: 'Search all events for teach' });
      await waitFor(() =>
        expect(optionNames()).toEqual([
          'Event Teaching With Games at Salon C',
          'Search all events for teach',
        ]),
      );
      // The first row of the new list is highlighted, so Left and Right keep switching.
      await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', options()[0]?.id));

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('status')).toHaveTextContent('Category: Contributors');
      await screen.findByRole('option', { name: 'Search all contributors for teach' });

      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole('status')).toHaveTextContent('Category: All');
      // Answers are cached per text and category: All and Events were not asked again.
      expect(loadSuggestions).toHaveBeenCalledTimes(3);
    });

    // With React 18 (a supported peer, and the no-build embed's React), react-aria draws the
    // highlight a frame before it names the row in the box's `aria-activedescendant`; the box is
    // put in that moment here by taking the name away.
    it('switches the category with Right on a row shown highlighted that the box does not name yet', async () => {
      const { user, input, loadSuggestions } = await typed();
      await user.keyboard('{ArrowDown}');
      expect(options()[0]).toHaveAttribute('data-focused');
      input.removeAttribute('aria-activedescendant');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
      expect(loadSuggestions).toHaveBeenLastCalledWith('teach', 'events');
    });

    it('opens the row shown highlighted with Enter before the box names it, once', async () => {
      const { user, input, onNavigate } = await typed();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      const row = screen.getByRole('option', { name: 'Person Ada Teachwell' });
      expect(row).toHaveAttribute('data-focused');
      input.removeAttribute('aria-activedescendant');
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith(row.getAttribute('href'));
      expect(row.getAttribute('href')).toMatch(/P200$/);
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('searches for the term with Enter on its row shown highlighted before the box names it', async () => {
      const { user, input, onNavigate } = await typed();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('option', { name: 'Search everything for teach' })).toHaveAttribute(
        'data-focused',
      );
      input.removeAttribute('aria-activedescendant');
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/search/?q=teach');
      expect(onNavigate).toHaveBeenCalledTimes(1);
    });

    it('leaves Left and Right to the text while no row is highlighted', async () => {
      const { user, input, loadSuggestions } = await typed();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      expect(loadSuggestions).toHaveBeenCalledTimes(1);
      expect(input).toHaveFocus();
    });

    it('gives Left and Right back to the text once a highlighted row is typed over', async () => {
      const { user, input, loadSuggestions } = await typed();
      await user.keyboard('{ArrowDown}');
      expect(options()[0]).toHaveAttribute('data-focused');
      await user.keyboard('e{ArrowLeft}');
      expect(input).toHaveValue('teache');
      expect(options().some((option) => option.hasAttribute('data-focused'))).toBe(false);
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      expect(loadSuggestions).not.toHaveBeenCalledWith('teach', 'events');
      expect(loadSuggestions).not.toHaveBeenCalledWith('teache', 'events');
    });

    it('searches for the term in the current category with Enter when no row is highlighted', async () => {
      const { user, onNavigate } = await typed();
      await user.click(screen.getByRole('button', { name: 'Events' }));
      await screen.findByRole('option', { name: 'Search all events for teach' });
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenLastCalledWith('/search/events?q=teach');
    });

    it('closes the list with Escape and keeps the text', async () => {
      const { user, input } = await typed();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveValue('teach');
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('clears the text with a second Escape', async () => {
      const { user, input } = await typed();
      await user.keyboard('{Escape}{Escape}');
      expect(input).toHaveValue('');
      expect(input).toHaveFocus();
    });

    it('opens a closed list again with Down', async () => {
      const { user } = await typed();
      await user.keyboard('{Escape}');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Person Ada Teachwell' })).toBeInTheDocument();
    });

    it('names no row while closed, and the highlighted one once open again', async () => {
      const { user, input, onNavigate } = await typed();
      await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
      expect(input).not.toHaveAttribute('aria-activedescendant', expect.stringMatching(/./));
      await user.keyboard('{ArrowDown}');
      const highlighted = screen.getByRole('option', { name: 'Music Presenter Teachers Records' });
      expect(highlighted).toHaveAttribute('data-focused', 'true');
      expect(input).toHaveAttribute('aria-activedescendant', highlighted.id);
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/music_fest_presenters/M12');
    });
  });

  describe('the term row', () => {
    it('goes to the action, then /{category}, with the form fields as query string', async () => {
      const { user, input, onNavigate } = setup({
        action: '/2026/search/',
        children: <input type="hidden" name="grouping" value="date" />,
      });
      await user.type(input, '  jazz & blues ');
      await user.click(await screen.findByRole('option', { name: 'Search everything for jazz & blues' }));
      expect(onNavigate).toHaveBeenCalledWith('/2026/search/?q=++jazz+%26+blues+&grouping=date');
    });

    it('is where the form goes when it is submitted', async () => {
      const { user, input, onNavigate } = setup();
      await user.type(input, 'x');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(onNavigate).toHaveBeenCalledWith('/search/?q=x');
    });
  });

  describe('with the mouse', () => {
    it('opens a clicked suggestion', async () => {
      const { user, input, onNavigate } = setup({ year: 2025 });
      await user.type(input, 'teach');
      await user.click(await screen.findByRole('option', { name: 'Person Ada Teachwell' }));
      expect(onNavigate).toHaveBeenCalledWith('/2025/contributors/P200');
    });

    it('switches the category from the list without leaving the box', async () => {
      const { user, input, loadSuggestions } = setup();
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      await user.click(screen.getByRole('button', { name: 'Contributors' }));
      expect(input).toHaveFocus();
      await screen.findByRole('option', { name: 'Search all contributors for teach' });
      expect(loadSuggestions).toHaveBeenLastCalledWith('teach', 'contributors');
    });

    it('closes the list when the click outside happens', async () => {
      const { user, input } = setup();
      render(<button type="button">Elsewhere</button>);
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      // The page behind an open list is hidden from assistive technology, not from the mouse.
      await user.click(screen.getByText('Elsewhere'));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });

    it('closes the list 100 ms after the box loses focus, not at once', async () => {
      const { user, input } = setup();
      render(<button type="button">Elsewhere</button>);
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      const blurredAt = performance.now();
      act(() => screen.getByText('Elsewhere').focus());
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(100);
    });

    it('shows the list again when the box gets focus back', async () => {
      const { user, input } = setup();
      render(<button type="button">Elsewhere</button>);
      await user.type(input, 'teach');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      // The page behind an open list is hidden from assistive technology, not from the mouse.
      await user.click(screen.getByText('Elsewhere'));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await user.click(input);
      expect(await screen.findByRole('option', { name: 'Person Ada Teachwell' })).toBeInTheDocument();
    });
  });

  describe('thumbnails', () => {
    const withImages: Suggestion[] = [
      { ...SAMPLE_SUGGESTIONS[1], thumbnail_url: '/images/person/P200.svg' } as Suggestion,
      { ...SAMPLE_SUGGESTIONS[2] } as Suggestion,
    ];

    it('are 48 px, decorative, with the fallback image when missing or broken', async () => {
      const { user, input } = setup({
        loadSuggestions: async () => withImages,
        fallbackImage: '/images/fallback.svg',
      });
      await user.type(input, 'teach');
      const person = await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      const image = person.querySelector('img') as HTMLImageElement;
      expect(image).toHaveAttribute('src', '/images/person/P200.svg');
      expect(image).toHaveAttribute('width', '48');
      expect(image).toHaveAttribute('alt', '');
      const presenter = screen.getByRole('option', { name: 'Music Presenter Teachers Records' });
      expect(presenter.querySelector('img')).toHaveAttribute('src', '/images/fallback.svg');

      act(() => {
        image.dispatchEvent(new Event('error'));
      });
      expect(person.querySelector('img')).toHaveAttribute('src', '/images/fallback.svg');
    });
  });

  describe('when suggestions cannot be fetched', () => {
    it('reports the error, stops loading and still offers the term row', async () => {
      const failure = new Error('503');
      const onError = vi.fn();
      const { user, input } = setup({ loadSuggestions: () => Promise.reject(failure), onError });
      await user.type(input, 'teach');
      await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
      await waitFor(() => expect(screen.queryByRole('option', { name: 'Loading…' })).not.toBeInTheDocument());
      expect(optionNames()).toEqual(['Search everything for teach']);
    });

    it('writes "Failed to fetch search suggestions" to the console by default', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = new Error('offline');
      const { user, input } = setup({ loadSuggestions: () => Promise.reject(failure) });
      await user.type(input, 'teach');
      await waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith('Failed to fetch search suggestions', failure),
      );
    });
  });

  describe('given a suggestion of an unknown type', () => {
    it('logs it and does not show it', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const odd = { type: 'sponsor', name: 'Mystery', thumbnail_url: null, entity_id: 'S1' };
      const { user, input } = setup({
        loadSuggestions: async () => [odd, SAMPLE_SUGGESTIONS[1] as Suggestion],
      });
      await user.type(input, 'my');
      await screen.findByRole('option', { name: 'Person Ada Teachwell' });
      expect(screen.queryByRole('option', { name: /Mystery/ })).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Unknown search suggestion, not shown:', odd);
    });
  });

  it('uses a cache it is given', async () => {
    const cache = new Map<string, readonly Suggestion[]>();
    const first = setup({ cache });
    await first.user.type(first.input, 'teach');
    await screen.findByRole('option', { name: 'Person Ada Teachwell' });
    expect([...cache.keys()]).toEqual(['all\u0000teach']);
  });
});
