import { DEFAULT_FEATURES } from '@conf/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * The walking skeleton's API through the generated client against the real server, on embedded
 * PGlite and on a PostgreSQL server. Every response is checked against openapi.yaml by the harness.
 */
describe.each(drivers())('catalogue API on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let eventId: string;
  let personId: string;
  let artistId: string;
  let attendeeId: string;
  let optedOutId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    const k = server.db.kysely;
    eventId = (
      await k
        .selectFrom('events')
        .select('id')
        .where('year', '=', 2026)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    personId = (
      await k
        .selectFrom('entities')
        .select('id')
        .where('type', '=', 'person')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    artistId = (
      await k
        .selectFrom('entities')
        .select('id')
        .where('type', '=', 'artist')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    attendeeId = (
      await k
        .selectFrom('attendees')
        .select('uid')
        .where('directory_opt_out', '=', false)
        .orderBy('uid')
        .executeTakeFirstOrThrow()
    ).uid;
    optedOutId = (
      await k
        .selectFrom('attendees')
        .select('uid')
        .where('directory_opt_out', '=', true)
        .orderBy('uid')
        .executeTakeFirstOrThrow()
    ).uid;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('GET /healthz', () => {
    it('says the process and the database are up', async () => {
      const { data, response } = await server.client.GET('/healthz');
      expect(response.status).toBe(200);
      expect(data).toEqual({ status: 'ok', db: 'ok' });
    });
  });

  describe('GET /api/web/features', () => {
    it('serves the spec defaults: filters, pagination and preview_mode on, the rest off', async () => {
      const { data } = await server.client.GET('/api/web/features');
      expect(data).toEqual({
        alphanav: false,
        attendee_directory: false,
        dashboard: false,
        filters: true,
        filter_counts: false,
        nearby: false,
        pagination: true,
        preview_mode: true,
        venues: false,
      });
    });
  });

  describe('GET /api/web/{year}/events/{id}', () => {
    it('returns the complete event record', async () => {
      const { data, response } = await server.client.GET('/api/web/{year}/events/{id}', {
        params: { path: { year: 2026, id: eventId } },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ event_id: eventId, id: eventId, year: 2026 });
      expect(data?.name.length).toBeGreaterThan(3);
      expect(data?.start_time).toMatch(/^2026-03-\d\dT\d\d:\d\d:00-05:00$/);
      expect(Array.isArray(data?.credentials)).toBe(true);
    });

    it('answers 404 with the error body for a missing event', async () => {
      const { error, response } = await server.client.GET('/api/web/{year}/events/{id}', {
        params: { path: { year: 2026, id: 'no-such-event' } },
      });
      expect(response.status).toBe(404);
      expect(error).toEqual({
        status: 404,
        error: 'not_found',
        message: "Event 'no-such-event' was not found in 2026",
      });
    });

    it('answers 404 for an event of another year', async () => {
      const { response } = await server.client.GET('/api/web/{year}/events/{id}', {
        params: { path: { year: 2019, id: eventId } },
      });
      expect(response.status).toBe(404);
    });

    it('answers 400 naming the year when it is not an integer', async () => {
      const response = await server.fetch(`${server.baseUrl}/api/web/twenty/events/${eventId}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ status: 400, error: 'validation_failed' });
      expect(body.errors).toContainEqual(expect.objectContaining({ in: 'path', path: '/year' }));
    });
  });

  describe('GET /api/web/{year}/contributors/{id}', () => {
    it('returns a person with their events', async () => {
      const { data } = await server.client.GET('/api/web/{year}/contributors/{id}', {
        params: { path: { year: 2026, id: personId } },
      });
      expect(data).toMatchObject({ entity_id: personId, type: 'person' });
      expect(Array.isArray(data?.events)).toBe(true);
    });

    it('returns an artist (the artist pages use the same call)', async () => {
      const { data } = await server.client.GET('/api/web/{year}/contributors/{id}', {
        params: { path: { year: 2026, id: artistId } },
      });
      expect(data).toMatchObject({ entity_id: artistId, type: 'artist' });
    });

    it('answers 404 for a missing contributor', async () => {
      const { error, response } = await server.client.GET('/api/web/{year}/contributors/{id}', {
        params: { path: { year: 2026, id: 'nobody' } },
      });
      expect(response.status).toBe(404);
      expect(error?.error).toBe('not_found');
    });
  });

  describe('GET /attendees/{id}.json', () => {
    beforeAll(async () => {
      // The directory is behind the attendee_directory flag (off by default: 404, see features-api).
      const admin = await server.signedInBrowser(
        await server.createUser({ email: 'directory-admin@example.org', roles: ['admin'] }),
      );
      const { response } = await admin.client.PUT('/api/admin/features', {
        body: { ...DEFAULT_FEATURES, attendee_directory: true },
      });
      expect(response.status).toBe(200);
    });

    it('returns the attendee', async () => {
      const { data } = await server.client.GET('/attendees/{id}.json', {
        params: { path: { id: attendeeId } },
      });
      expect(data).toMatchObject({ uid: attendeeId });
      expect(data).not.toHaveProperty('directory_opt_out');
    });

    it('hides an attendee who opted out of the directory', async () => {
      const { response } = await server.client.GET('/attendees/{id}.json', {
        params: { path: { id: optedOutId } },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('requests the contract refuses', () => {
    it('answers 400 with the list of problems for a bad body', async () => {
      const response = await server.fetch(`${server.baseUrl}/search/suggestions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: 42, extra: true }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('validation_failed');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ in: 'body', path: '/q' }),
          expect.objectContaining({ in: 'body', path: '/extra', message: 'is not an allowed property' }),
        ]),
      );
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await server.fetch(`${server.baseUrl}/search/suggestions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"q": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: 400,
        error: 'bad_request',
        message: 'The request body is not valid JSON',
      });
    });

    it('answers 403 and changes nothing when a state-changing call lacks the CSRF token', async () => {
      const response = await fetch(`${server.baseUrl}/favorite/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: eventId }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: 403, error: 'forbidden' });
    });

    it('answers 404 with the error body for an unknown API path', async () => {
      const response = await fetch(`${server.baseUrl}/api/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, error: 'not_found' });
    });
  });

  describe('GET /images/{kind}/{seed}.svg', () => {
    it('serves a generated SVG placeholder', async () => {
      const response = await server.fetch(`${server.baseUrl}/images/event/${eventId}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    });
  });

  it('answered every call above as openapi.yaml says', () => {
    // Runs last: every response the suite received matched its schema and declared status.
    expect(server.violations).toEqual([]);
  });
});
