import { get as httpGet } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeGracefully } from '../src/http/graceful.ts';
import { statusesDb } from '../src/statuses/table.ts';
import { checkResponse } from './contract-check.ts';
import { cutListenerConnection, listenerBackends } from './fixtures/listener.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';
import { openEventStream, statusOf } from './live-instances.ts';

/**
 * Live event statuses through the real server on both drivers: reading several (POST /statuses),
 * setting one (PATCH /statuses/{id}: staff or admin, CSRF, the spec's values only, 404 for an
 * unknown event), the history written with each change, and the event stream (first batch, live
 * changes, reconnection with Last-Event-ID, ending at shutdown).
 */
describe.each(drivers())('event statuses on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let staff: Browser;
  let attendee: Browser;
  let admin: Browser;
  let staffId: number;
  let eventIds: string[];

  function patch(browser: Browser, id: string, body: unknown, token?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sent = token === undefined ? browser.csrfToken() : token;
    if (sent !== null) headers['x-csrf-token'] = sent;
    return browser.fetch(`${server.baseUrl}/statuses/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    const rows = await server.db.kysely
      .selectFrom('events')
      .select('id')
      .where('year', '=', 2026)
      .orderBy('id')
      .limit(4)
      .execute();
    eventIds = rows.map((r) => r.id);
    const staffUser = await server.createUser({ email: 'door@example.org', roles: ['attendee', 'staff'] });
    staffId = staffUser.id;
    staff = await server.signedInBrowser(staffUser);
    attendee = await server.signedInBrowser(
      await server.createUser({ email: 'visitor@example.org', roles: ['attendee'] }),
    );
    admin = await server.signedInBrowser(
      await server.createUser({ email: 'boss@example.org', roles: ['admin'] }),
    );
  });

  afterAll(async () => {
    expect(server.violations).toEqual([]);
    await server?.close();
  });

  describe('POST /statuses', () => {
    it('answers none and no message for events without status, and leaves unknown ids out', async () => {
      const [first = '', second = ''] = eventIds;
      const { data, error } = await server.client.POST('/statuses', {
        body: { ids: [second, 'no-such-event', first, second] },
      });
      expect(error).toBeUndefined();
      expect(data).toEqual([
        { id: second, status: 'none', message: '' },
        { id: first, status: 'none', message: '' },
      ]);
    });

    it('refuses a body without ids with 400 naming the field', async () => {
      const response = await server.fetch(`${server.baseUrl}/statuses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'x' }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { path: string }[] };
      expect(body.errors.map((e) => e.path)).toContain('/ids');
    });
  });

  describe('PATCH /statuses/{id}', () => {
    it('refuses a visitor with 401', async () => {
      const visitor = server.browser();
      const response = await patch(visitor, eventIds[0] ?? '', { status: 'green' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    });

    it('refuses an attendee without the staff role with 403', async () => {
      const response = await patch(attendee, eventIds[0] ?? '', { status: 'green' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: 'forbidden',
        message: expect.stringContaining('staff'),
      });
    });

    it('refuses staff without the CSRF token with 403, changing nothing', async () => {
      const response = await patch(staff, eventIds[0] ?? '', { status: 'red' }, null);
      expect(response.status).toBe(403);
      const { data } = await server.client.POST('/statuses', { body: { ids: [eventIds[0] ?? ''] } });
      expect(data?.[0]?.status).toBe('none');
    });

    it('refuses values outside the spec with 400 naming the field', async () => {
      const bad = await patch(staff, eventIds[0] ?? '', { status: 'blue' });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as { error: string; errors: { path: string; message: string }[] };
      expect(body.error).toBe('validation_failed');
      expect(body.errors[0]).toMatchObject({ path: '/status' });
      const message = await patch(staff, eventIds[0] ?? '', { message: 'Now seating everybody' });
      expect(message.status).toBe(400);
      const empty = await patch(staff, eventIds[0] ?? '', {});
      expect(empty.status).toBe(400);
      const extra = await patch(staff, eventIds[0] ?? '', { status: 'green', color: 'green' });
      expect(extra.status).toBe(400);
    });

    it('answers 404 for an unknown event', async () => {
      const response = await patch(staff, 'no-such-event', { status: 'green' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "Event 'no-such-event' was not found in 2026" });
    });

    it('stores what staff set, keeps the other half, and records every change', async () => {
      const id = eventIds[1] ?? '';
      const set = await patch(staff, id, { status: 'green' });
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ status: 'green', message: '' });
      const message = await patch(staff, id, { message: 'Now Seating Primary Access' });
      expect(await message.json()).toEqual({ status: 'green', message: 'Now Seating Primary Access' });
      const same = await patch(staff, id, { status: 'green' });
      expect(await same.json()).toEqual({ status: 'green', message: 'Now Seating Primary Access' });
      const { data } = await server.client.POST('/statuses', { body: { ids: [id] } });
      expect(data).toEqual([{ id, status: 'green', message: 'Now Seating Primary Access' }]);

      const history = await statusesDb(server.db.kysely)
        .selectFrom('event_status_changes')
        .select(['old_status', 'new_status', 'old_message', 'new_message', 'changed_by'])
        .where('event_id', '=', id)
        .orderBy('id')
        .execute();
      expect(history).toEqual([
        { old_status: 'none', new_status: 'green', old_message: '', new_message: '', changed_by: staffId },
        {
          old_status: 'green',
          new_status: 'green',
          old_message: '',
          new_message: 'Now Seating Primary Access',
          changed_by: staffId,
        },
      ]);
    });

    it('lets an admin set a status too, and sets back to none', async () => {
      const id = eventIds[2] ?? '';
      expect(await (await patch(admin, id, { status: 'canceled' })).json()).toEqual({
        status: 'canceled',
        message: '',
      });
      expect(await (await patch(admin, id, { status: 'none' })).json()).toEqual({
        status: 'none',
        message: '',
      });
    });
  });

  describe('GET /statuses/stream', () => {
    it('starts with a retry line and the stored statuses, then carries each change with a growing id', async () => {
      const stream = await openEventStream(`${server.baseUrl}/statuses/stream`);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toMatch(/^text\/event-stream/);
        const first = await stream.waitFor((m) => statusOf(m).id === eventIds[1]);
        expect(stream.retry()).toBeGreaterThan(0);
        expect(first.event).toBe('status');
        expect(statusOf(first)).toEqual({
          id: eventIds[1],
          status: 'green',
          message: 'Now Seating Primary Access',
        });
        // The event set back to none is in the first batch too, so a page that missed it learns of it.
        await stream.waitFor((m) => statusOf(m).id === eventIds[2] && statusOf(m).status === 'none');
        const seq = Number(first.id);
        expect(seq).toBeGreaterThan(0);

        await patch(staff, eventIds[3] ?? '', { status: 'yellow', message: 'Not Yet Seating' });
        const change = await stream.waitFor((m) => statusOf(m).id === eventIds[3]);
        expect(statusOf(change)).toEqual({ id: eventIds[3], status: 'yellow', message: 'Not Yet Seating' });
        expect(Number(change.id)).toBeGreaterThan(seq);
      } finally {
        stream.close();
      }
    });

    it('sends a reconnecting page (Last-Event-ID) the changes it missed, each with its own id', async () => {
      const first = await openEventStream(`${server.baseUrl}/statuses/stream`);
      const last = await first.waitFor((m) => statusOf(m).id === eventIds[3]);
      first.close();
      // While the page is away:
      await patch(staff, eventIds[3] ?? '', { status: 'red', message: 'No Longer Seating' });
      const again = await openEventStream(`${server.baseUrl}/statuses/stream`, {
        'Last-Event-ID': String(last.id),
      });
      try {
        const missed = await again.waitFor(
          (m) => statusOf(m).id === eventIds[3] && statusOf(m).status === 'red',
        );
        expect(statusOf(missed).message).toBe('No Longer Seating');
        expect(Number(missed.id)).toBeGreaterThan(Number(last.id));
        // A replay of changes (not a snapshot, whose messages all carry the newest id): older
        // changes replayed for safety (see REPLAY_OVERLAP) keep their own, smaller ids.
        const older = again.messages.find((m) => statusOf(m).id === eventIds[1]);
        if (older) expect(Number(older.id)).toBeLessThan(Number(missed.id));
      } finally {
        again.close();
      }
    });

    it('replays the missed changes to a page back online that passes the last id as last_event_id', async () => {
      const first = await openEventStream(`${server.baseUrl}/statuses/stream`);
      const last = await first.waitFor((m) => statusOf(m).id === eventIds[3]);
      first.close();
      // While the page is offline (its EventSource gave up; it opens a new one when back online):
      await patch(staff, eventIds[3] ?? '', { status: 'canceled' });
      await patch(staff, eventIds[1] ?? '', { status: 'yellow', message: 'Not Yet Seating' });
      const again = await openEventStream(`${server.baseUrl}/statuses/stream?last_event_id=${last.id}`);
      try {
        expect(again.status).toBe(200);
        const canceled = await again.waitFor(
          (m) => statusOf(m).id === eventIds[3] && statusOf(m).status === 'canceled',
        );
        const yellow = await again.waitFor(
          (m) => statusOf(m).id === eventIds[1] && statusOf(m).status === 'yellow',
        );
        // A replay, each change with its own id (a fresh connection's snapshot gives all the newest id).
        expect(Number(canceled.id)).toBeGreaterThan(Number(last.id));
        expect(Number(yellow.id)).toBeGreaterThan(Number(canceled.id));
      } finally {
        again.close();
      }
    });

    it('prefers the Last-Event-ID header to the last_event_id query (the browser reconnecting that URL)', async () => {
      const first = await openEventStream(`${server.baseUrl}/statuses/stream`);
      const last = await first.waitFor((m) => statusOf(m).id === eventIds[3]);
      first.close();
      // The query alone would replay changes (own ids); the header, ahead of the database, gets the
      // whole state, every message with the newest id.
      const again = await openEventStream(`${server.baseUrl}/statuses/stream?last_event_id=${last.id}`, {
        'Last-Event-ID': '999999999',
      });
      try {
        await again.waitFor((m) => statusOf(m).id === eventIds[3]);
        await again.waitFor((m) => statusOf(m).id === eventIds[1]);
        expect(new Set(again.messages.map((m) => m.id)).size).toBe(1);
      } finally {
        again.close();
      }
    });

    it('answers 400 naming last_event_id when it is not a sequence number', async () => {
      const response = await fetch(`${server.baseUrl}/statuses/stream?last_event_id=abc`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('last_event_id');
    });

    it.runIf(driver === 'postgres')(
      'replays to open streams the changes made while the instance was not listening',
      async () => {
        const id = eventIds[2] ?? '';
        expect(
          (await patch(staff, id, { status: 'green', message: 'Now Seating Primary Access' })).status,
        ).toBe(200);
        const stream = await openEventStream(`${server.baseUrl}/statuses/stream`);
        try {
          await stream.waitFor((m) => statusOf(m).id === id && statusOf(m).status === 'green');
          expect(await cutListenerConnection(server.db)).toBe(1);
          // Committed (and NOTIFYed) while nobody listens: the notification is lost.
          expect((await patch(staff, id, { status: 'yellow', message: 'Not Yet Seating' })).status).toBe(200);
          expect(await listenerBackends(server.db)).toEqual([]);
          const replayed = await stream.waitFor(
            (m) => statusOf(m).id === id && statusOf(m).status === 'yellow',
          );
          expect(statusOf(replayed).message).toBe('Not Yet Seating');
        } finally {
          stream.close();
        }
      },
    );

    it('gives a page whose Last-Event-ID is ahead of the database (another database) the whole state', async () => {
      const stream = await openEventStream(`${server.baseUrl}/statuses/stream`, {
        'Last-Event-ID': '999999999',
      });
      try {
        await stream.waitFor((m) => statusOf(m).id === eventIds[1]);
      } finally {
        stream.close();
      }
    });

    it('keeps the history exact when several staff change one event at once', async () => {
      const id = eventIds[0] ?? '';
      const values = ['green', 'yellow', 'red', 'canceled', 'green', 'yellow'] as const;
      const answers = await Promise.all(values.map((status) => patch(staff, id, { status })));
      expect(answers.map((r) => r.status)).toEqual(values.map(() => 200));
      const rows = await sql<{ old_status: string; new_status: string }>`
        select old_status, new_status from event_status_changes where event_id = ${id} order by id`.execute(
        server.db.kysely,
      );
      // Each change starts where the previous one ended: no lost update.
      for (let i = 1; i < rows.rows.length; i += 1) {
        expect(rows.rows[i]?.old_status).toBe(rows.rows[i - 1]?.new_status);
      }
    });
  });
});

