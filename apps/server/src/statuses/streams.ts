import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { serviceUnavailable, tooManyRequests } from '../http/errors.ts';
import { AddressSlots } from './address-slots.ts';
import { parseLastEventId, sseComment, sseMessage, sseRetry } from './sse.ts';
import {
  changesSince,
  type EventStatus,
  latestStatusSeq,
  parseStatusChange,
  STATUS_CHANNEL,
  type StatusChange,
  statusSnapshot,
} from './store.ts';

/**
 * The open `GET /statuses/stream` connections of this server instance, fed by the database's
 * LISTEN on {@link STATUS_CHANNEL}: a change made on any instance is NOTIFYed by the database to
 * every instance, and each instance writes it to its own streams.
 *
 * What a connecting page receives first (decided here; the contract leaves it open):
 * - a `retry:` line (how long the browser waits before reconnecting);
 * - on a fresh connection (no `Last-Event-ID`): every stored status of the landing year as `status`
 *   messages, including events set back to `none`, each with `id:` = the newest sequence number.
 *   The kiosk page was rendered with the statuses of its moment; this closes the gap between the
 *   render and the connection, and a page that just applies every message ends up right;
 * - on a reconnection (`Last-Event-ID: n`): the newest change of each event after `n`, each with its
 *   own `id:`. The replay starts {@link REPLAY_OVERLAP} sequence numbers earlier than `n`, because
 *   sequence numbers are taken when a transaction writes and two transactions may commit in the other
 *   order; re-sending a state is harmless. An `n` ahead of the database gets the whole snapshot.
 *   A page that opens a new stream itself (back online) passes `n` as the `last_event_id` query
 *   parameter instead; the header wins when both are there (it is the newer: EventSource's own
 *   reconnections of that URL);
 * - then every change as it happens, and a comment line every `keepAliveMs` (20 s) so that idle
 *   proxies keep the connection open.
 * Messages that arrive while the first batch is read are held and sent right after it, in order.
 *
 * When the instance's LISTEN connection comes back after a loss, the changes NOTIFYed meanwhile were
 * never received: the instance replays the log since the newest change it had seen (with the same
 * overlap) to its streams. A change is written to the streams only if it is newer than the last one
 * written for its event, so a replay never sends a state back over a newer one.
 *
 * The stream is a plain body stream: Koa pipes it to the socket as it is written (nothing buffers
 * it: there is no compression middleware, the body parser ignores GET, the access log only waits
 * for the handler). When the browser goes away Koa destroys the stream and it is forgotten. `drain()`
 * (graceful shutdown) ends every stream, so that the server's close does not wait for them; browsers
 * then reconnect, behind a load balancer to another instance.
 */
export const KEEP_ALIVE_MS = 20_000;
/** How long a browser waits before reconnecting, in ms. */
export const RETRY_MS = 2_000;
/** How many sequence numbers before `Last-Event-ID` a replay starts (out-of-order commits). */
export const REPLAY_OVERLAP = 100;
/** Seconds a client over its stream ceiling is told to wait (Retry-After). */
export const STREAMS_RETRY_AFTER_S = 30;
/** First and longest wait before the replay after a LISTEN loss is tried again (it failed: the database is still away). */
const RESUME_RETRY_MS = 1_000;
const RESUME_RETRY_MAX_MS = 15_000;

export interface StatusStreamsOptions {
  db: Database;
  /** The year whose statuses the stream carries (the landing year). */
  year: number;
  logger: Logger;
  keepAliveMs?: number;
  retryMs?: number;
  /**
   * Open streams per client address on this instance (STATUS_STREAMS_PER_ADDRESS; 0 or unset: no
   * limit): one client cannot hold thousands of connections; the next one answers 429 until one of
   * its streams closes.
   */
  perAddress?: number;
}

interface Client {
  stream: PassThrough;
  /** Changes that arrived before the first batch was written; null once live. */
  pending: StatusChange[] | null;
}

const statusData = (status: EventStatus) =>
  JSON.stringify({ id: status.id, status: status.status, message: status.message });

export class StatusStreams {
  readonly #clients = new Set<Client>();
  readonly #opts: StatusStreamsOptions;
  readonly #slots: AddressSlots;
  #unlisten: (() => Promise<void>) | null = null;
  #timer: NodeJS.Timeout | null = null;
  #resumeTimer: NodeJS.Timeout | null = null;
  #closed = false;
  #draining = false;
  /** The newest sequence number this instance has seen (start, notifications, replays). */
  #seq = 0;
  /** The sequence number of the last change written for each event. */
  readonly #written = new Map<string, number>();

  private constructor(opts: StatusStreamsOptions) {
    this.#opts = opts;
    this.#slots = new AddressSlots(opts.perAddress ?? 0);
  }

