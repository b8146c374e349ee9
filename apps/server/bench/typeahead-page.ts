import type { ScheduleSnapshot, ServerSuggestion } from '@conf/contract';
import {
  type CategoryId,
  SuggestionIndex,
  snapshotSuggestInputs,
  suggest,
  suggestionModelsOf,
} from '@conf/core';

/**
 * What `pnpm bench typeahead` runs inside Chromium (bundled by typeahead.ts): the device's suggestion
 * index of @conf/core built from the schedule snapshot, then every keystroke answered and timed.
 * Exposed as `window.__typeahead`.
 */

export interface PageKeystroke {
  category: CategoryId | '';
  text: string;
}

export interface PageBuild {
  parseMs: number;
  buildMs: number;
  documents: number;
}

export interface PageAnswer {
  ms: number;
  answer: ServerSuggestion[];
}

let index: SuggestionIndex | null = null;

const api = {
  /** Parses the snapshot's JSON and builds the index, timing both. */
  build(json: string): PageBuild {
    const started = performance.now();
    const snapshot = JSON.parse(json) as ScheduleSnapshot;
    const parsed = performance.now();
    index = SuggestionIndex.build(snapshotSuggestInputs(snapshot));
    return { parseMs: parsed - started, buildMs: performance.now() - parsed, documents: index.size };
  },
  /** Answers one keystroke, timed. */
  type({ category, text }: PageKeystroke, now: number): PageAnswer {
    if (!index) throw new Error('build() first');
    const started = performance.now();
    const answer = suggest(index, text, { models: suggestionModelsOf(category), now });
    return { ms: performance.now() - started, answer };
  },
};

(window as unknown as { __typeahead: typeof api }).__typeahead = api;