describe('the status stream at shutdown', () => {
  it('ends open streams so that a graceful close does not wait for them', async () => {
    const server = await startTestServer('pglite');
    const stream = await openEventStream(`${server.baseUrl}/statuses/stream`);
    expect(stream.status).toBe(200);
    // The harness's server is not reachable from here; a second listener shows the same thing.
    const { createApp } = await import('../src/app.ts');
    const pino = (await import('pino')).default;
    const app = await createApp({ db: server.db, config: server.config, logger: pino({ level: 'silent' }) });
    const { listen } = await import('./live-instances.ts');
    const second = await listen(app);
    const open = await openEventStream(`${second.baseUrl}/statuses/stream`);
    const started = Date.now();
    const { forced } = await closeGracefully(second.server, 5_000, { drain: app.drainStreams });
    expect(forced).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    await open.ended;
    await app.close();
    stream.close();
    await server.close();
  });

  it('sends keep-alive comments', async () => {
    const server = await startTestServer('pglite');
    const { createApp } = await import('../src/app.ts');
    const pino = (await import('pino')).default;
    const app = await createApp({
      db: server.db,
      config: server.config,
      logger: pino({ level: 'silent' }),
      statusStream: { keepAliveMs: 100 },
    });
    const { listen } = await import('./live-instances.ts');
    const second = await listen(app);
    const stream = await openEventStream(`${second.baseUrl}/statuses/stream`);
    expect(await stream.waitForComment(2_000)).toBe('keep-alive');
    stream.close();
    app.drainStreams();
    await new Promise<void>((resolve) => second.server.close(() => resolve()));
    await app.close();
    await server.close();
  });
});

