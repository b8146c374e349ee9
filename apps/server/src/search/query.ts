import type { SearchModel, SearchRequest, SearchResult } from '@conf/contract';
import {
  type Corpus,
  runSearch as coreRunSearch,
  searchAnswer as coreSearchAnswer,
  type SearchOptions,
  type SearchOutcome,
  type SearchProblem,
} from '@conf/core';
import { HttpError } from '../http/errors.ts';

/**
 * Full search is @conf/core's (packages/core/src/search/full-search.ts), shared with the device's
 * search (docs/offline.md); the server adds what a request it cannot answer is: a 400.
 */
export {
  PER_PAGE,
  type SearchOptions,
  type SearchOutcome,
  type SearchSort,
  TYPO_PASS_BELOW,
} from '@conf/core';

/**
 * A problem with the request (a page past the last one, a filter field the models do not carry): a
 * 400 `validation_failed` naming where it is, wherever it surfaces. It is an {@link HttpError} itself,
 * so that a caller that does not catch it (the shared schedule's `?page=`, found by the contract fuzz
 * test) still answers 400, never 500. The problems' paths are JSON pointers into the search request.
 */
export class SearchInputError extends HttpError {
  constructor(
    message: string,
    readonly problems: SearchProblem[],
  ) {
    super(
      400,
      'validation_failed',
      message,
      problems.map((p) => ({ in: 'body', path: p.path, message: p.message })),
    );
    this.name = 'SearchInputError';
  }
}

function fail(message: string, problems: SearchProblem[]): never {
  throw new SearchInputError(message, problems);
}

export function runSearch(corpus: Corpus, opts: SearchOptions): SearchOutcome {
  return coreRunSearch(corpus, opts, fail);
}

/** The answer but its id ({@link coreSearchAnswer}), a request it cannot answer being a 400. */
export function searchAnswer(
  corpus: Corpus,
  body: SearchRequest,
  scope: readonly SearchModel[],
  clock: { now: number; preview: boolean },
): Omit<SearchResult, 'id'> {
  return coreSearchAnswer(corpus, body, scope, clock, fail);
}
