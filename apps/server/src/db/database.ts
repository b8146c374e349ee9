import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';

/** The node-postgres module (loaded on demand, see loadPg). */
type PgModule = typeof pg;

import { discardingLostClients } from './discard-lost-clients.ts';
import type { DB } from './schema.ts';

/** Which engine answers: embedded PGlite (WASM Postgres in this process) or a PostgreSQL server. */
export type DatabaseDriver = 'pglite' | 'postgres';

/** Called with each NOTIFY payload sent on a channel the caller listens to. */
export type NotificationHandler = (payload: string) => void;

/** The database of the server: a typed query builder plus LISTEN/NOTIFY, the same on both engines. */
export interface Database {
  kysely: Kysely<DB>;
  driver: DatabaseDriver;
  /**
   * Calls `fn` with every payload NOTIFYed on `channel` (from this process or, on PostgreSQL, from
   * any instance). Resolves once listening; the returned function stops it. `onResume` is called when
   * listening resumes after the connection was lost (PostgreSQL; the embedded engine never loses it):
   * what was NOTIFYed meanwhile is lost, so the listener should read again what it follows.
   */
  listen(channel: string, fn: NotificationHandler, onResume?: () => void): Promise<() => Promise<void>>;
  /** Sends `payload` (at most 7,999 bytes) to every listener of `channel`, on every instance. */
  notify(channel: string, payload: string): Promise<void>;
  /** Stops listening and closes every connection (or the embedded engine). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded database when the URL is undefined (default `.data`, created if missing). */
  dataDir?: string;
  /**
   * Told about trouble that has no caller to throw to: the PostgreSQL listener connection dropping and
   * reconnecting, idle pool clients failing. Default: a process warning.
   */
  onBackgroundError?: (message: string, error: unknown) => void;
}

/** Thrown when DATABASE_URL has a form we do not accept, or the server cannot be reached. */
export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

const DEFAULT_DATA_DIR = '.data';
/**
 * How long a request waits for a new PostgreSQL connection before it fails (503): long enough for a
 * busy server, short enough that requests do not pile up while PostgreSQL is away (a refused
 * connection fails at once; this bounds an unresponsive one).
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** The LISTEN connection retries after 0.5 s, then twice as long each time, at most 5 s. */
const INITIAL_LISTEN_RETRY_MS = 500;
const MAX_LISTEN_RETRY_MS = 5_000;
const OID_DATE = 1082;
/** Channel names are plain lower-case identifiers, so that both engines name them the same way. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

/** `date` columns are calendar days: keep them as `yyyy-MM-dd` strings instead of local-midnight Dates. */
const keepText = (value: string) => value;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) {
    throw new Error(
      `Invalid notification channel '${channel}': use lower-case letters, digits and '_' (at most 63, not starting with a digit)`,
    );
  }
}

function checkPayload(payload: string): void {
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > MAX_PAYLOAD_BYTES) {
    throw new Error(
      `Notification payload too large: ${bytes} bytes (PostgreSQL accepts at most ${MAX_PAYLOAD_BYTES})`,
    );
  }
}

async function notifyThrough(kysely: Kysely<DB>, channel: string, payload: string): Promise<void> {
  checkChannel(channel);
  checkPayload(payload);
  await sql`select pg_notify(${channel}, ${payload})`.execute(kysely);
}

/** The URL without its password, for error messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@');
  }
}

/** See the 'connect' listener of the pool in {@link openPostgres}. */
function ignoreCheckedOutClientError(): void {}

function defaultBackgroundError(message: string, error: unknown): void {
  process.emitWarning(
    `${message}: ${error instanceof Error ? error.message : String(error)}`,
    'DatabaseWarning',
  );
}

