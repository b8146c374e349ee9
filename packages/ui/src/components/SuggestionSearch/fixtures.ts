import type { Suggestion, SuggestionCategory } from './suggestions.ts';

/** Suggestions of a small education programme, for stories and tests. */
export const SAMPLE_SUGGESTIONS: readonly Suggestion[] = [
  {
    type: 'event',
    name: 'Teaching With Games',
    thumbnail_url: null,
    highlight: { name: ['<span class="highlight">Teach</span>ing With Games'] },
    event_id: 'PP1001',
    event_type: 'panel',
    venue_name: 'Salon C',
  },
  {
    type: 'person',
    name: 'Ada Teachwell',
    thumbnail_url: null,
    highlight: { name: ['Ada <span class="highlight">Teach</span>well'] },
    entity_id: 'P200',
  },
  {
    type: 'music_fest_presenter',
    name: 'Teachers Records',
    thumbnail_url: null,
    highlight: {},
    entity_id: 'M12',
  },
];

/** The sample suggestions that belong to a category (events are events; contributors are people). */
export function sampleSuggestionsFor(category: SuggestionCategory): Suggestion[] {
  if (category === 'events') return SAMPLE_SUGGESTIONS.filter((s) => s.type === 'event');
  if (category === 'contributors') return SAMPLE_SUGGESTIONS.filter((s) => s.type === 'person');
  return [...SAMPLE_SUGGESTIONS];
}

/** A small square SVG image as a data URI (stories only: the product serves its own images). */
export function sampleImage(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${colour}"/><text x="24" y="31" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
