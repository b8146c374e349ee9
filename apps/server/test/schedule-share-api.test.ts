import type { components } from '@conf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoritableRecords,
  type SignedInAttendee,
  signedInAttendees,
} from './fixtures/signed-in-attendee.ts';
import { type Browser, drivers, sendJson, startTestServer, type TestServer } from './harness.ts';

/**
 * Schedule sharing (the my-schedule share checkbox) through the real server on both drivers: the
 * owner publishes a read-only link, a visitor reads the owner's name and exactly what My Favorites
 * shows the owner, and unpublishing revokes the link (404).
 */
type ScheduleShare = components['schemas']['ScheduleShare'];
type SharedSchedule = components['schemas']['SharedSchedule'];

describe.each(drivers())('schedule sharing on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let owner: SignedInAttendee;
  let eventIds: string[];
  let personId: string;
  let attendeeUid: string;
  const newUser = signedInAttendees(() => server, 'sharer');

  const call = (browser: Browser, method: string, path: string, body?: unknown, token?: string | null) =>
    sendJson(server.baseUrl, browser, method, path, body, token);

  async function share(browser: Browser, method: 'GET' | 'PUT', body?: unknown): Promise<ScheduleShare> {
    const response = await call(browser, method, '/api/me/schedule-share', body);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as ScheduleShare;
  }

  /** The shared page's data, read by a visitor (no session). */
  function readShared(url: string, query = ''): Promise<Response> {
    const token = new URL(url).pathname.split('/').at(-1) ?? '';
    return server.browser().fetch(`${server.baseUrl}/api/shared-schedules/${token}${query}`);
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    ({ eventIds, personId, attendeeUid } = await favoritableRecords(server.db.kysely, { events: 3 }));
    owner = await newUser();
    for (const id of eventIds.slice(0, 2)) {
      expect((await call(owner.browser, 'POST', '/favorite/events', { id })).status).toBe(200);
    }
    expect((await call(owner.browser, 'POST', '/favorite/entities', { id: personId })).status).toBe(200);
    expect((await call(owner.browser, 'POST', '/favorite/attendees', { id: attendeeUid })).status).toBe(200);
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('given a visitor', () => {
    it('answers 401 to the share settings', async () => {
      const visitor = server.browser();
      expect((await call(visitor, 'GET', '/api/me/schedule-share')).status).toBe(401);
      expect((await call(visitor, 'PUT', '/api/me/schedule-share', { enabled: true })).status).toBe(401);
    });
  });

  describe('given a signed-in user who never shared', () => {
    it('is not shared', async () => {
      const { browser } = await newUser();
      expect(await share(browser, 'GET')).toEqual({ enabled: false, url: null });
    });

    it('refuses to publish without the CSRF token (403), and nothing is published', async () => {
      const { browser } = await newUser();
      expect((await call(browser, 'PUT', '/api/me/schedule-share', { enabled: true }, null)).status).toBe(
        403,
      );
      expect((await share(browser, 'GET')).enabled).toBe(false);
    });

    it('answers 400 when enabled is not a boolean', async () => {
      const { browser } = await newUser();
      const response = await call(browser, 'PUT', '/api/me/schedule-share', { enabled: 'yes' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as components['schemas']['Error'];
      expect(body.errors?.[0]).toMatchObject({ in: 'body', path: '/enabled' });
    });
  });

  describe('when the owner publishes their schedule', () => {
    let published: ScheduleShare;

    beforeAll(async () => {
      published = await share(owner.browser, 'PUT', { enabled: true });
    });

    it('answers the read-only link: the site page /schedule/{token}', async () => {
      expect(published.enabled).toBe(true);
      expect(published.url).toMatch(new RegExp(`^${server.baseUrl}/schedule/[A-Za-z0-9_-]{43}$`));
      expect(await share(owner.browser, 'GET')).toEqual(published);
    });

    it('keeps the link when published again', async () => {
      expect(await share(owner.browser, 'PUT', { enabled: true })).toEqual(published);
    });

    describe('and a visitor opens the link', () => {
      it('shows the owner’s name and exactly what My Favorites shows the owner (every catalogue model)', async () => {
        const response = await readShared(published.url ?? '');
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const shared = (await response.json()) as SharedSchedule;
        expect(shared.owner).toEqual({ first_name: owner.user.first_name, last_name: 'Tester' });
        const mine = await owner.browser.client.POST('/search/favorites', { body: {} });
        expect(mine.response.status).toBe(200);
        expect(shared.result).toEqual(mine.data);
        expect(shared.result.hits.map((h) => `${h.favorite_type}:${h._id}`).sort()).toEqual(
          [...eventIds.slice(0, 2).map((id) => `event:${id}`), `entity:${personId}`].sort(),
        );
      });

      it('never shows the owner’s favorite attendees (people, not the schedule)', async () => {
        const shared = (await (await readShared(published.url ?? '')).json()) as SharedSchedule;
        expect(shared.result.hits.some((h) => h.type === 'attendee' || h._id === attendeeUid)).toBe(false);
      });

      it('groups and pages as My Favorites does', async () => {
        const response = await readShared(published.url ?? '', '?grouping=date&page=1');
        const shared = (await response.json()) as SharedSchedule;
        const mine = await owner.browser.client.POST('/search/favorites', { body: { grouping: 'date' } });
        expect(shared.result.grouping).toBe('date');
        expect(shared.result).toEqual(mine.data);
        expect((await readShared(published.url ?? '', '?grouping=sideways')).status).toBe(400);
        const pastTheLast = await readShared(published.url ?? '', '?page=999');
        expect(pastTheLast.status).toBe(400);
        expect(await pastTheLast.json()).toMatchObject({
          error: 'validation_failed',
          errors: [{ in: 'query', path: '/page' }],
        });
      });

      it('follows the owner’s favorites as they change', async () => {
        const added = eventIds[2] ?? '';
        expect((await call(owner.browser, 'POST', '/favorite/events', { id: added })).status).toBe(200);
        const shared = (await (await readShared(published.url ?? '')).json()) as SharedSchedule;
        expect(shared.result.hits.map((h) => h._id)).toContain(added);
      });

      it('works through the generated client, for a visitor', async () => {
        const token = new URL(published.url ?? '').pathname.split('/').at(-1) ?? '';
        const { data, response } = await server.browser().client.GET('/api/shared-schedules/{token}', {
          params: { path: { token } },
        });
        expect(response.status).toBe(200);
        expect(data?.owner.last_name).toBe('Tester');
      });
    });

    it('another user’s share is another link with their own favorites', async () => {
      const other = await newUser();
      const theirs = await share(other.browser, 'PUT', { enabled: true });
      expect(theirs.url).not.toBe(published.url);
      const shared = (await (await readShared(theirs.url ?? '')).json()) as SharedSchedule;
      expect(shared.result).toMatchObject({ hits: [], total: 0 });
    });
  });

  describe('when the owner unpublishes it', () => {
    it('revokes the link (404 from then on); publishing again gives a new link', async () => {
      const before = await share(owner.browser, 'PUT', { enabled: true });
      expect(await share(owner.browser, 'PUT', { enabled: false })).toEqual({ enabled: false, url: null });
      const gone = await readShared(before.url ?? '');
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: string }).error).toBe('not_found');
      expect(await share(owner.browser, 'GET')).toEqual({ enabled: false, url: null });
      const again = await share(owner.browser, 'PUT', { enabled: true });
      expect(again.url).not.toBe(before.url);
      expect((await readShared(before.url ?? '')).status).toBe(404);
      expect((await readShared(again.url ?? '')).status).toBe(200);
    });

    it('keeps the calendar feed apart: a schedule token is no calendar token', async () => {
      const current = await share(owner.browser, 'GET');
      const token = new URL(current.url ?? '').pathname.split('/').at(-1) ?? '';
      expect((await server.browser().fetch(`${server.baseUrl}/calendar/${token}.ics`)).status).toBe(404);
    });
  });

  it('answers 404 for links that are no shared schedule', async () => {
    for (const token of ['x', 'B'.repeat(43)]) {
      expect((await server.browser().fetch(`${server.baseUrl}/api/shared-schedules/${token}`)).status).toBe(
        404,
      );
    }
  });

  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
