import type { ServerSuggestion } from '@conf/api-client';
import { SuggestionIndex, snapshotSuggestInputs, suggest, suggestionModelsOf } from '@conf/core';
import type { ScheduleStorage } from '../offline/scheduleStore.ts';
import { deviceScheduleStorage } from '../offline/scheduleSync.ts';
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

let built: { year: number; etag: string; suggester: DeviceSuggester } | null = null;

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

/**
 * The device's suggester for `year`, or `undefined` when the device holds no copy of it (or cannot
 * keep one). `storage` is the browser's by default.
 */
export async function deviceSuggester(
  year: number,
  storage: () => Promise<ScheduleStorage> = deviceScheduleStorage,
): Promise<DeviceSuggester | undefined> {
  const held = await storage();
  const copy = await held.readCopy(year);
  if (!copy) return undefined;
  if (built?.year === year && built.etag === copy.etag) return built.suggester;
  const schedule = await held.read(year);
  if (!schedule) return undefined;
  const index = SuggestionIndex.build(snapshotSuggestInputs(schedule.snapshot));
  built = { year, etag: schedule.etag, suggester: suggesterOf(index) };
  return built.suggester;
}

/** Forgets the built index (tests). */
export function forgetDeviceSuggester(): void {
  built = null;
}
