import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../src/accounts/auth-context.ts';
import { createSession } from '../src/accounts/sessions.ts';
import type { Role } from '../src/accounts/tables.ts';
import { createUser } from '../src/accounts/users.ts';
import { seedIfEmpty } from '../src/catalog/seed.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { favoritesDb } from '../src/favorites/table.ts';
import { checkResponse } from './contract-check.ts';
import { favoritableRecords } from './fixtures/signed-in-attendee.ts';
import { openEventStream, type SseReader, statusOf } from './live-instances.ts';
import { findPgBin, type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Issue 11, part 1: PostgreSQL restarted (`pg_ctl restart -m fast`) and, separately, stopped for
 * 3 seconds while two server processes take favorite writes from signed-in users and hold status
 * streams. Both processes must stay up; every write answered 2xx must be in the database; the only
 * 5xx allowed is 503 `unavailable` with `Retry-After` (as openapi.yaml declares it); once PostgreSQL is back, requests succeed
 * again and a status change reaches the streams opened before the fault on both instances.
 *
 * The test runs a PostgreSQL cluster of its own (the shared one of the global setup serves other
 * suites at the same time) and the server as separate Node processes (src/main.ts through tsx).
 *
 * Every write targets its own (user, event) pair once: an "add" of an event the user had not
 * favorited, or a "remove" of one favorited at setup. An acknowledged add must leave the row, an
 * acknowledged remove must leave none; a write that failed may or may not have happened.
 */
const bin = findPgBin();
/**
 * Concurrent writers, half on each instance at any time: more than the pool's 10 connections per
 * instance, so that requests wait for a connection (the case where a released connection that the
 * server is ending is handed straight to the next request, whose client then loses it).
 */
const WORKERS = 32;
/**
 * After a failed write a worker waits before its next one, as a client honouring `Retry-After` would
 * (shorter than the 3 s it says, to sample the outage); after a success it goes on at once.
 */
const PAUSE_AFTER_FAILURE_MS = 250;
/** Writes per worker after recovery, all of which must succeed. */
const WRITES_AFTER_RECOVERY = 10;
/**
 * Deliberately generous bounds (not performance assertions): how long an instance may take to answer
 * again after PostgreSQL is back, and a status change to reach a stream. The LISTEN connection
 * retries with a delay growing to 5 s, and the machine is shared.
 */
const RECOVERY_TIMEOUT_MS = 20_000;
const STREAM_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface Write {
  userId: number;
  eventId: string;
  op: 'add' | 'remove';
}

/** What the load saw. */
interface Tally {
  acknowledged: Write[];
  /** 503 answers (each checked for `Retry-After` and the JSON error body). */
  unavailable: number;
  /** Anything else that was not 2xx, or a 503 without `Retry-After`/body (must stay empty). */
  wrong: string[];
  /** Requests that got no answer (connection reset or timeout). */
  unanswered: number;
  /** Writes sent after recovery that did not succeed (must stay empty). */
  failedAfterRecovery: string[];
}

interface SignedIn {
  userId: number;
  headers: Record<string, string>;
}

async function signedIn(db: Database, email: string, roles: Role[]): Promise<SignedIn> {
  const user = await createUser(db, { email, firstName: 'Fault', lastName: 'Tester', roles });
  if (!user) throw new Error(`${email} exists already`);
  const session = await createSession(db, user.id, 3_600_000);
  return {
    userId: user.id,
    headers: {
      cookie: `${SESSION_COOKIE}=${session.id}`,
      'x-csrf-token': session.csrfToken,
      'content-type': 'application/json',
    },
  };
}

/** Sends one write; its outcome goes into `tally`. Answers whether it was acknowledged. */
async function sendWrite(
  baseUrl: string,
  user: SignedIn,
  write: Write,
  tally: Tally,
  recovered: boolean,
): Promise<boolean> {
  const request =
    write.op === 'add'
      ? { url: `${baseUrl}/favorite/events`, method: 'POST', body: JSON.stringify({ id: write.eventId }) }
      : { url: `${baseUrl}/favorite/events/${encodeURIComponent(write.eventId)}`, method: 'DELETE' };
  const label = `${write.op} ${write.eventId} for user ${write.userId} on ${baseUrl}`;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: user.headers,
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    tally.unanswered += 1;
    if (recovered) tally.failedAfterRecovery.push(`${label}: ${(error as Error).message}`);
    return false;
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    tally.acknowledged.push(write);
    return true;
  }
  // A failure must be an answer openapi.yaml declares for the operation (503 included).
  const violation = await checkResponse(request.method, request.url, response);
  if (violation) tally.wrong.push(`${label}: not in the contract: ${violation.problem}`);
  const text = await response.text();
  if (recovered) tally.failedAfterRecovery.push(`${label}: ${response.status} ${text}`);
  const body = safeJson(text);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (
    response.status === 503 &&
    retryAfter > 0 &&
    body?.status === 503 &&
    body.error === 'unavailable' &&
    typeof body.message === 'string'
  ) {
    tally.unavailable += 1;
  } else {
    tally.wrong.push(`${label}: ${response.status} retry-after=${retryAfter} ${text}`);
  }
  return false;
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database faults: PostgreSQL restarted or stopped under write load', () => {
  if (!bin) {
    it.skip('skipped: no PostgreSQL binaries to run a cluster of its own (PG_BIN or /usr/lib/postgresql/<v>/bin)', () => {});
    return;
  }
  let cluster: PostgresCluster;
  let db: Database;
  let instances: ServerProcess[] = [];
  let streams: SseReader[] = [];
  let staff: SignedIn;
  let statusEventIds: string[];
  /** The writes each worker still has to send, in order (each (user, event) pair once). */
  let queues: { user: SignedIn; writes: Write[] }[];
  const tally: Tally = {
    acknowledged: [],
    unavailable: 0,
    wrong: [],
    unanswered: 0,
    failedAfterRecovery: [],
  };
  let faultsSurvived = 0;

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin);
    db = await openDatabase(cluster.url, { onBackgroundError: () => undefined });
    await migrateToLatest(db);
    await seedIfEmpty(db, 'demo');
    const records = await favoritableRecords(db.kysely, { events: 400 });
    statusEventIds = records.eventIds.slice(0, 2);
    staff = await signedIn(db, 'fault-staff@example.org', ['staff']);
    queues = [];
    for (let w = 0; w < WORKERS; w++) {
      const user = await signedIn(db, `fault-attendee${w}@example.org`, ['attendee']);
      const writes = records.eventIds.map(
        (eventId, i): Write => ({ userId: user.userId, eventId, op: i % 2 === 0 ? 'add' : 'remove' }),
      );
      const favorited = writes.filter((write) => write.op === 'remove');
      await favoritesDb(db)
        .insertInto('favorites')
        .values(
          favorited.map((w) => ({ user_id: w.userId, year: 2026, item_type: 'event', item_id: w.eventId })),
        )
        .execute();
      queues.push({ user, writes });
    }
    // Both at once: the database is migrated already, neither has anything to do to it at start.
    instances = await Promise.all([0, 1].map(() => startServerProcess({ DATABASE_URL: cluster.url })));
    streams = await Promise.all(
      instances.map((instance) => openEventStream(`${instance.baseUrl}/statuses/stream`)),
    );
    for (const stream of streams) expect(stream.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.close();
    await cluster?.stop();
    console.info(
      `database faults: ${faultsSurvived} survived, ${tally.acknowledged.length} writes acknowledged, ` +
        `${tally.unavailable} answered 503, ${tally.unanswered} unanswered, ${tally.wrong.length} other failures`,
    );
  });

  /**
   * Runs the write load on both instances (each worker alternating between them) around `fault`,
   * until both instances answer again, then WRITES_AFTER_RECOVERY more writes per worker.
   */
  async function underLoad(fault: () => Promise<void>): Promise<void> {
    let recovered = false;
    let stopAfter = Number.POSITIVE_INFINITY;
    const acknowledgedBefore = tally.acknowledged.length;
    const workers = queues.map(async (queue, w) => {
      let sent = 0;
      while (sent < stopAfter) {
        const write = queue.writes.shift();
        if (!write) break;
        const instance = instances[(sent + w) % instances.length];
        if (!instance) break;
        const acknowledged = await sendWrite(instance.baseUrl, queue.user, write, tally, recovered);
        sent += 1;
        if (!acknowledged) await pause(PAUSE_AFTER_FAILURE_MS);
      }
      return sent;
    });
    // The fault strikes a running load: once as many writes as there are workers have been acknowledged.
    await vi.waitFor(
      () => expect(tally.acknowledged.length).toBeGreaterThanOrEqual(acknowledgedBefore + WORKERS),
      {
        timeout: RECOVERY_TIMEOUT_MS,
        interval: 20,
      },
    );
    await fault();
    await Promise.all(instances.map((instance) => answersAgain(instance)));
    // From here on every write must succeed: each worker sends a few more, then stops.
    recovered = true;
    stopAfter = 0;
    const counts = await Promise.all(
      queues.map(async (queue, w) => {
        for (let i = 0; i < WRITES_AFTER_RECOVERY; i++) {
          const write = queue.writes.shift();
          const instance = instances[(i + w) % instances.length];
          if (!write || !instance) return i;
          await sendWrite(instance.baseUrl, queue.user, write, tally, true);
        }
        return WRITES_AFTER_RECOVERY;
      }),
    );
    await Promise.all(workers);
    expect(counts, 'writes left for the recovery check (enough events)').toEqual(
      counts.map(() => WRITES_AFTER_RECOVERY),
    );
  }

  /** Resolves once the instance reads a signed-in user's favorites again (bounded). */
  async function answersAgain(instance: ServerProcess): Promise<void> {
    const user = queues[0]?.user;
    if (!user) throw new Error('no user');
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    for (;;) {
      const status = await fetch(`${instance.baseUrl}/favorite.json`, {
        headers: user.headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) return;
      const exit = instance.exited();
      if (exit)
        throw new Error(`${instance.baseUrl} exited (${JSON.stringify(exit)}):\n${instance.output()}`);
      if (Date.now() > deadline)
        throw new Error(`${instance.baseUrl} did not recover (last status ${status})`);
      await pause(100);
    }
  }

  /** Sets a status through one instance; both instances' streams (opened at the start) must carry it. */
  async function statusReachesBothStreams(eventId: string, through: ServerProcess, status: 'red' | 'yellow') {
    const response = await fetch(`${through.baseUrl}/statuses/${encodeURIComponent(eventId)}`, {
      method: 'PATCH',
      headers: staff.headers,
      body: JSON.stringify({ status, message: 'No Longer Seating' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await Promise.all(
      streams.map((stream) =>
        stream.waitFor((m) => {
          const change = statusOf(m);
          return change.id === eventId && change.status === status;
        }, STREAM_TIMEOUT_MS),
      ),
    );
  }

  function expectBothAlive(): void {
    for (const instance of instances) {
      expect(instance.exited(), instance.output()).toBeNull();
      expect(instance.output()).not.toMatch(/Unhandled 'error' event|uncaught|unhandled rejection/i);
    }
  }

  function expectOnlyServiceUnavailable(): void {
    expect(tally.wrong).toEqual([]);
    expect(tally.failedAfterRecovery).toEqual([]);
  }

  it('survives pg_ctl restart -m fast: both processes up, 5xx only as 503, streams resumed', async () => {
    await underLoad(() => cluster.control('restart'));
    expectBothAlive();
    expectOnlyServiceUnavailable();
    await statusReachesBothStreams(statusEventIds[0] ?? '', instances[0] as ServerProcess, 'red');
    faultsSurvived += 1;
  }, 60_000);

  it('survives pg_ctl stop -m fast, 3 s down, pg_ctl start', async () => {
    await underLoad(async () => {
      await cluster.control('stop');
      // The outage's length is the fault itself (issue 11: 3 s down), not a wait for a condition.
      await pause(3_000);
      await cluster.control('start');
    });
    expectBothAlive();
    expectOnlyServiceUnavailable();
    await statusReachesBothStreams(statusEventIds[1] ?? '', instances[1] as ServerProcess, 'yellow');
    faultsSurvived += 1;
  }, 60_000);

  it('lost no acknowledged write', async () => {
    const rows = await favoritesDb(db)
      .selectFrom('favorites')
      .select(['user_id', 'item_id'])
      .where('year', '=', 2026)
      .where('item_type', '=', 'event')
      .execute();
    const present = new Set(rows.map((row) => `${row.user_id}/${row.item_id}`));
    const lost = tally.acknowledged.filter(
      (write) => present.has(`${write.userId}/${write.eventId}`) !== (write.op === 'add'),
    );
    expect(tally.acknowledged.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  });

  it('shuts down cleanly (exit code 0) while PostgreSQL is away', async () => {
    await cluster.control('stop');
    // Graceful shutdown ends the streams and closes the pool and the LISTEN connection, all of them
    // broken now; the SHUTDOWN_GRACE_MS of 10 s bounds it, SIGKILL after 15 s would show here.
    await Promise.all(instances.map((instance) => instance.stop(15_000)));
    for (const instance of instances) {
      expect(instance.exited(), instance.output()).toEqual({ code: 0, signal: null });
    }
  }, 30_000);
});