/**
 * A status stream over a socket of its own (node:http), which `close` destroys: the server sees the
 * connection end at once (a fetch cut off by its AbortController may leave the socket to the pool).
 */
function rawStream(url: string, address: string): Promise<{ status: number; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, {
      headers: { accept: 'text/event-stream', 'X-Forwarded-For': address },
      agent: false,
    });
    request.on('response', (response) => {
      response.on('error', () => {});
      response.resume();
      resolve({ status: response.statusCode ?? 0, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

describe('the status stream ceiling per client address', () => {
  it('answers 429 with Retry-After past the ceiling, to that address only, and frees a slot when a stream closes', async () => {
    const server = await startTestServer('pglite', {
      env: { TRUST_PROXY: '1', STATUS_STREAMS_PER_ADDRESS: '3' },
    });
    const url = `${server.baseUrl}/statuses/stream`;
    const held = await Promise.all([1, 2, 3].map(() => rawStream(url, '192.0.2.10')));
    try {
      expect(held.map((stream) => stream.status)).toEqual([200, 200, 200]);

      const refused = await fetch(url, {
        headers: { accept: 'text/event-stream', 'X-Forwarded-For': '192.0.2.10' },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await checkResponse('GET', url, refused)).toBeNull();
      expect(await refused.json()).toMatchObject({ status: 429, error: 'too_many_requests' });

      const elsewhere = await rawStream(url, '192.0.2.11');
      expect(elsewhere.status).toBe(200);
      elsewhere.close();

      // The server learns of the closed connection a moment later: ask again until the slot is free.
      held.shift()?.close();
      const reopened = await vi.waitFor(
        async () => {
          const attempt = await rawStream(url, '192.0.2.10');
          if (attempt.status !== 200) attempt.close();
          expect(attempt.status).toBe(200);
          return attempt;
        },
        { timeout: 5_000, interval: 100 },
      );
      held.push(reopened);
    } finally {
      for (const stream of held) stream.close();
      await server.close();
    }
  });
});
