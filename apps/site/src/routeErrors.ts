import { data, isRouteErrorResponse } from 'react-router-dom';

/**
 * Errors thrown by loaders. A route error response (react-router's `data()`) carries an HTTP
 * status and the API's error body; the error screens tell a 404 (the page-not-found screen)
 * from anything else ("We encountered an error!" with the message).
 */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
}

/** Throws a 404 route error: the page-not-found screen is shown. */
export function throwNotFound(message: string): never {
  throw data<ErrorBody>({ status: 404, error: 'not_found', message }, { status: 404 });
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/**
 * Throws the route error for a failed API call: its status (404 shows the page-not-found screen)
 * and the error body the API returned, or a body made from the status when there was none.
 */
export function throwApiFailure(response: Response, body: unknown): never {
  const status = response.status;
  const payload: ErrorBody = isErrorBody(body)
    ? { status, error: body.error, message: body.message }
    : {
        status,
        error: status === 404 ? 'not_found' : 'request_failed',
        message: `The request failed with status ${status}${response.statusText ? ` ${response.statusText}` : ''}`,
      };
  throw data<ErrorBody>(payload, { status });
}

/** Whether a route error means "page not found". */
export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The message shown under "We encountered an error!". */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (isErrorBody(error.data)) return error.data.message;
    if (typeof error.data === 'string' && error.data !== '') return error.data;
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong.';
}

/** What an openapi-fetch call resolves to: the data on success, else the error body and the response. */
export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The record of a successful call; a failed one becomes the route error (404: page not found). */
export function recordOrThrow<T>(result: ApiResult<T>): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throwApiFailure(result.response, result.error);
}