  /** Listens for changes; resolves once the database listens. */
  static async start(opts: StatusStreamsOptions): Promise<StatusStreams> {
    const streams = new StatusStreams(opts);
    streams.#unlisten = await opts.db.listen(
      STATUS_CHANNEL,
      (payload) => streams.#receive(payload),
      () => streams.#resumeUntilDone(0),
    );
    streams.#seq = await latestStatusSeq(opts.db);
    streams.#timer = setInterval(
      () => streams.#broadcast(sseComment('keep-alive')),
      opts.keepAliveMs ?? KEEP_ALIVE_MS,
    );
    streams.#timer.unref();
    return streams;
  }

  /** How many streams are open on this instance. */
  get size(): number {
    return this.#clients.size;
  }

  /** Answers the request with a stream (see the class comment for what it carries). */
  async open(ctx: Context, lastEventIdQuery?: number): Promise<void> {
    if (this.#draining) {
      // Another instance (behind the load balancer) takes the reconnect; this one is going away.
      throw serviceUnavailable(1, 'The server is shutting down: reconnect to the status stream');
    }
    const release = this.#slots.take(ctx.ip);
    if (!release) {
      throw tooManyRequests(
        'Too many open status streams from this address: close some, or try again later',
        STREAMS_RETRY_AFTER_S,
      );
    }
    const client: Client = { stream: new PassThrough(), pending: [] };
    this.#clients.add(client);
    client.stream.on('close', () => {
      this.#clients.delete(client);
      release();
    });
    let first: string[];
    try {
      first = await this.#firstBatch(
        parseLastEventId(ctx.get('Last-Event-ID') || undefined) ?? lastEventIdQuery ?? null,
      );
    } catch (error) {
      this.#clients.delete(client);
      client.stream.destroy();
      throw error;
    }
    const socket = ctx.req.socket;
    socket.setTimeout(0);
    socket.setNoDelay(true);
    socket.setKeepAlive(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = client.stream;
    client.stream.write(sseRetry(this.#opts.retryMs ?? RETRY_MS));
    for (const message of first) client.stream.write(message);
    for (const change of client.pending ?? []) client.stream.write(this.#changeMessage(change));
    client.pending = null;
    if (this.#draining) client.stream.end();
  }

  /** Ends every open stream and refuses new ones (graceful shutdown). */
  drain(): void {
    this.#draining = true;
    for (const client of this.#clients) client.stream.end();
    this.#clients.clear();
  }

  /** Drains, and stops listening. */
  async close(): Promise<void> {
    this.#closed = true;
    this.drain();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    await this.#unlisten?.();
    this.#unlisten = null;
  }

  async #firstBatch(lastEventId: number | null): Promise<string[]> {
    const { db, year } = this.#opts;
    if (lastEventId !== null) {
      const replay = await changesSince(db, year, Math.max(0, lastEventId - REPLAY_OVERLAP));
      if (replay && lastEventId <= replay.seq) return replay.changes.map((c) => this.#changeMessage(c));
    }
    const snapshot = await statusSnapshot(db, year);
    return snapshot.statuses.map((status) =>
      sseMessage({ event: 'status', id: snapshot.seq, data: statusData(status) }),
    );
  }

  #changeMessage(change: StatusChange): string {
    return sseMessage({ event: 'status', id: change.seq, data: statusData(change) });
  }

  #receive(payload: string): void {
    const change = parseStatusChange(payload);
    if (!change) {
      this.#opts.logger.warn({ payload }, 'ignored a malformed status notification');
      return;
    }
    if (change.year !== this.#opts.year) return;
    this.#deliver(change);
  }

  /**
   * `#resume`, tried again with growing waits while it fails (the listener can be
   * back a moment before queries work again), so that no change made during the outage is missed
   * until the next one.
   */
  #resumeUntilDone(attempt: number): void {
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    this.#resume().catch((error) => {
      if (this.#closed) return;
      const delayMs = Math.min(RESUME_RETRY_MAX_MS, RESUME_RETRY_MS * 2 ** attempt);
      this.#opts.logger.warn(
        { err: error, retryInMs: delayMs },
        'replaying status changes after a LISTEN loss failed; trying again',
      );
      this.#resumeTimer = setTimeout(() => this.#resumeUntilDone(attempt + 1), delayMs);
      this.#resumeTimer.unref();
    });
  }

  /** Changes NOTIFYed while the listener was away: the log since the newest change seen. */
  async #resume(): Promise<void> {
    const replay = await changesSince(
      this.#opts.db,
      this.#opts.year,
      Math.max(0, this.#seq - REPLAY_OVERLAP),
    );
    if (!replay) return;
    for (const change of replay.changes) this.#deliver(change);
    this.#seq = Math.max(this.#seq, replay.seq);
  }

  /** Writes a change to every stream (held for those still reading their first batch). */
  #deliver(change: StatusChange): void {
    if ((this.#written.get(change.id) ?? 0) >= change.seq) return;
    this.#written.set(change.id, change.seq);
    this.#seq = Math.max(this.#seq, change.seq);
    const message = this.#changeMessage(change);
    for (const client of this.#clients) {
      if (client.pending) client.pending.push(change);
      else client.stream.write(message);
    }
  }

  #broadcast(text: string): void {
    for (const client of this.#clients) if (!client.pending) client.stream.write(text);
  }
}