/**
 * Opens the database named by DATABASE_URL:
 * - `undefined`: embedded PGlite persisted in `./.data` (or `opts.dataDir`), created when missing;
 * - `memory:`: embedded PGlite in memory (tests, throwaway runs);
 * - `postgres://…` or `postgresql://…`: a PostgreSQL server through a node-postgres pool (the way to
 *   scale out: many server instances, one database).
 * Anything else throws a {@link DatabaseConfigError} naming DATABASE_URL and the accepted forms.
 */
export async function openDatabase(
  url: string | undefined,
  opts: OpenDatabaseOptions = {},
): Promise<Database> {
  const onBackgroundError = opts.onBackgroundError ?? defaultBackgroundError;
  if (url === undefined) {
    const dataDir = path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
    await mkdir(dataDir, { recursive: true });
    return openPglite(dataDir);
  }
  if (url === 'memory:') return openPglite(undefined);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, onBackgroundError);
  throw new DatabaseConfigError(
    `Unsupported DATABASE_URL '${redact(url)}': leave DATABASE_URL unset for the embedded database in ./.data, ` +
      `set it to 'memory:' for an in-memory one, or to a 'postgres://user:password@host:5432/name' ` +
      `(or 'postgresql://…') URL for a PostgreSQL server`,
  );
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pglite = await PGlite.create({ dataDir, parsers: { [OID_DATE]: keepText } });
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kysely,
    driver: 'pglite',
    async listen(channel, fn) {
      checkChannel(channel);
      // Through Kysely's connection lock, so that LISTEN never lands inside another caller's
      // open transaction (PGlite has one session; a rolled-back LISTEN would be lost).
      const stop = await kysely.connection().execute(() => pglite.listen(channel, fn));
      let stopped = false;
      return async () => {
        if (stopped || pglite.closed) return;
        stopped = true;
        await kysely.connection().execute(() => stop());
      };
    },
    notify: (channel, payload) => notifyThrough(kysely, channel, payload),
    async close() {
      await kysely.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * node-postgres, loaded only for a PostgreSQL URL: it costs about half a second to load, which the
 * embedded database (and every short `conf` command on it) never needs.
 */
async function loadPg(): Promise<PgModule> {
  return (await import('pg')).default;
}

async function openPostgres(url: string, onBackgroundError: OpenDatabaseOptions['onBackgroundError'] & {}) {
  const pg = await loadPg();
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === OID_DATE
        ? keepText
        : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
  };
  const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that fails is removed by the pool, which tells us here.
  pool.on('error', (error) => onBackgroundError('PostgreSQL pool client failed', error));
  // A checked-out client has no listener of the pool: when its connection is lost (PostgreSQL
  // restarting, a proxy cutting it) it would emit an unhandled 'error' and end the process. This
  // listener stays for the client's whole life; the error needs nothing more here, because the query
  // under way (or the next one) fails with it, the request answers 503 (http/error-middleware.ts), and
  // the broken client is destroyed when it is released (discard-lost-clients.ts).
  pool.on('connect', (client) => {
    client.on('error', ignoreCheckedOutClientError);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseConfigError(
      `Cannot connect to the PostgreSQL server of DATABASE_URL '${redact(url)}': ${(error as Error).message}`,
      { cause: error },
    );
  }
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool: discardingLostClients(pool) }) });
  const listener = new PostgresListener(pg, url, types, onBackgroundError);
  return {
    kysely,
    driver: 'postgres',
    async listen(channel, fn, onResume) {
      checkChannel(channel);
      return listener.listen(channel, fn, onResume);
    },
    notify: (channel, payload) => notifyThrough(kysely, channel, payload),
    async close() {
      await listener.close();
      await kysely.destroy();
    },
  } satisfies Database;
}

/**
 * LISTEN on PostgreSQL needs a connection of its own that stays open (a pooled one would be handed to
 * other queries). One dedicated client per Database, connected on the first `listen`, re-connected
 * (with every channel listened to again) when it drops.
 */
interface Subscriber {
  fn: NotificationHandler;
  onResume: (() => void) | undefined;
}

