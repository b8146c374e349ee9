/**
 * Tells a lost or refused database connection from every other failure, so that the requests it
 * breaks answer 503 with `Retry-After` (the database is away for a while; the same request will work
 * again) instead of 500 (a bug). See docs/decisions/0005-database-faults.md.
 *
 * What counts, on the errors node-postgres and its pool give:
 * - SQLSTATE class 08 (connection exception) and 57P01/57P02/57P03 (admin shutdown, crash shutdown,
 *   cannot connect now: the server is stopping, restarting or starting);
 * - the socket's system errors: refused, reset, broken pipe, timed out, host or network unreachable;
 * - node-postgres' own messages for a connection that ended or was never made: "Connection
 *   terminated" (unexpectedly, or due to connection timeout), a client "not queryable" after a
 *   connection error, the pool's "timeout exceeded when trying to connect".
 * Causes (`cause`) and the attempts of an `AggregateError` (one per address of a host name) are
 * looked through. Everything else (constraint violations, syntax errors, serialization failures,
 * too many connections) is not a lost connection.
 */

const SHUTDOWN_OR_STARTING = new Set(['57P01', '57P02', '57P03']);
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
const LOST_MESSAGES = [
  /^Connection terminated\b/,
  /connection error and is not queryable/,
  /^timeout exceeded when trying to connect$/,
  /^Client was closed and is not queryable$/,
];
/** How deep causes are followed (a cycle must not loop). */
const MAX_DEPTH = 5;

function isConnectionCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return code.startsWith('08') || SHUTDOWN_OR_STARTING.has(code) || SOCKET_ERRORS.has(code);
}

/** True when `error` (or what caused it) says the database connection was lost or could not be made. */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (isConnectionCode(code)) return true;
  if (typeof message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionLoss(inner, depth + 1))) return true;
  return cause !== undefined && isConnectionLoss(cause, depth + 1);
}
