import type { ServerSuggestion } from '@conf/api-client';
import type { SiteApi } from '../api.ts';

/** The categories of the suggestion box: All, or one of the category ids of @conf/core. */
export type SuggestionBoxCategory = 'all' | 'events' | 'contributors';

/** The search box's suggestions, from the device and from the server (suggestionSource.ts). */
export interface SuggestionSource {
  /** The device's answer at once, or `undefined` while it has none (no copy, not built yet). */
  instant(text: string, category: SuggestionBoxCategory): ServerSuggestion[] | undefined;
  /** The server's answer online; offline (or when the call fails for want of a network) the device's. */
  load(text: string, category: SuggestionBoxCategory): Promise<ServerSuggestion[]>;
  /** Loads the device's index (on first focus of the box); again after a copy was missing. */
  prepare(): void;
}

export interface SuggestionSourceOptions {
  year: number;
  /** Whether venues may be suggested (the `venues` flag; the server leaves them out when it is off). */
  venues?: () => boolean;
  /** Whether the browser is online; default `navigator.onLine`. */
  isOnline?: () => boolean;
}

/**
 * The landing box's {@link SuggestionSource}, its code (suggestionSource.ts) loaded on first use, so
 * that the landing page's first load carries only this stand-in: the box's first focus loads it.
 */
export function lazySuggestionSource(api: SiteApi, options: SuggestionSourceOptions): SuggestionSource {
  let source: SuggestionSource | undefined;
  let loading: Promise<SuggestionSource> | undefined;
  const loaded = () => {
    loading ??= import('./suggestionSource.ts').then((module) => {
      source = module.suggestionSource(api, options);
      return source;
    });
    return loading;
  };
  return {
    instant: (text, category) => {
      if (source) return source.instant(text, category);
      void loaded();
      return undefined;
    },
    load: async (text, category) => (await loaded()).load(text, category),
    prepare: () => void loaded().then((loadedSource) => loadedSource.prepare()),
  };
}