class PostgresListener {
  readonly #handlers = new Map<string, Set<Subscriber>>();
  #client: Promise<pg.Client> | null = null;
  /** The connected client, once `#client` has resolved (to tell its events from a replaced one's). */
  #active: pg.Client | null = null;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;
  #retryDelayMs = INITIAL_LISTEN_RETRY_MS;

  constructor(
    private readonly driver: PgModule,
    private readonly url: string,
    private readonly types: pg.CustomTypesConfig,
    private readonly onBackgroundError: (message: string, error: unknown) => void,
  ) {}

  async listen(
    channel: string,
    fn: NotificationHandler,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    if (this.#closed) throw new Error('Database is closed');
    let handlers = this.#handlers.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(channel, handlers);
    }
    const subscriber: Subscriber = { fn, onResume };
    handlers.add(subscriber);
    if (first) {
      try {
        const client = await this.#connected();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        handlers.delete(subscriber);
        if (handlers.size === 0) this.#handlers.delete(channel);
        throw error;
      }
    }
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      const current = this.#handlers.get(channel);
      current?.delete(subscriber);
      if (current && current.size === 0) {
        this.#handlers.delete(channel);
        if (this.#client && !this.#closed) {
          const client = await this.#client.catch(() => null);
          await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      }
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const pending = this.#client;
    this.#client = null;
    this.#active = null;
    this.#handlers.clear();
    const client = await pending?.catch(() => null);
    await client?.end().catch(() => undefined);
  }

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new this.driver.Client({
      connectionString: this.url,
      types: this.types,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // An idle LISTEN connection sends nothing: TCP keep-alive notices a peer that vanished.
      keepAlive: true,
    });
    client.on('notification', (message) => {
      const handlers = this.#handlers.get(message.channel);
      for (const { fn } of handlers ?? []) fn(message.payload ?? '');
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('connection ended')));
    try {
      await client.connect();
    } catch (error) {
      this.#client = null;
      throw error;
    }
    this.#active = client;
    return client;
  }

  /** Listening again after a loss: every subscriber may have missed notifications. */
  #resumed(): void {
    for (const subscribers of this.#handlers.values()) {
      for (const { onResume } of subscribers) {
        try {
          onResume?.();
        } catch (error) {
          this.onBackgroundError('a LISTEN subscriber failed to resume', error);
        }
      }
    }
  }

  /** The listener connection dropped: connect again and re-LISTEN, with a growing delay. */
  #lost(client: pg.Client, error: unknown): void {
    if (this.#closed || this.#active !== client) return;
    this.#active = null;
    this.#client = null;
    client.end().catch(() => undefined);
    if (this.#handlers.size === 0) return;
    this.onBackgroundError('PostgreSQL LISTEN connection lost; reconnecting', error);
    this.#scheduleRetry();
  }

  /**
   * One retry at a time (a connection lost during a retry and the retry's own failure both ask for
   * one); the delay grows from 0.5 s to {@link MAX_LISTEN_RETRY_MS} while PostgreSQL stays away.
   */
  #scheduleRetry(): void {
    if (this.#retryTimer || this.#closed) return;
    this.#retryTimer = setTimeout(() => this.#retry(), this.#retryDelayMs);
    this.#retryDelayMs = Math.min(this.#retryDelayMs * 2, MAX_LISTEN_RETRY_MS);
  }

  #retry(): void {
    this.#retryTimer = null;
    if (this.#closed || this.#handlers.size === 0) return;
    this.#connected()
      .then(async (fresh) => {
        for (const channel of this.#handlers.keys()) await fresh.query(`LISTEN ${channel}`);
        if (this.#active !== fresh) throw new Error('the connection was lost while listening again');
        this.#retryDelayMs = INITIAL_LISTEN_RETRY_MS;
        this.#resumed();
      })
      .catch((retryError: unknown) => {
        if (this.#closed) return;
        this.onBackgroundError('PostgreSQL LISTEN reconnection failed', retryError);
        this.#scheduleRetry();
      });
  }
}
