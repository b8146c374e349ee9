import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * The first-party analytics sink: batches stored in PostgreSQL, attributed to the signed-in user by
 * the session (not by what the client claims), bounded, and refused without the CSRF token.
 */
interface StoredEvent {
  type: string;
  name: string;
  properties: Record<string, unknown>;
  anonymous_id: string;
  user_id: number | null;
  occurred_at: Date;
}

describe.each(drivers())('analytics on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver, { seed: 'none' });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function stored(anonymousId: string): Promise<StoredEvent[]> {
    const { rows } = await sql<StoredEvent>`
      select type, name, properties, anonymous_id, user_id, occurred_at
      from analytics_events where anonymous_id = ${anonymousId} order by id`.execute(server.db.kysely);
    return rows;
  }

  const rsvpOpened = (anonymousId: string) => ({
    type: 'track' as const,
    name: 'RSVP Opened',
    properties: { event_id: 'PP1001', timestamp: '2026-03-09T14:30:00.000Z', mobile: false },
    timestamp: '2026-03-09T14:30:00.000Z',
    anonymous_id: anonymousId,
  });

  it("stores a visitor's batch without a user", async () => {
    const visitor = server.browser();
    const { response } = await visitor.client.POST('/api/analytics', {
      body: {
        events: [
          {
            type: 'page',
            name: '/2026/events/PP1001',
            properties: {},
            timestamp: '2026-03-09T14:29:59.000Z',
            anonymous_id: 'anon-1',
          },
          rsvpOpened('anon-1'),
        ],
      },
    });
    expect(response.status).toBe(204);
    const rows = await stored('anon-1');
    expect(rows.map((r) => [r.type, r.name, r.user_id])).toEqual([
      ['page', '/2026/events/PP1001', null],
      ['track', 'RSVP Opened', null],
    ]);
    expect(rows[1]?.properties).toEqual({
      event_id: 'PP1001',
      timestamp: '2026-03-09T14:30:00.000Z',
      mobile: false,
    });
    expect(new Date(rows[1]?.occurred_at ?? 0).toISOString()).toBe('2026-03-09T14:30:00.000Z');
  });

  it("attributes a signed-in user's events to the session's user", async () => {
    const user = await server.createUser({ email: 'tracked@example.org' });
    const browser = await server.signedInBrowser(user);
    const { response } = await browser.client.POST('/api/analytics', {
      body: {
        events: [
          {
            type: 'identify',
            name: 'someone-else',
            properties: { uid: 'someone-else', roles: ['admin'] },
            timestamp: '2026-03-09T14:31:00.000Z',
            anonymous_id: 'anon-2',
          },
        ],
      },
    });
    expect(response.status).toBe(204);
    expect((await stored('anon-2')).map((r) => r.user_id)).toEqual([user.id]);
  });

  it('refuses a batch without the CSRF token (403) and stores nothing', async () => {
    const response = await server.browser().fetch(`${server.baseUrl}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [rsvpOpened('anon-3')] }),
    });
    expect(response.status).toBe(403);
    expect(await stored('anon-3')).toEqual([]);
  });

  it('refuses oversized batches and properties (400) and stores nothing', async () => {
    const visitor = server.browser();
    const tooMany = await visitor.client.POST('/api/analytics', {
      body: { events: Array.from({ length: 101 }, () => rsvpOpened('anon-4')) },
    });
    expect(tooMany.response.status).toBe(400);
    const tooLarge = await visitor.client.POST('/api/analytics', {
      body: {
        events: [
          rsvpOpened('anon-4'),
          { ...rsvpOpened('anon-4'), properties: { message: 'x'.repeat(5000) } },
        ],
      },
    });
    expect(tooLarge.response.status).toBe(400);
    expect(tooLarge.error).toMatchObject({ errors: [{ in: 'body', path: '/events/1/properties' }] });
    const unknownType = await visitor.fetch(`${server.baseUrl}/api/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': visitor.csrfToken() },
      body: JSON.stringify({ events: [{ ...rsvpOpened('anon-4'), type: 'alias' }] }),
    });
    expect(unknownType.status).toBe(400);
    expect(await stored('anon-4')).toEqual([]);
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
