import type { SearchModel } from '@conf/contract';
import { describe, expect, it } from 'vitest';
import { suggest, suggestionModelsOf } from './suggest.ts';
import { type SuggestInput, SuggestionIndex } from './suggestion-index.ts';

/**
 * The type-ahead's ranking rules on fixed records (the same `suggest` answers on the server and on
 * the device; test/typeahead-parity.test.ts of the server compares both on the SXSW programme).
 */
const record = (model: SearchModel, id: string, name: string, featured = false): SuggestInput => ({
  model,
  id,
  name,
  featured,
  thumbnailUrl: null,
  ...(model === 'event' ? { eventType: 'session', venueName: 'Salon C' } : {}),
});

const ids = (index: SuggestionIndex, text: string, category: '' | 'events' | 'contributors' = '') =>
  suggest(index, text, { models: suggestionModelsOf(category), now: 0 }).map((s) =>
    s.type === 'event' ? s.event_id : s.entity_id,
  );

describe('suggest on a SuggestionIndex', () => {
  const index = SuggestionIndex.build([
    record('person', 'P-game', 'Games Master'),
    record('event', 'E-with', 'Teaching With Games'),
    record('event', 'E-exact', 'Games'),
    record('event', 'E-start', 'Games for Good'),
    record('event', 'E-featured', 'Games Night', true),
    record('venue', 'V-hall', 'Games Hall'),
    record('artist', 'A-gamez', 'The Gamez'),
    record('event', 'E-typo', 'Gmaes Reviewed'),
  ]);

  it('ranks the name equal to the text, then names starting with it (featured first), then word starts, then one typo', () => {
    expect(ids(index, 'games', 'events')).toEqual(['E-exact', 'E-featured', 'E-start', 'E-with', 'E-typo']);
  });

  it('ranks one-typo matches featured first, then in rank order', () => {
    expect(ids(index, 'gamse', 'events')).toEqual(['E-featured', 'E-exact', 'E-start', 'E-with']);
  });

  it('looks for typos only in words of 5 letters or more', () => {
    expect(ids(index, 'gmae', 'events')).toEqual(['E-typo']);
  });

  it('orders models by group inside a tier: events, then contributors, then venues', () => {
    expect(ids(index, 'games')).toEqual([
      'E-exact',
      'E-featured',
      'E-start',
      'P-game',
      'V-hall',
      'E-with',
      'E-typo',
      'A-gamez',
    ]);
  });

  it("keeps to the category's models", () => {
    expect(ids(index, 'games', 'contributors')).toEqual(['P-game', 'A-gamez']);
  });

  it('answers at most 8, sharing them out between the models found', () => {
    const many = SuggestionIndex.build([
      ...Array.from({ length: 12 }, (_, i) => record('event', `E${i}`, `Jazz ${i}`)),
      ...Array.from({ length: 12 }, (_, i) => record('person', `P${i}`, `Jazz Singer ${i}`)),
    ]);
    const answer = ids(many, 'jazz');
    expect(answer).toHaveLength(8);
    expect(answer.filter((id) => id?.startsWith('E'))).toHaveLength(4);
    expect(answer.filter((id) => id?.startsWith('P'))).toHaveLength(4);
  });

  it('answers nothing under 2 characters', () => {
    expect(ids(index, ' g ')).toEqual([]);
  });

  it('highlights the matched part of the name, and the typo match as such', () => {
    const [typo] = suggest(index, 'reveiwed', { models: ['event'], now: 0 });
    expect(typo).toMatchObject({
      name: 'Gmaes Reviewed',
      highlight: { name: ['Gmaes <span class="highlight">Reviewed</span>'] },
      event_type: 'session',
      venue_name: 'Salon C',
    });
  });
});
