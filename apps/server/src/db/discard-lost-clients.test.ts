import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { discardingLostClients } from './discard-lost-clients.ts';

/** A pool at the boundary: one client whose query answers what the test says, and its releases. */
function fakePool(answer: () => Promise<unknown>) {
  const release = vi.fn();
  const client = { processID: 42, query: vi.fn(answer), release };
  const pool = { options: {}, connect: vi.fn(async () => client), end: vi.fn(async () => {}) };
  return { pool: pool as unknown as pg.Pool, release };
}

const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('discardingLostClients', () => {
  it('destroys on release a client whose query failed with a lost connection', async () => {
    const { pool, release } = fakePool(() => Promise.reject(adminShutdown));
    const client = await discardingLostClients(pool).connect();
    await expect(client.query('select 1', [])).rejects.toBe(adminShutdown);
    client.release();
    expect(release).toHaveBeenCalledWith(true);
  });

  it('gives back to the pool a client whose query failed for another reason, or succeeded', async () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    const failing = fakePool(() => Promise.reject(syntax));
    const client = await discardingLostClients(failing.pool).connect();
    await expect(client.query('selec 1', [])).rejects.toBe(syntax);
    client.release();
    expect(failing.release).toHaveBeenCalledWith(false);

    const working = fakePool(async () => ({ rows: [{ one: 1 }] }));
    const other = await discardingLostClients(working.pool).connect();
    await expect(other.query('select 1 as one', [])).resolves.toEqual({ rows: [{ one: 1 }] });
    other.release();
    expect(working.release).toHaveBeenCalledWith(false);
  });

  it('keeps the caller’s own request to destroy, and the backend pid Kysely reads', async () => {
    const { pool, release } = fakePool(async () => ({ rows: [] }));
    const client = await discardingLostClients(pool).connect();
    expect(client.processID).toBe(42);
    client.release(true);
    expect(release).toHaveBeenCalledWith(true);
  });
});
