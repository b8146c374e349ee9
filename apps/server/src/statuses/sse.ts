/**
 * The text/event-stream wire format (WHATWG HTML, "Server-sent events"), as pure functions: one
 * message is a block of `field: value` lines ended by an empty line. Values never contain line
 * breaks here (`data` is one line of JSON).
 */

export interface SseMessage {
  event?: string;
  id?: string | number;
  data: string;
}

/** One message block. */
export function sseMessage({ event, id, data }: SseMessage): string {
  if (/[\r\n]/.test(data)) throw new Error('SSE data must be a single line');
  return `${event ? `event: ${event}\n` : ''}${id !== undefined ? `id: ${id}\n` : ''}data: ${data}\n\n`;
}

/** The reconnection delay the browser should use, in ms (a block with only `retry:` dispatches nothing). */
export function sseRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.round(ms))}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies and load balancers from closing the connection. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

/**
 * The sequence number a reconnecting browser sends in `Last-Event-ID`, or null when absent or not a
 * non-negative integer (a fresh connection).
 */
export function parseLastEventId(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}
