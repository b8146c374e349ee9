import { ApiError, type FetchAnswer, unwrap } from '@conf/api-client';
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
 * Throws the route error of a failed API call: its status (404 shows the page-not-found screen)
 * and the API's error body, or one made from the status when there was none (`ApiError`).
 */
export function throwApiFailure(failure: ApiError): never {
  const { status, code, message } = failure;
  throw data<ErrorBody>({ status, error: code, message }, { status });
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

/** The record of a successful call; a failed one becomes the route error (404: page not found). */
export function recordOrThrow<T>(result: FetchAnswer<T>): T {
  try {
    const record = unwrap(result);
    if (record !== undefined) return record;
    throw ApiError.of(result.response, undefined);
  } catch (error) {
    if (error instanceof ApiError) throwApiFailure(error);
    throw error;
  }
}
