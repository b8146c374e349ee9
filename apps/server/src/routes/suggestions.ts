import type { ServerSuggestion, SuggestionRequest } from '@conf/contract';
import { CATALOG_MODELS, type CatalogModel, isCatalogModel, suggest, suggestionPhrase } from '@conf/core';
import type { Config } from '../config.ts';
import type { LiveFeatures } from '../features/store.ts';
import { badBodyField } from '../http/errors.ts';
import { type SerializedJson, serializedAs } from '../http/implementation.ts';
import { RequestBudget } from '../http/rate-limit.ts';
import { AnswerCache, type AnswerCacheOptions } from '../search/answer-cache.ts';
import type { SearchService } from '../search/service.ts';

/**
 * The answers of `POST /search/suggestions`, whichever path the request took to get here: the contract
 * router's handler (routes/search.ts) or the fast lane that answers before Koa (http/fast-lane.ts).
 * The request arrives validated against openapi.yaml; what the schema cannot say (known models) is
 * answered 400 here. Answers are the same for everyone, so they are cached serialized (AnswerCache:
 * dropped when the index is rebuilt, never reused across a publish_at boundary).
 *
 * Decision: while the `venues` flag is off, venues are left out of the suggestions: a venue suggestion
 * leads to its venue page, and those answer 404 then.
 */

const MB = 1024 * 1024;
/** About 1.5 KB an answer: a few thousand prefixes of the type-ahead. */
const SUGGESTION_CACHE: AnswerCacheOptions = { maxEntries: 5000, maxBytes: 16 * MB };

export interface SuggestionAnswerDeps {
  search: SearchService;
  config: Pick<Config, 'landingYear' | 'searchLimits'>;
  features: LiveFeatures;
  /** Clock (epoch ms) deciding what is published; tests may pin it. */
  now?: () => number;
}

export interface SuggestionAnswers {
  /** The JSON answer to a validated request from the client at `clientAddress` (rate limited). */
  answer(body: SuggestionRequest, clientAddress: string): SerializedJson<ServerSuggestion[], string>;
}

/** `models` of a suggestion request (`artist,film,person`) as a list; every catalogue model when omitted. */
export function suggestionModels(models: string | undefined): CatalogModel[] {
  if (models === undefined) return [...CATALOG_MODELS];
  const names = [...new Set(models.split(','))];
  const unknown = names.filter((name) => !isCatalogModel(name));
  if (unknown.length > 0) {
    const message = `Unknown model${unknown.length > 1 ? 's' : ''} ${unknown.map((m) => `'${m}'`).join(', ')} (known: ${CATALOG_MODELS.join(', ')})`;
    throw badBodyField(message, '/models');
  }
  return names as CatalogModel[];
}

export function suggestionAnswers({
  search,
  config,
  features,
  now = Date.now,
}: SuggestionAnswerDeps): SuggestionAnswers {
  const answers = new AnswerCache(SUGGESTION_CACHE);
  const budget = new RequestBudget(config.searchLimits.suggestionsPerMinute, 'suggestion requests');
  return {
    answer(body, clientAddress) {
      budget.spend(clientAddress);
      const asked = suggestionModels(body.models);
      const phrase = suggestionPhrase(body.q);
      if (phrase === null) return serializedAs('[]');
      const models = features.current().venues ? asked : asked.filter((model) => model !== 'venue');
      const year = config.landingYear;
      const clock = now();
      // The model order does not change the answer: sorted, so that `film,artist` and `artist,film` share it.
      const key = `${year}\u0000${[...models].sort().join(',')}\u0000${phrase}`;
      const corpus = search.year(year).catalog;
      const { body: json } = answers.through(key, { generation: search.index, corpus, now: clock }, () => {
        const suggestions = suggest(corpus, body.q, { models, now: clock });
        return { body: JSON.stringify(suggestions), total: suggestions.length };
      });
      return serializedAs(typeof json === 'string' ? json : json.toString('utf8'));
    },
  };
}
