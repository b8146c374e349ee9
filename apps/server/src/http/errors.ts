/**
 * Known HTTP errors and the one JSON error shape of openapi.yaml (`components.schemas.Error`).
 * Route code throws these; the error middleware turns them into responses.
 */
import type { components } from '@conf/contract';

/** One problem of a 400 (the contract's ErrorDetail). */
export type ErrorDetail = components['schemas']['ErrorDetail'];
/** The one JSON error body (the contract's Error). */
export type ErrorBody = components['schemas']['Error'];
/** The error codes the contract lists. */
export type ErrorCode = ErrorBody['error'];

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Headers the answer carries besides the body (e.g. `Retry-After` of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      error: this.code,
      message: this.message,
      ...(this.details ? { errors: this.details } : {}),
    };
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, details ? 'validation_failed' : 'bad_request', message, details);
/** 400 naming one field of the JSON body (`path`, a JSON pointer such as `/models`). */
export const badBodyField = (message: string, path: string) =>
  badRequest(message, [{ in: 'body', path, message }]);
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
/** 429; with `retryAfterSeconds`, the answer says when to try again (`Retry-After`). */
export const tooManyRequests = (message = 'Too many requests, slow down', retryAfterSeconds?: number) =>
  new HttpError(
    429,
    'too_many_requests',
    message,
    undefined,
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
  );

/**
 * 503 `unavailable`: the server cannot answer for a while (its database is away), and says when to
 * try again (`Retry-After`, seconds). A write cut off this way may or may not have been stored, as
 * after a network error: the client repeats it after the delay.
 */
export const serviceUnavailable = (
  retryAfterSeconds: number,
  message = 'The service is briefly unavailable. Please try again in a few seconds.',
) => new HttpError(503, 'unavailable', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** 502 `bad_gateway`: an outside host's answer could not be used (the image proxy). */
export const badGateway = (message: string) => new HttpError(502, 'bad_gateway', message);
/** 504 `gateway_timeout`: an outside host did not answer in time (the image proxy). */
export const gatewayTimeout = (message: string) => new HttpError(504, 'gateway_timeout', message);
