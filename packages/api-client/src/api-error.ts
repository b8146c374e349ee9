import type { ApiErrorBody, ApiErrorDetail } from '@conf/contract';

type ErrorCode = ApiErrorBody['error'];

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<ApiErrorBody>;
  return typeof body.error === 'string' && typeof body.message === 'string';
}

/**
 * A failed API call, as the one error body of the contract (`components.schemas.Error`): the HTTP
 * status, its machine-readable `code` and the human-readable `message`, with the `errors` of a
 * `validation_failed`. An answer without that body (a proxy's HTML page, a network failure turned
 * into a status) gets a code from its status and a message naming the status, so callers handle one
 * shape only.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'request_failed';
  readonly errors: readonly ApiErrorDetail[];

  constructor(status: number, body: unknown, statusText = '') {
    const known = isErrorBody(body) ? body : null;
    super(known?.message ?? `The request failed with status ${status}${statusText ? ` ${statusText}` : ''}`);
    this.status = status;
    this.code = known?.error ?? (status === 404 ? 'not_found' : 'request_failed');
    this.errors = known?.errors ?? [];
  }

  /** The error of an answer: its status and the body openapi-fetch parsed (`error`). */
  static of(response: Response, body: unknown): ApiError {
    return new ApiError(response.status, body, response.statusText);
  }
}

/** Whether `value` is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What openapi-fetch returns: the parsed body of a success or of a failure, and the response. */
export interface FetchAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful answer, or throws its {@link ApiError}: the one way the site and the
 * embeds read answers (`const event = unwrap(await api.GET(…))`). A success without a body
 * (204) gives `undefined`, as its type says.
 */
export function unwrap<T>(answer: FetchAnswer<T>): T {
  const { data, error, response } = answer;
  if (error !== undefined || !response.ok) throw ApiError.of(response, error);
  // openapi-fetch types `data` as present on a success; a 204 has none, as its operation's type says.
  return data as T;
}
