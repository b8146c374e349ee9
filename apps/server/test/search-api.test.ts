import type { Aggregation, SearchHit, SearchResult, ServerSuggestion } from '@conf/contract';
import { DEFAULT_FEATURES } from '@conf/core';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalog } from '../src/catalog/import.ts';
import type { CatalogInput } from '../src/catalog/types.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';

/** A field of a hit's `_source`, whatever the hit's type (the tests compare fields across types). */
function sourceField(hit: SearchHit, field: string): unknown {
  return (hit._source as Record<string, unknown>)[field];
}

/**
 * The search API (suggestions, search, attendee directory, conversions) against the real server on
 * embedded PGlite and on PostgreSQL, over the demo catalogue plus a few records made for these tests.
 * Every response is checked against openapi.yaml by the harness.
 */

const PAST = '2025-11-01T09:00:00-05:00';
const FUTURE = '2099-01-01T09:00:00-06:00';

/** Records with names nothing else has, imported after the server started (they reach it by NOTIFY). */
function testRecords(venueId: string): CatalogInput {
  return {
    year: 2026,
    source: 'search-api-test',
    venues: [],
    entities: [
      { id: 'ST-A1', type: 'artist', name: '<script>alert(1)</script> Chalkdust Band', publish_at: PAST },
      { id: 'ST-P1', type: 'person', name: 'Bartholomew Quizzleworth', title: 'Dean', publish_at: PAST },
    ],
    events: [
      {
        id: 'ST-E1',
        name: 'Élève Orientation Day',
        start_time: '2026-03-10T09:00:00-05:00',
        end_time: '2026-03-10T10:00:00-05:00',
        event_type: 'session',
        venue_id: venueId,
        publish_at: PAST,
      },
      {
        id: 'ST-E2',
        name: 'Zyxwvut Future Gala',
        start_time: '2026-03-11T19:00:00-05:00',
        end_time: '2026-03-11T21:00:00-05:00',
        event_type: 'showcase',
        publish_at: FUTURE,
      },
    ],
    attendees: [
      { uid: 'st-visible', name: 'Visible Zanzibarian', industry: 'Research', directory_opt_out: false },
      { uid: 'st-hidden', name: 'Hidden Zanzibarian', industry: 'Research', directory_opt_out: true },
    ],
  };
}

/** Polls `check` until it is true (the index is rebuilt in the background after a NOTIFY). */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: 20_000, interval: 100 },
  );
}

const GROUP_RANK: Record<string, number> = {
  event: 0,
  film: 1,
  brand: 2,
  exhibitor: 2,
  music_fest_presenter: 3,
  artist: 4,
  person: 4,
  venue: 5,
};

