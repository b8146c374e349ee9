import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAttendees } from './fixtures/signed-in-attendee.ts';
import { type Browser, drivers, startTestServer, type TestServer } from './harness.ts';

/**
 * RSVP and SXXPress reservations through the real server on both drivers: reserve, see, cancel; 401,
 * 403 without the token, 404, 409 when full, canceled or not offered; and no overbooking when 20
 * people reserve the last 5 places at the same moment.
 */
const YEAR = 2026;
type Kind = 'rsvp' | 'express';
const PATH: Record<Kind, string> = { rsvp: 'rsvp', express: 'express' };

describe.each(drivers())('reservations on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  /** Event ids set up for each case. */
  const event = { open: '', small: '', unlimited: '', none: '', canceled: '', crowded: '' };
  const newUser = signedInAttendees(() => server, 'guest');

  function url(eventId: string, what: Kind | 'reservations', year = YEAR): string {
    return `${server.baseUrl}/api/web/${year}/events/${encodeURIComponent(eventId)}/${what === 'reservations' ? what : PATH[what]}`;
  }

  function send(browser: Browser, method: 'POST' | 'DELETE', target: string, token?: string | null) {
    const sent = token === undefined ? browser.csrfToken() : token;
    return browser.fetch(target, { method, headers: sent === null ? {} : { 'x-csrf-token': sent } });
  }

  async function taken(eventId: string, kind: Kind): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from reservations where year = ${YEAR} and event_id = ${eventId} and kind = ${kind}`.execute(
      server.db.kysely,
    );
    return Number(rows[0]?.n ?? 0);
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    const k = server.db.kysely;
    const ids = (
      await k.selectFrom('events').select('id').where('year', '=', YEAR).orderBy('id').limit(6).execute()
    ).map((r) => r.id);
    [event.open, event.small, event.unlimited, event.none, event.canceled, event.crowded] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const set = (
      id: string,
      values: { reservable: boolean; capacity: number | null; express: boolean; canceled?: boolean },
    ) =>
      k
        .updateTable('events')
        .set({
          reservable: values.reservable,
          capacity: values.capacity,
          express_entry: values.express,
          express_message: values.express ? 'Express line opens 30 minutes early.' : null,
          canceled: values.canceled ?? false,
        })
        .where('year', '=', YEAR)
        .where('id', '=', id)
        .execute();
    await set(event.open, { reservable: true, capacity: 100, express: true });
    await set(event.small, { reservable: true, capacity: 1, express: true });
    await set(event.unlimited, { reservable: true, capacity: null, express: true });
    await set(event.none, { reservable: false, capacity: null, express: false });
    await set(event.canceled, { reservable: true, capacity: 100, express: true, canceled: true });
    await set(event.crowded, { reservable: true, capacity: 5, express: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe.each(['rsvp', 'express'] as const)('%s', (kind) => {
    it('reserves, answers the same reservation again, shows it, and gives it back', async () => {
      const { browser } = await newUser();
      const first = await send(browser, 'POST', url(event.open, kind));
      expect(first.status).toBe(201);
      const reservation = await first.json();
      expect(reservation).toEqual({ event_id: event.open, year: YEAR, kind, created_at: expect.any(String) });
      const again = await send(browser, 'POST', url(event.open, kind));
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(reservation);
      expect(await taken(event.open, kind)).toBe(1);

      const state = await browser.fetch(url(event.open, 'reservations'));
      expect(await state.json()).toEqual({
        rsvp: kind === 'rsvp',
        express: kind === 'express',
        rsvp_remaining: kind === 'rsvp' ? 99 : 100,
        express_remaining: kind === 'express' ? 99 : 100,
      });

      for (let i = 0; i < 2; i++) {
        const cancel = await send(browser, 'DELETE', url(event.open, kind));
        expect(cancel.status).toBe(200);
        expect(await cancel.json()).toEqual({
          rsvp: false,
          express: false,
          rsvp_remaining: 100,
          express_remaining: 100,
        });
      }
      expect(await taken(event.open, kind)).toBe(0);
    });

    it('answers 409 when the last place is gone, and frees it on cancel', async () => {
      const first = await newUser();
      const second = await newUser();
      expect((await send(first.browser, 'POST', url(event.small, kind))).status).toBe(201);
      const full = await send(second.browser, 'POST', url(event.small, kind));
      expect(full.status).toBe(409);
      expect(await full.json()).toMatchObject({ status: 409, error: 'conflict' });
      await send(first.browser, 'DELETE', url(event.small, kind));
      expect((await send(second.browser, 'POST', url(event.small, kind))).status).toBe(201);
    });

    it('answers 409 for an event that does not offer it, or is canceled', async () => {
      const { browser } = await newUser();
      for (const id of [event.none, event.canceled]) {
        const response = await send(browser, 'POST', url(id, kind));
        expect(response.status).toBe(409);
        expect(await taken(id, kind)).toBe(0);
      }
    });

    it('shows null places left when the event has no capacity', async () => {
      const { browser } = await newUser();
      expect((await send(browser, 'POST', url(event.unlimited, kind))).status).toBe(201);
      const state = await (await browser.fetch(url(event.unlimited, 'reservations'))).json();
      expect(state).toMatchObject({ [kind]: true, rsvp_remaining: null, express_remaining: null });
    });

    it('answers 404 for an unknown event or another year', async () => {
      const { browser } = await newUser();
      expect((await send(browser, 'POST', url('NO-SUCH-EVENT', kind))).status).toBe(404);
      expect((await send(browser, 'POST', url(event.open, kind, 2025))).status).toBe(404);
      expect((await send(browser, 'DELETE', url('NO-SUCH-EVENT', kind))).status).toBe(404);
    });

    it('refuses reserving and cancelling without the CSRF token (403) and changes nothing', async () => {
      const { browser } = await newUser();
      expect((await send(browser, 'POST', url(event.open, kind), null)).status).toBe(403);
      expect((await send(browser, 'POST', url(event.open, kind), 'z'.repeat(43))).status).toBe(403);
      expect(await taken(event.open, kind)).toBe(0);
      await send(browser, 'POST', url(event.open, kind));
      const refused = await send(browser, 'DELETE', url(event.open, kind), null);
      expect(refused.status).toBe(403);
      expect(await taken(event.open, kind)).toBe(1);
      await send(browser, 'DELETE', url(event.open, kind));
    });

    it('answers 401 to a visitor', async () => {
      const visitor = server.browser();
      expect((await send(visitor, 'POST', url(event.open, kind))).status).toBe(401);
      expect((await send(visitor, 'DELETE', url(event.open, kind))).status).toBe(401);
      expect((await visitor.fetch(url(event.open, 'reservations'))).status).toBe(401);
    });

    it('never overbooks: 20 people at once for 5 places get 5 reservations and 15 refusals', async () => {
      const people = await Promise.all(Array.from({ length: 20 }, () => newUser()));
      const answers = await Promise.all(
        people.map(({ browser }) => send(browser, 'POST', url(event.crowded, kind))),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      expect(await taken(event.crowded, kind)).toBe(5);
      const state = await (await people[0]?.browser.fetch(url(event.crowded, 'reservations')))?.json();
      expect(state?.[`${kind}_remaining`]).toBe(0);
    });
  });

  it('answered every call above as openapi.yaml says', () => {
    expect(server.violations).toEqual([]);
  });
});
