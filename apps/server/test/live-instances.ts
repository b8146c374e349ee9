import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { inject } from 'vitest';
import { type App, type AppDeps, createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createAppServer } from '../src/http/server.ts';
import type { TestServer } from './harness.ts';

/**
 * Helpers of the live-operations tests: a second server instance on the database of a test server
 * (PostgreSQL only: each instance has its own connections, as separate processes would), and a
 * reader of server-sent events over fetch.
 */

export interface Instance {
  baseUrl: string;
  app: App;
  db: Database;
  server: Server;
  close: () => Promise<void>;
}

/** Listens on a free loopback port, with the HTTP server main.ts runs (the default timeouts unless `config` says). */
export async function listen(
  app: App,
  config: Pick<Config, 'keepAliveTimeoutMs'> = loadConfig({}),
): Promise<{ server: Server; baseUrl: string }> {
  const server = createAppServer(app, config).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Another instance of the app on the same PostgreSQL database as `primary`, with its own pool and
 * LISTEN connection. `deps` adds a clock or stream timings.
 */
export async function startSecondInstance(
  primary: TestServer,
  deps: Partial<Pick<AppDeps, 'clock' | 'statusStream'>> = {},
): Promise<Instance> {
  const pgUrl = inject('pgUrl');
  if (!pgUrl || primary.db.driver !== 'postgres') throw new Error('A second instance needs PostgreSQL');
  const name = (
    await primary.db.kysely
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .executeTakeFirstOrThrow()
  ).name;
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase(url.toString());
  const app = await createApp({ db, config: primary.config, logger: pino({ level: 'silent' }), ...deps });
  const { server, baseUrl } = await listen(app, primary.config);
  return {
    baseUrl,
    app,
    db,
    server,
    close: async () => {
      app.drainStreams();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await db.close();
    },
  };
}

export interface SseMessage {
  event: string;
  id: string | null;
  data: string;
}

export interface SseReader {
  status: number;
  contentType: string;
  /** The `retry:` value received, if any. */
  retry: () => number | null;
  messages: SseMessage[];
  comments: string[];
  /** Resolves with the first message (already received or coming) that satisfies `test`. */
  waitFor: (test: (m: SseMessage) => boolean, timeoutMs?: number) => Promise<SseMessage>;
  /** Resolves once a comment line arrived. */
  waitForComment: (timeoutMs?: number) => Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens `url` as an event stream (like EventSource, with optional `Last-Event-ID`). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  let buffer = '';
  const parseBlock = (block: string) => {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('retry:')) retry = Number(line.slice(6).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) messages.push({ event, id, data: data.join('\n') });
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      wake();
    }
  })();
  const waitUntil = <T>(find: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No ${what} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    retry: () => retry,
    messages,
    comments,
    waitFor: (test, timeoutMs = 5000) => waitUntil(() => messages.find(test), 'matching message', timeoutMs),
    waitForComment: (timeoutMs = 5000) => waitUntil(() => comments[0], 'comment', timeoutMs),
    ended,
    close: () => abort.abort(),
  };
}

/** The `data` of a status message, parsed. */
export function statusOf(message: SseMessage): { id: string; status: string; message: string } {
  return JSON.parse(message.data) as { id: string; status: string; message: string };
}
