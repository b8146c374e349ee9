import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritesDb } from '../src/favorites/table.ts';
import {
  favoritableRecords,
  type SignedInAttendee,
  signedInAttendees,
} from './fixtures/signed-in-attendee.ts';
import { type Browser, drivers, sendJson, startTestServer, type TestServer } from './harness.ts';

/**
 * Every favorite route of the contract, the legacy ones too, through the real server on both drivers:
 * per user, idempotent, 401 for visitors, 403 without the CSRF token (nothing changes), 404 for an
 * unknown item, 400 "invalid favorite type", consistent under concurrent toggles; who's interested
 * and its privacy rule; My Favorites as a search result.
 */
type Kind = 'attendee' | 'event' | 'entity' | 'venue';
const PLURAL: Record<Kind, string> = {
  attendee: 'attendees',
  event: 'events',
  entity: 'entities',
  venue: 'venues',
};
const KINDS: Kind[] = ['event', 'entity', 'venue', 'attendee'];
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describe.each(drivers())('favorites on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  /** A published record of each kind (favorite id by type). */
  const ids = {} as Record<Kind, string>;
  let secondEventId: string;
  let personId: string;
  let optedOutAttendee: string;
  const newUser = signedInAttendees(() => server, 'fan');

  async function favoriteRows(userId: number, type: Kind, id: string): Promise<number> {
    const rows = await favoritesDb(server.db)
      .selectFrom('favorites')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_id', '=', id)
      .execute();
    return rows.length;
  }

  const call = (browser: Browser, method: string, path: string, body?: unknown, token?: string | null) =>
    sendJson(server.baseUrl, browser, method, path, body, token);

  beforeAll(async () => {
    server = await startTestServer(driver);
    const records = await favoritableRecords(server.db.kysely, { events: 2 });
    ids.event = records.eventIds[0] ?? '';
    secondEventId = records.eventIds[1] ?? '';
    personId = records.personId;
    ids.entity = personId;
    ids.venue = records.venueId;
    ids.attendee = records.attendeeUid;
    optedOutAttendee = records.optedOutAttendeeUid;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe.each(KINDS)('%s favorites', (kind) => {
    it.each([
      ['plural', PLURAL[kind]],
      ['legacy singular', kind],
    ])(
      'POST and DELETE /favorite/{type} (%s form) add and remove one, idempotently',
      async (_form, segment) => {
        const { user, browser } = await newUser();
        const id = ids[kind];
        for (let i = 0; i < 2; i++) {
          const added = await call(browser, 'POST', `/favorite/${segment}`, { id });
          expect(added.status).toBe(200);
          expect(await added.json()).toEqual({ id, type: kind });
        }
        expect(await favoriteRows(user.id, kind, id)).toBe(1);
        const { data: query } = await browser.client.POST('/favorite/query', {
          body: { ids: [id, 'nothing'] },
        });
        expect(query).toEqual([{ id, type: kind }]);
        const { data: legacy } = await browser.client.GET('/favorite.json');
        expect(legacy?.[kind]).toEqual([id]);

        for (let i = 0; i < 2; i++) {
          const removed = await call(browser, 'DELETE', `/favorite/${segment}/${encodeURIComponent(id)}`);
          expect(removed.status).toBe(200);
          expect(await removed.json()).toEqual({ id, type: kind, favorited: false });
        }
        expect(await favoriteRows(user.id, kind, id)).toBe(0);
      },
    );

    it('answers 404 for an item that does not exist, and stores nothing', async () => {
      const { user, browser } = await newUser();
      const response = await call(browser, 'POST', `/favorite/${PLURAL[kind]}`, { id: 'NO-SUCH-ID' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, error: 'not_found' });
      expect(await favoriteRows(user.id, kind, 'NO-SUCH-ID')).toBe(0);
    });

    it.each([
      ['plural', PLURAL[kind]],
      ['legacy singular', kind],
    ])(
      'refuses POST and DELETE without the CSRF token (%s form): 403 and nothing changes',
      async (_form, segment) => {
        const { user, browser } = await newUser();
        const id = ids[kind];
        const refusedAdd = await call(browser, 'POST', `/favorite/${segment}`, { id }, null);
        expect(refusedAdd.status).toBe(403);
        expect(await favoriteRows(user.id, kind, id)).toBe(0);
        const wrongToken = await call(browser, 'POST', `/favorite/${segment}`, { id }, 'y'.repeat(43));
        expect(wrongToken.status).toBe(403);
        expect(await favoriteRows(user.id, kind, id)).toBe(0);

        await call(browser, 'POST', `/favorite/${segment}`, { id });
        const refusedRemove = await call(
          browser,
          'DELETE',
          `/favorite/${segment}/${encodeURIComponent(id)}`,
          undefined,
          null,
        );
        expect(refusedRemove.status).toBe(403);
        expect(await refusedRemove.json()).toMatchObject({ status: 403, error: 'forbidden' });
        expect(await favoriteRows(user.id, kind, id)).toBe(1);
      },
    );
  });

  it('refuses to favorite an attendee who opted out of the directory (404)', async () => {
    const { browser } = await newUser();
    const response = await call(browser, 'POST', '/favorite/attendees', { id: optedOutAttendee });
    expect(response.status).toBe(404);
  });

  describe('an invalid favorite type', () => {
    it.each(['films', 'Events', 'EVENT', 'eventz', 'users', 'constructor'])(
      'answers 400 "invalid favorite type" for /favorite/%s',
      async (segment) => {
        const { browser } = await newUser();
        const added = await call(browser, 'POST', `/favorite/${segment}`, { id: ids.event });
        expect(added.status).toBe(400);
        expect(await added.json()).toEqual({
          status: 400,
          error: 'bad_request',
          message: 'invalid favorite type',
        });
        const removed = await call(browser, 'DELETE', `/favorite/${segment}/${ids.event}`);
        expect(removed.status).toBe(400);
        expect(await removed.json()).toMatchObject({ message: 'invalid favorite type' });
        const interested = await browser.fetch(
          `${server.baseUrl}/favorite/${segment}/${ids.event}/interested.json`,
          {
            headers: XHR,
          },
        );
        expect(interested.status).toBe(400);
        expect(await interested.json()).toMatchObject({ message: 'invalid favorite type' });
      },
    );
  });

  describe('a visitor', () => {
    it('gets [] from POST /favorite/query', async () => {
      const { data, response } = await server
        .browser()
        .client.POST('/favorite/query', { body: { ids: [ids.event] } });
      expect(response.status).toBe(200);
      expect(data).toEqual([]);
    });

    it.each([
      ['POST /favorite/events', 'POST', '/favorite/events', { id: 'x' }],
      ['POST /favorite/event (legacy)', 'POST', '/favorite/event', { id: 'x' }],
      ['DELETE /favorite/events/x', 'DELETE', '/favorite/events/x', undefined],
      ['DELETE /favorite/event/x (legacy)', 'DELETE', '/favorite/event/x', undefined],
      ['GET /favorite.json', 'GET', '/favorite.json', undefined],
      ['POST /search/favorites', 'POST', '/search/favorites', {}],
    ])('gets 401 from %s', async (_label, method, path, body) => {
      const visitor = server.browser();
      const response = await call(visitor, method, path, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, error: 'unauthorized' });
    });
  });

  describe('favorites are per user', () => {
    it("one user's favorites are not another's", async () => {
      const first = await newUser();
      const second = await newUser();
      await call(first.browser, 'POST', '/favorite/events', { id: ids.event });
      const { data } = await second.browser.client.POST('/favorite/query', { body: { ids: [ids.event] } });
      expect(data).toEqual([]);
      const legacy = await second.browser.client.GET('/favorite.json');
      expect(legacy.data).toEqual({ attendee: [], event: [], entity: [], venue: [] });
    });

    it('POST /favorite/query answers the favorites among the ids, in their order', async () => {
      const { browser } = await newUser();
      await call(browser, 'POST', '/favorite/venues', { id: ids.venue });
      await call(browser, 'POST', '/favorite/events', { id: ids.event });
      const { data } = await browser.client.POST('/favorite/query', {
        body: { ids: [ids.event, 'unknown', ids.venue, secondEventId] },
      });
      expect(data).toEqual([
        { id: ids.event, type: 'event' },
        { id: ids.venue, type: 'venue' },
      ]);
    });
  });

  describe('two tabs toggling at once', () => {
    it('many concurrent favorites of one item leave exactly one', async () => {
      const { user, browser } = await newUser();
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => call(browser, 'POST', '/favorite/events', { id: ids.event })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(await favoriteRows(user.id, 'event', ids.event)).toBe(1);
    });

    it('interleaved favorites and unfavorites end in one state that every read agrees on', async () => {
      const { user, browser } = await newUser();
      const tab2 = browser;
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 2 === 0
            ? call(browser, 'POST', '/favorite/events', { id: ids.event })
            : call(tab2, 'DELETE', `/favorite/event/${ids.event}`),
        ),
      );
      expect(responses.every((r) => r.status === 200)).toBe(true);
      const rows = await favoriteRows(user.id, 'event', ids.event);
      expect([0, 1]).toContain(rows);
      const { data } = await browser.client.POST('/favorite/query', { body: { ids: [ids.event] } });
      expect(data).toEqual(rows === 1 ? [{ id: ids.event, type: 'event' }] : []);
      // A last toggle from either tab decides.
      await call(tab2, 'POST', '/favorite/event', { id: ids.event });
      expect(await favoriteRows(user.id, 'event', ids.event)).toBe(1);
    });

    it('concurrent unfavorites all succeed and leave none', async () => {
      const { user, browser } = await newUser();
      await call(browser, 'POST', '/favorite/events', { id: ids.event });
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => call(browser, 'DELETE', `/favorite/events/${ids.event}`)),
      );
      expect(responses.every((r) => r.status === 200)).toBe(true);
      expect(await favoriteRows(user.id, 'event', ids.event)).toBe(0);
    });
  });

  describe("who's interested", () => {
    it('needs the X-Requested-With: XMLHttpRequest marker (400 without it)', async () => {
      const response = await server
        .browser()
        .fetch(`${server.baseUrl}/favorite/events/${ids.event}/interested.json`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, error: 'validation_failed' });
    });

    it('answers 404 for an item that does not exist', async () => {
      const response = await server
        .browser()
        .fetch(`${server.baseUrl}/favorite/events/NO-SUCH-EVENT/interested.json`, { headers: XHR });
      expect(response.status).toBe(404);
    });

    it('counts everyone and lists only the people who allow it, with only the shown fields', async () => {
      const path = `/favorite/events/${secondEventId}/interested.json`;
      const read = async () => {
        const response = await server.browser().fetch(`${server.baseUrl}${path}`, { headers: XHR });
        expect(response.status).toBe(200);
        return response.json() as Promise<{
          public: number;
          total: number;
          users: Record<string, unknown>[];
        }>;
      };
      expect(await read()).toEqual({ public: 0, total: 0, users: [] });

      const shown = await newUser({ showInInterested: true });
      const hidden = await newUser();
      const alsoShown = await newUser({ showInInterested: true });
      for (const fan of [shown, hidden, alsoShown]) {
        await call(fan.browser, 'POST', '/favorite/events', { id: secondEventId });
      }
      const answer = await read();
      expect(answer.total).toBe(3);
      expect(answer.public).toBe(2);
      const listed = answer.users.map((u) => u.uid).sort();
      expect(listed).toEqual([shown.user.uid, alsoShown.user.uid].sort());
      expect(listed).not.toContain(hidden.user.uid);
      for (const person of answer.users) {
        expect(Object.keys(person).sort()).toEqual(['first_name', 'image_url', 'last_name', 'uid']);
      }

      // Turning the setting off takes the person out of the list, not out of the total.
      await shown.browser.client.PUT('/api/me/settings', { body: { show_in_interested: false } });
      expect(await read()).toMatchObject({ public: 1, total: 3, users: [{ uid: alsoShown.user.uid }] });
      // The legacy singular type reads the same list.
      const legacy = await server
        .browser()
        .fetch(`${server.baseUrl}/favorite/event/${secondEventId}/interested.json`, { headers: XHR });
      expect(await legacy.json()).toMatchObject({ public: 1, total: 3 });
    });
  });

  describe('My Favorites (POST /search/favorites)', () => {
    let fan: SignedInAttendee;

    beforeAll(async () => {
      fan = await newUser();
      await call(fan.browser, 'POST', '/favorite/events', { id: ids.event });
      await call(fan.browser, 'POST', '/favorite/events', { id: secondEventId });
      await call(fan.browser, 'POST', '/favorite/entities', { id: personId });
      await call(fan.browser, 'POST', '/favorite/venues', { id: ids.venue });
      await call(fan.browser, 'POST', '/favorite/attendees', { id: ids.attendee });
    });

    it('answers the favorite events as a search result', async () => {
      const { data, response } = await fan.browser.client.POST('/search/favorites', {
        body: { models: ['event'] },
      });
      expect(response.status).toBe(200);
      expect(data?.hits.map((h) => h._id).sort()).toEqual([ids.event, secondEventId].sort());
      expect(data?.hits.every((h) => h.type === 'event' && h.favorite_type === 'event')).toBe(true);
      expect(data).toMatchObject({
        total: 2,
        page: 1,
        per_page: 60,
        grouping: 'models',
        models: ['event'],
        id: '',
      });
      const eventTypes = data?.aggregations.find((a) => a.name === 'event_type');
      expect(eventTypes?.buckets.reduce((sum, b) => sum + b.doc_count, 0)).toBe(2);
    });

    it('answers every catalogue favorite when no model is given, and never another user’s', async () => {
      const { data } = await fan.browser.client.POST('/search/favorites', { body: {} });
      expect(data?.hits.map((h) => `${h.favorite_type}:${h._id}`).sort()).toEqual(
        [`event:${ids.event}`, `event:${secondEventId}`, `entity:${personId}`, `venue:${ids.venue}`].sort(),
      );
      const other = await newUser();
      const empty = await other.browser.client.POST('/search/favorites', { body: {} });
      expect(empty.data).toMatchObject({ hits: [], total: 0 });
    });

    it('filters the favorites like search does', async () => {
      const all = await fan.browser.client.POST('/search/favorites', { body: { models: ['event'] } });
      const bucket = all.data?.aggregations.find((a) => a.name === 'event_type')?.buckets[0];
      expect(bucket).toBeDefined();
      const filtered = await fan.browser.client.POST('/search/favorites', {
        body: { models: ['event'], filters: [{ field: 'event_type', value: bucket?.key ?? '' }] },
      });
      expect(filtered.data?.total).toBe(bucket?.doc_count);
    });

    it('searches favorite attendees on their own', async () => {
      const { data } = await fan.browser.client.POST('/search/favorites', { body: { models: ['attendee'] } });
      expect(data?.hits.map((h) => [h.type, h._id])).toEqual([['attendee', ids.attendee]]);
      const mixed = await fan.browser.client.POST('/search/favorites', {
        body: { models: ['attendee', 'event'] },
      });
      expect(mixed.response.status).toBe(400);
      expect(mixed.error).toMatchObject({
        error: 'validation_failed',
        errors: [{ in: 'body', path: '/models' }],
      });
    });

    it('answers 400 for an unknown filter field', async () => {
      const { response } = await fan.browser.client.POST('/search/favorites', {
        body: { models: ['event'], filters: [{ field: 'nope', value: 'x' }] },
      });
      expect(response.status).toBe(400);
    });
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
