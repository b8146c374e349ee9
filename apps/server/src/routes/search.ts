import type { SearchModel, SearchRequest, SearchResult } from '@conf/contract';
import { CATALOG_MODELS, type CatalogModel, parseQuery } from '@conf/core';
import type { Context } from 'koa';
import type { Config } from '../config.ts';
import type { LiveFeatures } from '../features/store.ts';
import { clientAddress } from '../http/client-address.ts';
import { badBodyField } from '../http/errors.ts';
import { type HandlerContext, implement, serializedAs } from '../http/implementation.ts';
import { RequestBudget } from '../http/rate-limit.ts';
import { AnswerCache, type AnswerCacheOptions, type CachedAnswer } from '../search/answer-cache.ts';
import type { Corpus } from '../search/corpus.ts';
import type { FilterInput } from '../search/facets.ts';
import { previewAllowed } from '../search/preview.ts';
import { searchAnswer } from '../search/query.ts';
import type { SearchLog } from '../search/search-log.ts';
import { searchAnswerTail, withSearchId } from '../search/serialize.ts';
import type { SearchService } from '../search/service.ts';
import type { SuggestionAnswers } from './suggestions.ts';

/**
 * The search routes of openapi.yaml (tag `search`): suggestions, full search (landing year or a
 * given year), the attendee directory and conversions. Requests arrive validated against the
 * contract; what the schema cannot say (known models, filter fields per model, page in range) is
 * checked here and answered 400 with where the problem is.
 */

export interface SearchRouteDeps {
  search: SearchService;
  searchLog: SearchLog;
  config: Config;
  /** The feature flags in force (preview_mode decides previews). */
  features: LiveFeatures;
  /** Clock (epoch ms) deciding what is published; tests may pin it. */
  now?: () => number;
  /** The suggestion answers (routes/suggestions.ts), shared with the fast lane. */
  suggestions: SuggestionAnswers;
}

const MB = 1024 * 1024;
/**
 * A full page of hits is tens of KB: the few hundred most asked searches (category pages, popular
 * terms). 16 MB keeps the festival server within its memory budget (bench:memory).
 */
const SEARCH_CACHE: AnswerCacheOptions = { maxEntries: 1000, maxBytes: 16 * MB };

function bodyError(message: string, path: string): never {
  throw badBodyField(message, path);
}

/** The models a catalogue search covers: the ones asked for, or every catalogue model. */
function catalogScope(models: readonly SearchModel[] | undefined): CatalogModel[] {
  if (!models || models.length === 0) return [...CATALOG_MODELS];
  if (models.includes('attendee')) {
    bodyError(
      'attendee is not a catalogue model: search the directory with POST /search/attendees',
      '/models',
    );
  }
  return [...new Set(models)] as CatalogModel[];
}

function attendeeScope(models: readonly SearchModel[] | undefined): SearchModel[] {
  const other = (models ?? []).filter((m) => m !== 'attendee');
  if (other.length > 0) {
    bodyError(`Only attendee can be searched here, not ${other.join(', ')}`, '/models');
  }
  return ['attendee'];
}

/** The operations answering a page of search results (a SearchResult). */
type SearchOperation = 'search' | 'searchYear' | 'searchAttendees';

export function searchHandlers({
  search,
  searchLog,
  config,
  features,
  now = Date.now,
  suggestions,
}: SearchRouteDeps) {
  // Answers are the same for everyone (favorite_id/favorite_type are the record's own id and type, not
  // the user's favourites), except previews: those are never cached.
  const searchCache = new AnswerCache(SEARCH_CACHE);
  // One budget for the catalogue searches and the attendee directory (SEARCH_RATE_SEARCHES_PER_MINUTE).
  const budget = new RequestBudget(config.searchLimits.searchesPerMinute, 'searches');
  const spend = (ctx: Context) => budget.spend(clientAddress(ctx.req, config.trustProxy));

  function respond(
    ctx: HandlerContext<SearchOperation>,
    corpus: Corpus,
    year: number,
    kind: 'catalog' | 'attendees',
    body: SearchRequest,
    scope: SearchModel[],
    preview: boolean,
  ): void {
    const grouping = body.grouping ?? 'models';
    const page = body.page ?? 1;
    const filters = (body.filters ?? []) as FilterInput[];
    const term = body.term ?? '';
    const { sort } = body;
    const clock = now();
    // The answer depends on the term only through its normalised words; filters and models are echoed.
    const key = preview
      ? null
      : JSON.stringify([
          year,
          kind,
          parseQuery(term).phrase,
          body.filters ?? [],
          body.models ?? [],
          grouping,
          sort ?? null,
          page,
        ]);
    const make = (): CachedAnswer => {
      // A request the engine cannot answer throws SearchInputError, itself a 400.
      const result = searchAnswer(corpus, body, scope, { now: clock, preview });
      return { body: Buffer.from(searchAnswerTail(result)), total: result.total };
    };
    const answer =
      key === null
        ? make()
        : searchCache.through(key, { generation: search.index, corpus, now: clock }, make);
    const id = searchLog.record({ year, kind, term, filters, models: scope, resultCount: answer.total });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/json';
    ctx.body = serializedAs<SearchResult>(withSearchId(id, answer.body));
  }

  const catalogSearch = (year: number, body: SearchRequest, ctx: HandlerContext<SearchOperation>) => {
    spend(ctx);
    respond(
      ctx,
      search.year(year).catalog,
      year,
      'catalog',
      body,
      catalogScope(body.models),
      previewAllowed(body.preview, ctx, { features: features.current() }),
    );
  };

  return implement({
    searchSuggestions: (req, ctx) => {
      const answer = suggestions.answer(req.body, clientAddress(ctx.req, config.trustProxy));
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/json';
      ctx.body = answer;
    },
    search: (req, ctx) => catalogSearch(config.landingYear, req.body, ctx),
    searchYear: (req, ctx) => catalogSearch(req.params.year, req.body, ctx),
    searchAttendees: (req, ctx) => {
      spend(ctx);
      const body = req.body;
      const scope = attendeeScope(body.models);
      const year = config.landingYear;
      respond(ctx, search.year(year).attendees, year, 'attendees', body, scope, false);
    },
    recordSearchConversion: async (req, ctx) => {
      const body = req.body;
      const stored = await searchLog.convert({
        searchId: body.search_id,
        convertableType: body.convertable_type,
        convertableId: body.convertable_id,
      });
      if (!stored) bodyError(`No search '${body.search_id}': send the id a search returned`, '/search_id');
      ctx.status = 204;
    },
  });
}
