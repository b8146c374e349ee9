import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importProgramme } from '../src/importers/import-programme.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The year's programme for the device (issue 15 item 2, docs/offline.md): GET
 * /api/web/{year}/schedule-snapshot on the demo catalogue, through the generated client; every answer
 * is checked against openapi.yaml by the harness.
 */
describe('schedule snapshot API', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });

  afterAll(async () => {
    await server?.close();
  });

  const snapshotUrl = (year: number) => `${server.baseUrl}/api/web/${year}/schedule-snapshot`;

  describe('given a year with a programme', () => {
    it('answers the published events, contributors and venues once each, events naming the others by id', async () => {
      const { data, response } = await server.client.GET('/api/web/{year}/schedule-snapshot', {
        params: { path: { year: 2026 } },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      if (!data) throw new Error('no snapshot');
      expect(data.year).toBe(2026);
      expect(data.events.length).toBeGreaterThan(0);
      expect(data.contributors.length).toBeGreaterThan(0);
      expect(data.venues.length).toBeGreaterThan(0);

      const venueIds = new Set(data.venues.map((v) => v.id));
      const contributorIds = new Set(data.contributors.map((c) => c.id));
      expect(venueIds.size).toBe(data.venues.length);
      expect(contributorIds.size).toBe(data.contributors.length);
      for (const event of data.events) {
        if (event.venue_id !== null) expect(venueIds.has(event.venue_id)).toBe(true);
        for (const id of event.contributor_ids) expect(contributorIds.has(id)).toBe(true);
      }
      for (const venue of data.venues)
        if (venue.parent_id !== null) expect(venueIds.has(venue.parent_id)).toBe(true);

      // The same event as its detail record: the fields the snapshot keeps agree.
      const withLineUp = data.events.find((e) => e.contributor_ids.length > 0 && e.venue_id !== null);
      if (!withLineUp) throw new Error('the demo has events with a line-up and a venue');
      const { data: record } = await server.client.GET('/api/web/{year}/events/{id}', {
        params: { path: { year: 2026, id: withLineUp.id } },
      });
      expect(record).toMatchObject({
        name: withLineUp.name,
        start_time: withLineUp.start_time,
        long_description: withLineUp.long_description,
        venue: { id: withLineUp.venue_id },
      });
      expect(record?.contributors.map((c) => c.entity_id)).toEqual(withLineUp.contributor_ids);
    });

    it('leaves out the records whose publish time has not come', async () => {
      const unpublished = await server.db.kysely
        .selectFrom('events')
        .select('id')
        .where('year', '=', 2026)
        .where('publish_at', '>', new Date())
        .execute();
      const { data } = await server.client.GET('/api/web/{year}/schedule-snapshot', {
        params: { path: { year: 2026 } },
      });
      const listed = new Set(data?.events.map((e) => e.id));
      for (const { id } of unpublished) expect(listed.has(id)).toBe(false);
      const published = await server.db.kysely
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('year', '=', 2026)
        .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', new Date())]))
        .executeTakeFirstOrThrow();
      expect(data?.events.length).toBe(Number(published.n));
    });

    it('answers 304 without a body to a copy that is current (If-None-Match)', async () => {
      const first = await server.fetch(snapshotUrl(2026));
      const etag = first.headers.get('etag') ?? '';
      const again = await server.fetch(snapshotUrl(2026), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const stale = await server.fetch(snapshotUrl(2026), { headers: { 'if-none-match': '"older"' } });
      expect(stale.status).toBe(200);
    });

    it('is compressed for a browser that accepts gzip', async () => {
      const response = await server.fetch(snapshotUrl(2026), { headers: { 'accept-encoding': 'gzip' } });
      // fetch decodes the body by itself; the header says what travelled.
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect((await response.json()).year).toBe(2026);
    });
  });

  describe('when the catalogue changes', () => {
    it('gives a new ETag and the new records after an import', async () => {
      const before = await server.fetch(snapshotUrl(2025));
      expect(before.status).toBe(200);
      const empty = await before.json();
      expect(empty).toMatchObject({ year: 2025, events: [], contributors: [], venues: [] });
      const etag = before.headers.get('etag') ?? '';
      await importProgramme(
        server.db,
        [{ name: 'other.csv', text: 'id,name,date,start,end\nT1,Opening in Tokyo,2025-05-20,10:00,10:45\n' }],
        { year: 2025, timeZone: 'Asia/Tokyo' },
      );
      // The server learns of the import by the database's notification, then rebuilds.
      await vi.waitFor(
        async () => {
          const after = await server.fetch(snapshotUrl(2025), { headers: { 'if-none-match': etag } });
          expect(after.status).toBe(200);
          const body = await after.json();
          expect(body.time_zone).toBe('Asia/Tokyo');
          expect(body.events).toMatchObject([
            { id: 'T1', name: 'Opening in Tokyo', start_time: '2025-05-20T10:00:00+09:00' },
          ]);
        },
        { timeout: 10_000, interval: 100 },
      );
    });
  });

  it('answers 400 naming the year when it is not one', async () => {
    const response = await server.fetch(`${server.baseUrl}/api/web/20x6/schedule-snapshot`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('answered only what the contract describes', () => {
    expect(server.violations).toEqual([]);
  });
});
