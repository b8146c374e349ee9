import type { ServerSuggestion } from '@conf/api-client';
import { SuggestionIndex, snapshotSuggestInputs, suggest, suggestionModelsOf } from '@conf/core';
import { perDeviceCopy } from '../offline/perDeviceCopy.ts';
import type { ScheduleStorage } from '../offline/scheduleStore.ts';
import type { SuggestionBoxCategory } from './loadSuggestions.ts';

/**
 * Type-ahead answered on the device (issue 15 item 4, docs/offline.md): the suggestion index of
 * @conf/core built from the year's schedule kept in IndexedDB, answering with the server's code,
 * categories, order and limit. Loaded by a dynamic import on first focus of the search box
 * (loadSuggestions.ts), so that no page's first load carries it; built once per downloaded copy (the
 * next call asks only for what is known of the copy, its ETag).
 */

/** Answers suggestions from the device's copy of a year. */
export interface DeviceSuggester {
  answer(text: string, category: SuggestionBoxCategory, options?: { venues?: boolean }): ServerSuggestion[];
}

/** A suggester on an index (the clock decides nothing: the device's copy holds only what is published). */
export function suggesterOf(index: SuggestionIndex, now: () => number = Date.now): DeviceSuggester {
  return {
    answer(text, category, { venues = true } = {}) {
      const models = suggestionModelsOf(category === 'all' ? '' : category).filter(
        (model) => venues || model !== 'venue',
      );
      return suggest(index, text, { models, now: now() });
    },
  };
}

const suggesterPerCopy = perDeviceCopy((snapshot) =>
  suggesterOf(SuggestionIndex.build(snapshotSuggestInputs(snapshot))),
);

/**
 * The device's suggester for `year`, or `undefined` when the device holds no copy of it (or cannot
 * keep one). `storage` is the browser's by default.
 */
export async function deviceSuggester(
  year: number,
  storage?: () => Promise<ScheduleStorage>,
): Promise<DeviceSuggester | undefined> {
  return (await suggesterPerCopy.read(year, storage))?.value;
}

/** Forgets the built index (tests). */
export const forgetDeviceSuggester = suggesterPerCopy.forget;