describe.each(drivers())('search API on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;

  /** POST with a JSON body through the contract-checked fetch; the status and the parsed body. */
  async function post<T = unknown>(
    path: string,
    body: unknown,
    browser: Browser = server.main,
  ): Promise<{ status: number; body: T }> {
    const response = await browser.fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken() },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  const suggestions = async (q: string, models?: string) => {
    const { status, body } = await post<ServerSuggestion[]>('/search/suggestions', {
      q,
      ...(models ? { models } : {}),
    });
    expect(status).toBe(200);
    return body;
  };
  const search = async (request: Record<string, unknown>, path = '/search', browser?: Browser) => {
    const { status, body } = await post<SearchResult>(path, request, browser);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const idOf = (s: ServerSuggestion) => ('event_id' in s ? s.event_id : s.entity_id);

  beforeAll(async () => {
    // The attendee directory is off by default (spec section 9); its search is tested here. Venues are
    // suggested while venue pages are on (see "leaves venues out while venue pages are off").
    server = await startTestServer(driver, { env: { FEATURES: 'attendee_directory=on,venues=on' } });
    const venue = await server.db.kysely
      .selectFrom('venues')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await importCatalog(server.db, testRecords(venue.id));
    await waitFor(
      async () => (await suggestions('eleve orient')).some((s) => idOf(s) === 'ST-E1'),
      'the imported test records to be searchable',
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('POST /search/suggestions', () => {
    it('answers [] when the trimmed text is shorter than 2 characters', async () => {
      expect(await suggestions(' e ')).toEqual([]);
      expect(await suggestions('')).toEqual([]);
    });

    it('matches every word by prefix, in any order', async () => {
      expect((await suggestions('orient elev')).map(idOf)).toContain('ST-E1');
      expect((await suggestions('bart quizz')).map(idOf)).toContain('ST-P1');
    });

    it('ignores case and accents and highlights the original letters', async () => {
      const found = (await suggestions('ELEVE')).find((s) => idOf(s) === 'ST-E1');
      expect(found).toMatchObject({
        type: 'event',
        name: 'Élève Orientation Day',
        event_type: 'session',
        highlight: { name: ['<span class="highlight">Élève</span> Orientation Day'] },
      });
      expect(found && 'venue_name' in found && typeof found.venue_name).toBe('string');
    });

    it('matches a word of 5 or more letters with one typo, a shorter one never', async () => {
      expect((await suggestions('quizzlewroth')).map(idOf)).toContain('ST-P1');
      expect((await suggestions('bartholomwe')).map(idOf)).toContain('ST-P1');
      expect((await suggestions('qiuzz')).map(idOf)).toContain('ST-P1');
      expect((await suggestions('qiuz')).map(idOf)).not.toContain('ST-P1');
    });

    it('keeps to the models asked for', async () => {
      const found = await suggestions('sa', 'venue');
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found.map((s) => s.type))).toEqual(new Set(['venue']));
      const contributors = await suggestions('ch', 'artist,film,person');
      for (const s of contributors) expect(['artist', 'film', 'person']).toContain(s.type);
    });

    it('leaves venues out while venue pages are off (a venue suggestion leads to its page)', async () => {
      const admin = await server.signedInBrowser(
        await server.createUser({ email: 'suggestion-flags-admin@example.org', roles: ['admin'] }),
      );
      const flags = async (venues: boolean) => {
        const { response } = await admin.client.PUT('/api/admin/features', {
          body: { ...DEFAULT_FEATURES, attendee_directory: true, venues },
        });
        expect(response.status).toBe(200);
      };
      await flags(false);
      try {
        expect(await suggestions('sa', 'venue')).toEqual([]);
        expect((await suggestions('sa')).some((s) => s.type === 'venue')).toBe(false);
      } finally {
        await flags(true);
      }
      expect((await suggestions('sa', 'venue')).length).toBeGreaterThan(0);
    });

    it('answers at most 8, best first, mixing the models that match', async () => {
      const found = await suggestions('th');
      expect(found.length).toBe(8);
      expect(new Set(found.map((s) => s.type)).size).toBeGreaterThan(1);
    });

    it('escapes a name holding markup, except the highlight span', async () => {
      const [band] = await suggestions('chalkdust', 'artist');
      expect(band?.highlight).toEqual({
        name: ['&lt;script&gt;alert(1)&lt;/script&gt; <span class="highlight">Chalkdust</span> Band'],
      });
      expect(band).toMatchObject({
        type: 'artist',
        entity_id: 'ST-A1',
        name: '<script>alert(1)</script> Chalkdust Band',
      });
    });

    it('never suggests a record published in the future', async () => {
      expect(await suggestions('zyxwvut')).toEqual([]);
    });

    it('answers 400 naming an unknown model', async () => {
      const { status, body } = await post<{ message: string; errors: { path: string }[] }>(
        '/search/suggestions',
        {
          q: 'te',
          models: 'event,podcast',
        },
      );
      expect(status).toBe(400);
      expect(body.message).toContain("'podcast'");
      expect(body.errors[0]?.path).toBe('/models');
    });
  });

  describe('POST /search', () => {
    it('answers hits with favorite ids, aggregations, an id and the request echoed', async () => {
      const filters = [{ field: 'event_type', value: 'session' }];
      const result = await search({ term: 'eleve', filters, models: ['event'] });
      expect(result).toMatchObject({
        grouping: 'models',
        filters,
        models: ['event'],
        page: 1,
        per_page: 60,
        total: 1,
      });
      expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.hits).toEqual([
        {
          _id: 'ST-E1',
          type: 'event',
          _source: expect.objectContaining({
            name: 'Élève Orientation Day',
            start_time: '2026-03-10T09:00:00-05:00',
            date: '2026-03-10',
            event_type: 'session',
            alpha: 'E',
          }),
          highlight: { name: ['<span class="highlight">Élève</span> Orientation Day'] },
          favorite_id: 'ST-E1',
          favorite_type: 'event',
        },
      ]);
      const eventType = result.aggregations.find((a) => a.name === 'event_type');
      expect(eventType).toMatchObject({ title: 'Event Type', model: 'event', hidden: false, open: true });
    });

    it('counts each facet with its own filter left out, as a direct count in the database says', async () => {
      const k = server.db.kysely;
      const { rows: days } = await sql<{ date: string }>`
        select date from events where year = 2026 and date is not null group by date order by count(*) desc limit 1`.execute(
        k,
      );
      const day = days[0]?.date as string;
      const types = ['session', 'panel'];
      const result = await search({
        models: ['event'],
        filters: [
          { field: 'event_type', value: types[0] },
          { field: 'event_type', value: types[1] },
          { field: 'date', value: day },
        ],
      });
      const visible = sql`year = 2026 and (publish_at is null or publish_at <= now())`;
      const countsOf = async (query: RawBuilder<unknown>) =>
        Object.fromEntries(
          ((await query.execute(k)).rows as { key: string; n: number }[]).map((r) => [
            String(r.key),
            Number(r.n),
          ]),
        );
      const bucketsOf = (name: string) =>
        Object.fromEntries(
          (result.aggregations.find((a: Aggregation) => a.name === name)?.buckets ?? [])
            .filter((b) => b.doc_count > 0)
            .map((b) => [String(b.key), b.doc_count]),
        );

      const { rows: totals } = await sql<{ n: number }>`
        select count(*) as n from events where ${visible} and event_type in (${sql.join(types)}) and date = ${day}`.execute(
        k,
      );
      expect(result.total).toBe(Number(totals[0]?.n));
      // OR within event_type, AND with the date: every hit is a session or panel on that day.
      expect(result.total).toBeGreaterThan(0);
      // event_type without its own filter: every type on that day.
      expect(bucketsOf('event_type')).toEqual(
        await countsOf(sql`select event_type as key, count(*) as n from events
          where ${visible} and date = ${day} and event_type is not null group by event_type`),
      );
      // date without its own filter: sessions and panels on every day.
      expect(bucketsOf('date')).toEqual(
        await countsOf(sql`select date::text as key, count(*) as n from events
          where ${visible} and event_type in (${sql.join(types)}) and date is not null group by date`),
      );
      // Facets without a filter: over the whole matching set.
      expect(bucketsOf('track')).toEqual(
        await countsOf(sql`select track as key, count(*) as n from events
          where ${visible} and event_type in (${sql.join(types)}) and date = ${day} and track is not null
          group by track`),
      );
      expect(bucketsOf('credential_types')).toEqual(
        await countsOf(sql`select c.type as key, count(distinct e.id) as n
          from events e cross join lateral jsonb_array_elements(e.credentials) as j(value)
          cross join lateral (select j.value->>'type' as type) c
          where e.year = 2026 and (e.publish_at is null or e.publish_at <= now())
            and e.event_type in (${sql.join(types)}) and e.date = ${day}
            and c.type in ('platinum', 'innovation', 'interactive', 'film', 'filmtv', 'music', 'edu')
          group by c.type`),
      );
    });

    it('labels event types as the spec says and applies the cpe_credit rule', async () => {
      const result = await search({ models: ['event'] });
      const eventType = result.aggregations.find((a) => a.name === 'event_type');
      expect(eventType?.labels.panel).toBe('Session');
      const cpe = result.aggregations.find((a) => a.name === 'cpe_credit');
      if (cpe) expect(cpe.hidden).toBe(!cpe.buckets.some((b) => b.key === true && b.doc_count > 0));
      const onlyFalse = await search({ models: ['event'], filters: [{ field: 'cpe_credit', value: false }] });
      expect(onlyFalse.hits.length).toBeGreaterThan(0);
    });

    it('groups by model in the order of section 9, the best of each type on the first page', async () => {
      const models = ['venue', 'brand', 'film', 'music_fest_presenter', 'exhibitor'];
      const first = await search({ models, grouping: 'models' });
      const second = await search({ models, grouping: 'models', page: 2 });
      const ranksOf = (hits: typeof first.hits) => hits.map((h) => GROUP_RANK[h.type] as number);
      for (const page of [first, second]) {
        expect(ranksOf(page.hits)).toEqual([...ranksOf(page.hits)].sort((a, b) => a - b));
      }
      // Every hit once over the two pages, and every type that matched on the first.
      const all = [...first.hits, ...second.hits];
      expect(new Set(all.map((h) => `${h.type}:${h._id}`)).size).toBe(first.total);
      expect(new Set(ranksOf(first.hits))).toEqual(new Set(ranksOf(all)));
      expect(new Set(ranksOf(all)).size).toBeGreaterThan(2);
    });

    it('groups alphabetically with a Featured group first', async () => {
      const { hits } = await search({ models: ['person'], grouping: 'alphabetical' });
      const featured = hits.filter((h) => sourceField(h, 'featured') === true).length;
      expect(hits.slice(0, featured).every((h) => sourceField(h, 'featured') === true)).toBe(true);
      const letters = hits.slice(featured).map((h) => String(sourceField(h, 'alpha')));
      const rank = (a: string) => (a === '#' ? 'ZZ' : a);
      expect(letters).toEqual([...letters].sort((a, b) => rank(a).localeCompare(rank(b))));
    });

    it('groups by date then start time, records without a date last', async () => {
      const first = await search({ models: ['event', 'venue'], grouping: 'date' });
      const keys = first.hits.map((h) => `${sourceField(h, 'date')} ${sourceField(h, 'start_time')}`);
      expect(keys).toEqual([...keys].sort());
      const lastPage = Math.ceil(first.total / 60);
      const last = await search({ models: ['event', 'venue'], grouping: 'date', page: lastPage });
      expect(last.hits.at(-1)?.type).toBe('venue');
    });

    it('lists every match of an empty term in a stable order, page after page', async () => {
      const request = { models: ['event'], filters: [{ field: 'event_type', value: 'session' }] };
      const first = await search(request);
      const again = await search(request);
      expect(again.hits.map((h) => h._id)).toEqual(first.hits.map((h) => h._id));
      const starts = first.hits.map((h) => String(sourceField(h, 'start_time')));
      expect(starts).toEqual([...starts].sort());
      const second = await search({ ...request, page: 2 });
      const seen = new Set(first.hits.map((h) => h._id));
      expect(second.hits.some((h) => seen.has(h._id))).toBe(false);
      expect(first.hits.length).toBe(60);
      expect(first.total).toBeGreaterThan(60);
    });

    describe('preview mode (records published in the future)', () => {
      /** `preview: null` leaves the field out. */
      const future = (browser?: Browser, path = '/search', preview: boolean | null = true) =>
        search({ term: 'zyxwvut', ...(preview === null ? {} : { preview }) }, path, browser);
      const asUser = async (email: string, roles: ('attendee' | 'staff' | 'admin')[]) =>
        server.signedInBrowser(await server.createUser({ email, roles }));

      it('shows them to staff who ask, on both search routes', async () => {
        const staff = await asUser('preview-staff@example.org', ['attendee', 'staff']);
        for (const path of ['/search', '/2026/search']) {
          const preview = await future(staff, path);
          expect(preview.hits.map((h) => h._id)).toEqual(['ST-E2']);
          expect(preview.hits[0] && sourceField(preview.hits[0], 'publish_at')).toBe(
            '2099-01-01T09:00:00-06:00',
          );
        }
        // Not without asking.
        expect((await future(staff, '/search', null)).total).toBe(0);
        expect((await future(staff, '/search', false)).total).toBe(0);
      });

      it('shows them to admins who ask', async () => {
        const admin = await asUser('preview-admin@example.org', ['admin']);
        expect((await future(admin)).hits.map((h) => h._id)).toEqual(['ST-E2']);
      });

      it('gives visitors and attendees who ask the normal result', async () => {
        expect(await future()).toMatchObject({ total: 0, hits: [] });
        expect((await future(undefined, '/2026/search')).total).toBe(0);
        const attendee = await asUser('preview-attendee@example.org', ['attendee']);
        expect(await future(attendee)).toMatchObject({ total: 0, hits: [] });
        // The records published already are still there for them.
        expect((await search({ term: 'quizzleworth', preview: true }, '/search', attendee)).total).toBe(1);
      });

      it('never while the preview_mode feature is off, not even for admins', async () => {
        const off = await startTestServer(driver, { seed: 'none', env: { FEATURES: 'preview_mode=off' } });
        try {
          await importCatalog(off.db, {
            year: 2026,
            source: 'search-api-test-preview-off',
            venues: [],
            entities: [],
            events: [
              { id: 'ST-E9', name: 'Zyxwvut Later Gala', event_type: 'showcase', publish_at: FUTURE },
              { id: 'ST-E10', name: 'Zyxwvut Earlier Talk', event_type: 'session', publish_at: PAST },
            ],
            attendees: [],
          });
          const admin = await off.signedInBrowser(
            await off.createUser({ email: 'preview-off@example.org', roles: ['admin'] }),
          );
          const ask = async () => {
            const response = await admin.fetch(`${off.baseUrl}/search`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-csrf-token': admin.csrfToken() },
              body: JSON.stringify({ term: 'zyxwvut', preview: true }),
            });
            expect(response.status).toBe(200);
            return (await response.json()) as SearchResult;
          };
          // The index follows the import (NOTIFY): once the published event is found, the other is known too.
          await waitFor(async () => (await ask()).total > 0, 'the imported events to be searchable');
          expect((await ask()).hits.map((h) => h._id)).toEqual(['ST-E10']);
          expect(off.violations).toEqual([]);
        } finally {
          await off.close();
        }
      });
    });

    it('sorts by publish date, newest first, records without one last', async () => {
      const first = await search({ models: ['person', 'artist'], sort: 'published' });
      const second = await search({ models: ['person', 'artist'], sort: 'published', page: 2 });
      expect(first.grouping).toBe('models');
      const dates = [...first.hits, ...second.hits].map((h) => sourceField(h, 'publish_at') as string | null);
      const times = dates.map((d) => (d === null ? Number.NEGATIVE_INFINITY : Date.parse(d)));
      expect(times.length).toBeGreaterThan(60);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(times).size).toBeGreaterThan(2);
      const { n } = await server.db.kysely
        .selectFrom('entities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('year', '=', 2026)
        .where('type', 'in', ['person', 'artist'])
        .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', new Date())]))
        .executeTakeFirstOrThrow();
      expect(first.total).toBe(Number(n));
      // With a grouping, the sort still decides the order (the grouping is echoed for the headings).
      const alphabetical = await search({
        models: ['person', 'artist'],
        sort: 'published',
        grouping: 'alphabetical',
      });
      expect(alphabetical.grouping).toBe('alphabetical');
      expect(alphabetical.hits.map((h) => h._id)).toEqual(first.hits.map((h) => h._id));
    });

    describe('the hidden venue_id filter', () => {
      /** Visible events of the venue and of every venue inside it, counted in the database. */
      async function eventsUnder(venueId: string): Promise<number> {
        const { rows } = await sql<{ n: number }>`
          with recursive tree(id) as (
            select id from venues where year = 2026 and id = ${venueId}
            union select v.id from venues v join tree on v.parent_id = tree.id where v.year = 2026
          )
          select count(*) as n from events
          where year = 2026 and venue_id in (select id from tree)
            and (publish_at is null or publish_at <= now())`.execute(server.db.kysely);
        return Number(rows[0]?.n);
      }

      it('finds the events of a venue and of its sub-venues, without an aggregation of its own', async () => {
        const child = await server.db.kysely
          .selectFrom('venues')
          .select(['id', 'parent_id'])
          .where('year', '=', 2026)
          .where('parent_id', 'is not', null)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const parent = child.parent_id as string;
        const ofParent = await search({ models: ['event'], filters: [{ field: 'venue_id', value: parent }] });
        const ofChild = await search({
          models: ['event'],
          filters: [{ field: 'venue_id', value: child.id }],
        });
        expect(ofParent.total).toBe(await eventsUnder(parent));
        expect(ofChild.total).toBe(await eventsUnder(child.id));
        expect(ofParent.total).toBeGreaterThan(ofChild.total);
        expect(ofChild.total).toBeGreaterThan(0);
        for (const result of [ofParent, ofChild]) {
          expect(result.aggregations.map((a) => a.name)).not.toContain('venue_id');
          expect(result.filters).toEqual([expect.objectContaining({ field: 'venue_id' })]);
        }
        expect(ofParent.aggregations.find((a) => a.name === 'venue')?.buckets).toEqual([
          { key: parent, doc_count: ofParent.total },
        ]);
      });

      it('finds nothing for an unknown venue id', async () => {
        const result = await search({
          models: ['event'],
          filters: [{ field: 'venue_id', value: 'no-such-venue' }],
        });
        expect(result.total).toBe(0);
      });
    });

    it('searches the year in the path; a year without records has no results', async () => {
      expect((await search({ term: 'quizzleworth' }, '/2026/search')).total).toBe(1);
      expect((await search({ term: 'quizzleworth' }, '/2025/search')).total).toBe(0);
    });

    it.each([
      // The schema's enum names the models allowed at the position of the unknown one (/models/1).
      ['an unknown model', '/search', { models: ['podcast'] }, '/models/0', 'must be one of: event, artist'],
      [
        'an unknown model in a year',
        '/2026/search',
        { models: ['event', 'podcast'] },
        '/models/1',
        'must be one of',
      ],
      ['the attendee model', '/search', { models: ['attendee'] }, '/models', 'attendee'],
      [
        'an unknown filter field',
        '/search',
        { filters: [{ field: 'colour', value: 'red' }] },
        '/filters/0/field',
        'colour',
      ],
      [
        'a field the models searched do not carry',
        '/search',
        { models: ['venue'], filters: [{ field: 'event_type', value: 'panel' }] },
        '/filters/0/field',
        'event_type',
      ],
      [
        'the venue filter on venues',
        '/search',
        { models: ['venue'], filters: [{ field: 'venue_id', value: 'x' }] },
        '/filters/0/field',
        'venue_id',
      ],
      ['an oversized term', '/search', { term: 'x'.repeat(201) }, '/term', '200 characters'],
      ['an unknown sort', '/search', { sort: 'newest' }, '/sort', 'published'],
      ['a page after the last', '/search', { models: ['venue'], page: 50 }, '/page', 'last page'],
      [
        'a page after the last in a year',
        '/2026/search',
        { models: ['venue'], page: 50 },
        '/page',
        'last page',
      ],
      ['page 0', '/search', { page: 0 }, '/page', '>= 1'],
      ['a page beyond any', '/search', { page: 10_001 }, '/page', '<= 10000'],
      ['an oversized suggestion text', '/search/suggestions', { q: 'x'.repeat(201) }, '/q', '200 characters'],
      ['a suggestion request without text', '/search/suggestions', {}, '/q', 'q'],
      ['an attendee page after the last', '/search/attendees', { page: 500 }, '/page', 'last page'],
      [
        'an unknown attendee filter field',
        '/search/attendees',
        { filters: [{ field: 'track', value: 'x' }] },
        '/filters/0/field',
        'track',
      ],
    ])('answers 400 for %s, saying where and what', async (_label, path, request, where, mentioned) => {
      const { status, body } = await post<{
        status: number;
        error: string;
        message: string;
        errors: { path: string }[];
      }>(path, request);
      expect(status).toBe(400);
      expect(body.error).toBe('validation_failed');
      expect(
        body.errors.some((e) => e.path.startsWith(where)),
        JSON.stringify(body.errors),
      ).toBe(true);
      expect(body.message).toContain(mentioned);
    });
  });

  describe('POST /search/attendees', () => {
    it('finds attendees of the directory, never one who opted out', async () => {
      const result = await search({ term: 'zanzibarian' }, '/search/attendees');
      expect(result.hits.map((h) => [h._id, h.type, h.favorite_type])).toEqual([
        ['st-visible', 'attendee', 'attendee'],
      ]);
      expect(result.hits[0]?._source).not.toHaveProperty('directory_opt_out');
    });

    it('filters on industry, company type, country and badge type', async () => {
      const result = await search(
        { filters: [{ field: 'industry', value: 'Research' }] },
        '/search/attendees',
      );
      const optedOut = await server.db.kysely
        .selectFrom('attendees')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('year', '=', 2026)
        .where('industry', '=', 'Research')
        .where('directory_opt_out', '=', false)
        .executeTakeFirstOrThrow();
      expect(result.total).toBe(Number(optedOut.n));
      expect(result.aggregations.map((a) => a.name).sort()).toEqual(
        ['badge_type', 'company_type', 'country', 'industry'].filter((name) =>
          result.aggregations.some((a) => a.name === name),
        ),
      );
      const { status } = await post('/search/attendees', {
        filters: [{ field: 'event_type', value: 'panel' }],
      });
      expect(status).toBe(400);
    });

    it('answers 400 for other models', async () => {
      const { status, body } = await post<{ errors: { path: string }[] }>('/search/attendees', {
        models: ['event'],
      });
      expect(status).toBe(400);
      expect(body.errors[0]?.path).toBe('/models');
    });
  });

  describe('POST /search/conversions', () => {
    it('stores the conversion with the search it came from', async () => {
      const result = await search({ term: 'quizzleworth' });
      const { status } = await post('/search/conversions', {
        search_id: result.id,
        convertable_type: 'person',
        convertable_id: 'ST-P1',
      });
      expect(status).toBe(204);
      const stored = await server.db.kysely
        .selectFrom('search_conversions as c')
        .innerJoin('searches as s', 's.id', 'c.search_id')
        .select(['c.convertable_type', 'c.convertable_id', 's.term', 's.result_count', 's.kind'])
        .where('c.search_id', '=', result.id)
        .execute();
      expect(stored).toEqual([
        {
          convertable_type: 'person',
          convertable_id: 'ST-P1',
          term: 'quizzleworth',
          result_count: 1,
          kind: 'catalog',
        },
      ]);
    });

    it.each([
      ['an id no search returned', '00000000-0000-4000-8000-000000000000'],
      ['an id that is not one', 'not-a-search'],
    ])('answers 400 for %s', async (_label, searchId) => {
      const { status, body } = await post<{ errors: { path: string }[] }>('/search/conversions', {
        search_id: searchId,
        convertable_type: 'event',
        convertable_id: 'ST-E1',
      });
      expect(status).toBe(400);
      expect(body.errors[0]?.path).toBe('/search_id');
    });
  });

  describe('answer caches', () => {
    /** The status, Content-Type and text of a POST, as sent. */
    const raw = async (path: string, body: unknown) => {
      const response = await server.fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        text: await response.text(),
      };
    };

    it('answers a repeated suggestion with the same bytes, whatever the spacing, case or model order', async () => {
      const first = await raw('/search/suggestions', { q: 'eleve orient', models: 'event,artist' });
      expect(first).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
      expect((JSON.parse(first.text) as ServerSuggestion[]).map(idOf)).toContain('ST-E1');
      expect(await raw('/search/suggestions', { q: 'eleve orient', models: 'event,artist' })).toEqual(first);
      expect(await raw('/search/suggestions', { q: '  ÉLÈVE   Orient', models: 'artist,event' })).toEqual(
        first,
      );
      expect((await raw('/search/suggestions', { q: 'eleve orient', models: 'artist' })).text).toBe('[]');
    });

    it('answers a repeated search with the same result under a new search id', async () => {
      const request = { term: 'eleve', filters: [], grouping: 'alphabetical' };
      const first = await raw('/search', request);
      const second = await raw('/search', request);
      expect(first).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
      const [a, b] = [first, second].map((r) => JSON.parse(r.text) as SearchResult);
      expect(a?.id).not.toBe(b?.id);
      expect({ ...b, id: a?.id }).toEqual(a);
      expect(second.text.slice(second.text.indexOf(',"hits"'))).toBe(
        first.text.slice(first.text.indexOf(',"hits"')),
      );
      expect(a?.hits.map((h) => h._id)).toContain('ST-E1');
      // A different page, grouping or echo is another answer.
      const byModel = JSON.parse(
        (await raw('/search', { ...request, grouping: 'models' })).text,
      ) as SearchResult;
      expect(byModel.grouping).toBe('models');
    });
  });

  describe('following the catalogue', () => {
    it('finds an event imported after start once the NOTIFY has been handled', async () => {
      // Asked before the import, so that a cached answer would be stale after it.
      expect((await suggestions('quokka symposium')).length).toBe(0);
      expect((await search({ term: 'quokka' })).hits).toEqual([]);
      await importCatalog(server.db, {
        year: 2026,
        source: 'search-api-test-2',
        venues: [],
        entities: [],
        events: [{ id: 'ST-E3', name: 'Quokka Symposium', event_type: 'panel', publish_at: PAST }],
        attendees: [],
      });
      await waitFor(
        async () => (await suggestions('quokka symposium')).some((s) => idOf(s) === 'ST-E3'),
        'the new event to be suggested',
      );
      expect((await search({ term: 'quokka' })).hits.map((h) => h._id)).toEqual(['ST-E3']);
    });
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
