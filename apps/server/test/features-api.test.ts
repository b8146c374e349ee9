import { DEFAULT_FEATURES, type Features } from '@conf/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_CHANGED_CHANNEL } from '../src/catalog/import.ts';
import { FEATURES_CACHE_CONTROL } from '../src/routes/features.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';
import { type Instance, startSecondInstance } from './live-instances.ts';
import { builtSite } from './site-build.ts';

/**
 * Feature flags live: the defaults of the configuration (FEATURES), an admin's change stored in the
 * database and in force at once, on this instance and on another one on the same database; and the
 * flags the server enforces itself (attendee directory, venue pages, preview mode), on and off.
 */
const ALL_ON: Features = {
  alphanav: true,
  attendee_directory: true,
  dashboard: true,
  filters: true,
  filter_counts: true,
  nearby: true,
  pagination: true,
  preview_mode: true,
  venues: true,
};

describe.each(drivers())('feature flags on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let admin: Browser;
  let staff: Browser;
  let attendeeUid: string;
  let venueId: string;

  function put(browser: Browser, body: unknown, token?: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const sent = token === undefined ? browser.csrfToken() : token;
    if (sent !== null) headers['x-csrf-token'] = sent;
    return browser.fetch(`${server.baseUrl}/api/admin/features`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
  }

  async function setFlags(flags: Features) {
    const response = await put(admin, flags);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(flags);
  }

  /** A page of the site, as a browser asks for it. */
  const page = (path: string) => server.main.rawFetch(`${server.baseUrl}${path}`);

  let siteDist: string;

  beforeAll(async () => {
    // The site's pages (SITE_MODE=dist, rendered by the built site's renderer) show the flag checks
    // of its loaders; FEATURES turns alphanav on.
    siteDist = await builtSite();
    server = await startTestServer(driver, {
      env: { SITE_MODE: 'dist', SITE_DIST: siteDist, FEATURES: 'alphanav=on' },
    });
    admin = await server.signedInBrowser(
      await server.createUser({ email: 'flags@example.org', roles: ['admin'] }),
    );
    staff = await server.signedInBrowser(
      await server.createUser({ email: 'preview@example.org', roles: ['attendee', 'staff'] }),
    );
    const attendee = await server.db.kysely
      .selectFrom('attendees')
      .select('uid')
      .where('directory_opt_out', '=', false)
      .orderBy('uid')
      .executeTakeFirstOrThrow();
    attendeeUid = attendee.uid;
    const venue = await server.db.kysely
      .selectFrom('venues')
      .select('id')
      .where('year', '=', 2026)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    venueId = venue.id;
  });

  afterAll(async () => {
    expect(server.violations).toEqual([]);
    await server?.close();
  });

  describe('GET /api/web/features', () => {
    it('answers the configured defaults with a header that lets no cache hold an old answer unchecked', async () => {
      const response = await server.fetch(`${server.baseUrl}/api/web/features`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(FEATURES_CACHE_CONTROL);
      expect(await response.json()).toEqual({ ...DEFAULT_FEATURES, alphanav: true });
    });
  });

  describe('PUT /api/admin/features', () => {
    it('refuses a visitor with 401 and a staff member with 403', async () => {
      expect((await put(server.browser(), ALL_ON)).status).toBe(401);
      const response = await put(staff, ALL_ON);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'forbidden' });
    });

    it('refuses an admin without the CSRF token with 403', async () => {
      expect((await put(admin, ALL_ON, null)).status).toBe(403);
    });

    it('refuses incomplete, unknown or non-boolean flags with 400 naming them', async () => {
      const { venues: _missing, ...eight } = ALL_ON;
      const missing = await put(admin, eight);
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('/venues');
      const unknown = await put(admin, { ...ALL_ON, darkmode: true });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('/darkmode');
      const text = await put(admin, { ...ALL_ON, filters: 'on' });
      expect(text.status).toBe(400);
      const { data } = await server.client.GET('/api/web/features');
      expect(data).toEqual({ ...DEFAULT_FEATURES, alphanav: true });
    });

    it("stores an admin's flags, in force at once in the API and in the site's shell", async () => {
      await setFlags({ ...DEFAULT_FEATURES, dashboard: true });
      const { data } = await server.client.GET('/api/web/features');
      expect(data).toEqual({ ...DEFAULT_FEATURES, dashboard: true });
      const shell = await (await page('/')).text();
      expect(shell).toContain('"dashboard":true');
      await setFlags({ ...DEFAULT_FEATURES });
    });
  });

  describe('attendee_directory', () => {
    it('off: the attendee JSON, the directory search and the directory pages answer 404', async () => {
      await setFlags({ ...DEFAULT_FEATURES, attendee_directory: false });
      const json = await server.fetch(`${server.baseUrl}/attendees/${attendeeUid}.json`);
      expect(json.status).toBe(404);
      expect(await json.json()).toMatchObject({ message: expect.stringContaining('attendee_directory') });
      const search = await server.client.POST('/search/attendees', { body: { term: '' } });
      expect(search.response.status).toBe(404);
      expect((await page('/attendees')).status).toBe(404);
      expect((await page(`/attendees/${attendeeUid}`)).status).toBe(404);
    });

    it('on: they answer', async () => {
      await setFlags({ ...DEFAULT_FEATURES, attendee_directory: true });
      const json = await server.fetch(`${server.baseUrl}/attendees/${attendeeUid}.json`);
      expect(json.status).toBe(200);
      const search = await server.client.POST('/search/attendees', { body: { term: '' } });
      expect(search.response.status).toBe(200);
      expect((await page('/attendees')).status).toBe(200);
      expect((await page(`/attendees/${attendeeUid}`)).status).toBe(200);
    });
  });

  describe('venues', () => {
    it('off: the venue pages answer 404 (the venue JSON stays, events show their venue)', async () => {
      await setFlags({ ...DEFAULT_FEATURES, venues: false });
      expect((await page(`/venues/${venueId}`)).status).toBe(404);
      expect((await page(`/2026/venues/${venueId}`)).status).toBe(404);
      const json = await server.fetch(`${server.baseUrl}/api/web/2026/venues/${venueId}`);
      expect(json.status).toBe(200);
    });

    it('on: the venue pages answer', async () => {
      await setFlags({ ...DEFAULT_FEATURES, venues: true });
      expect((await page(`/venues/${venueId}`)).status).toBe(200);
      expect((await page('/venues/no-such-venue')).status).toBe(404);
    });
  });

  describe('preview_mode', () => {
    /** Count of events a staff member's search finds with and without asking for a preview. */
    async function eventTotal(preview: boolean): Promise<number> {
      const { data } = await staff.client.POST('/search', { body: { models: ['event'], preview } });
      return data?.total ?? -1;
    }

    beforeAll(async () => {
      // One event published only in 2099; the search index rebuilds when the catalogue changes.
      const before = await eventTotal(false);
      const first = await server.db.kysely
        .selectFrom('events')
        .select('id')
        .where('year', '=', 2026)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await server.db.kysely
        .updateTable('events')
        .set({ publish_at: '2099-01-01T09:00:00-06:00' })
        .where('year', '=', 2026)
        .where('id', '=', first.id)
        .execute();
      await server.db.notify(CATALOG_CHANGED_CHANNEL, JSON.stringify({ year: 2026 }));
      // vi.waitFor, not expect.poll: this runs in a beforeAll hook, outside any test.
      await vi.waitFor(
        async () => expect(await eventTotal(false), 'events the search index counts').toBe(before - 1),
        { timeout: 10_000, interval: 50 },
      );
    });

    it('on: staff asking for a preview also see records published later', async () => {
      await setFlags({ ...DEFAULT_FEATURES, preview_mode: true });
      expect(await eventTotal(true)).toBe((await eventTotal(false)) + 1);
    });

    it('off: nobody sees them', async () => {
      await setFlags({ ...DEFAULT_FEATURES, preview_mode: false });
      expect(await eventTotal(true)).toBe(await eventTotal(false));
      await setFlags({ ...DEFAULT_FEATURES });
    });
  });

  describe.runIf(driver === 'postgres')('with a second instance on the same database', () => {
    let second: Instance;

    beforeAll(async () => {
      second = await startSecondInstance(server);
    });

    afterAll(async () => {
      await second?.close();
    });

    it("applies an admin's change there without a restart", async () => {
      const read = async () => (await (await fetch(`${second.baseUrl}/api/web/features`)).json()) as Features;
      // Flags stored by an admin win over FEATURES (alphanav=on) on both instances.
      await setFlags({ ...DEFAULT_FEATURES });
      await expect.poll(read, { timeout: 2_000, interval: 25 }).toEqual(DEFAULT_FEATURES);
      await setFlags({ ...DEFAULT_FEATURES, attendee_directory: true, nearby: true });
      await expect.poll(read, { timeout: 2_000, interval: 25 }).toEqual({
        ...DEFAULT_FEATURES,
        attendee_directory: true,
        nearby: true,
      });
      // And the flag the server enforces follows: the attendee JSON answers there now.
      expect((await fetch(`${second.baseUrl}/attendees/${attendeeUid}.json`)).status).toBe(200);
      await setFlags({ ...DEFAULT_FEATURES });
      await expect.poll(read, { timeout: 2_000, interval: 25 }).toEqual(DEFAULT_FEATURES);
      expect((await fetch(`${second.baseUrl}/attendees/${attendeeUid}.json`)).status).toBe(404);
    });
  });
});
