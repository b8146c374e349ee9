import { unwrap } from '@conf/api-client';
import { suggestionRequestBody } from '@conf/core';
import type { SiteApi } from '../api.ts';
import type { DeviceSuggester } from './deviceSuggestions.ts';

import type { SuggestionBoxCategory, SuggestionSource, SuggestionSourceOptions } from './loadSuggestions.ts';

/**
 * The server's suggestions: POST /search/suggestions with the trimmed text in `q` and the category's
 * models (spec section 9 mapping) in `models`, left out for All (spec section 7). Throws when the call
 * does not reach the server; an error answer is returned as such.
 */
function askServer(api: SiteApi, text: string, category: SuggestionBoxCategory) {
  return api.POST('/search/suggestions', { body: suggestionRequestBody(text, category) });
}

const browserDevice = (year: number) =>
  import('./deviceSuggestions.ts').then(({ deviceSuggester }) => deviceSuggester(year));

/**
 * The `loadSuggestions` and `instantSuggestions` of the search box: type-ahead offline and online alike (issue 15 item 4, docs/offline.md): the device's answers show
 * at once on every keystroke, the server's replace them when they arrive; offline the server is not
 * asked, and a call that throws (no network) is answered by the device too. An error answer of the
 * server stands.
 */
export function suggestionSource(
  api: SiteApi,
  {
    year,
    venues = () => true,
    isOnline = () => navigator.onLine,
    device = browserDevice,
  }: SuggestionSourceOptions & {
    /** The device's suggester of a year; default: the IndexedDB copy, its code loaded on first use. */
    device?: (year: number) => Promise<DeviceSuggester | undefined>;
  },
): SuggestionSource {
  let suggester: DeviceSuggester | undefined;
  let preparing: Promise<DeviceSuggester | undefined> | null = null;
  const prepare = () => {
    preparing ??= device(year)
      .catch(() => undefined)
      .then((found) => {
        suggester = found;
        // Without a copy yet (the first visit's download may be under way), the next call looks again.
        if (!found) preparing = null;
        return found;
      });
    return preparing;
  };
  const fromDevice = async (text: string, category: SuggestionBoxCategory, failure: unknown) => {
    const found = suggester ?? (await prepare());
    if (!found) throw failure;
    return found.answer(text, category, { venues: venues() });
  };
  return {
    instant(text, category) {
      if (!suggester) {
        void prepare();
        return undefined;
      }
      return suggester.answer(text, category, { venues: venues() });
    },
    async load(text, category) {
      if (!isOnline())
        return fromDevice(text, category, new Error('Offline, and no programme on this device'));
      let answer: Awaited<ReturnType<typeof askServer>>;
      try {
        answer = await askServer(api, text, category);
      } catch (failure) {
        return fromDevice(text, category, failure);
      }
      // A failed answer (an error status) is the server's word: it rejects, the box logs it.
      return unwrap(answer);
    },
    prepare() {
      void prepare();
    },
  };
}
