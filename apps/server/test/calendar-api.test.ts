import type { components } from '@conf/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/accounts/users.ts';
import { importCatalog } from '../src/catalog/import.ts';
import type { CatalogInput, EventInput } from '../src/catalog/types.ts';
import { addFavorite } from '../src/favorites/store.ts';
import { backdateEvent } from './fixtures/backdate.ts';
import { signedInAttendees } from './fixtures/signed-in-attendee.ts';
import { type Browser, drivers, sendJson, startTestServer, type TestServer } from './harness.ts';

/**
 * iCalendar through the real server on both drivers: the per-event download, and the private
 * subscription feed of a user's favorites (turned on, read by a calendar app without a session,
 * rotated, turned off), parsed with ical.js and checked in Chicago time.
 */
type CalendarFeed = components['schemas']['CalendarFeed'];

const HALL: EventInput['venue_id'] = 'HALL-A';

function programme(year: number, overrides: Partial<Record<string, Partial<EventInput>>> = {}): CatalogInput {
  const event = (id: string, fields: Partial<EventInput>): EventInput => ({
    id,
    name: `Event ${id}`,
    venue_id: HALL,
    ...fields,
    ...overrides[id],
  });
  return {
    year,
    source: `calendar-test-${year}`,
    // A Chicago programme: its calendar files are written in its zone.
    programme: { name: `Calendar Test ${year}`, short_name: 'Calendar Test', time_zone: 'America/Chicago' },
    venues: [
      { id: 'CENTER', name: 'Convention Center' },
      { id: 'HALL-A', name: 'Hall A', parent_id: 'CENTER' },
    ],
    entities: [
      { id: 'SPK', type: 'person', name: 'Followed Speaker' },
      { id: 'FILM', type: 'film', name: 'Followed Film' },
      { id: 'OTHER', type: 'person', name: 'Someone Else' },
    ],
    events: [
      // Saturday before the change to daylight saving time: Central Standard Time (UTC-6).
      event('CST', { start_time: `${year}-03-07T16:00:00Z`, end_time: `${year}-03-07T17:00:00Z` }),
      // Monday after it: Central Daylight Time (UTC-5).
      event('CDT', {
        start_time: `${year}-03-09T09:30:00-05:00`,
        end_time: `${year}-03-09T10:30:00-05:00`,
        description: 'Short.',
      }),
      event('GONE', { start_time: `${year}-03-10T15:00:00-05:00`, canceled: true }),
      event('BY-SPEAKER', {
        start_time: `${year}-03-11T13:00:00-05:00`,
        entities: [{ entity_id: 'SPK', role: 'contributor' }],
      }),
      event('SCREENING', {
        start_time: `${year}-03-12T19:00:00-05:00`,
        entities: [{ entity_id: 'FILM', role: 'film' }],
      }),
      event('LATER', { start_time: `${year}-03-13T10:00:00-05:00`, publish_at: '2099-01-01T00:00:00Z' }),
      event('NOT-MINE', {
        start_time: `${year}-03-13T11:00:00-05:00`,
        entities: [{ entity_id: 'OTHER', role: 'contributor' }],
      }),
      event('DAY-ONLY', { date: `${year}-03-14` }),
      event('UNSCHEDULED', {}),
    ],
    attendees: [],
  };
}

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  const byId = (year: number, id: string) => {
    const found = events.find(({ event }) => event.uid === `${year}-${id}@conf-schedule.local`);
    if (!found) throw new Error(`no VEVENT for ${year} ${id} in\n${ics}`);
    return found;
  };
  return { calendar, events, byId };
}

describe.each(drivers())('calendar on $driver', ({ driver, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => {});
    return;
  }
  let server: TestServer;
  let user: User;
  let owner: Browser;
  const newUser = signedInAttendees(() => server, 'cal');

  const call = (browser: Browser, method: string, path: string, body?: unknown, token?: string | null) =>
    sendJson(server.baseUrl, browser, method, path, body, token);

  async function feedSetting(browser: Browser, method: string, path: string, body?: unknown) {
    const response = await call(browser, method, path, body);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as CalendarFeed;
  }

  /** What a calendar app gets from the feed address: no cookies, no CSRF token. */
  async function subscribe(url: string): Promise<Response> {
    return server.browser().fetch(url);
  }

  beforeAll(async () => {
    server = await startTestServer(driver, { seed: 'none' });
    await importCatalog(server.db, programme(2026));
    await importCatalog(server.db, programme(2025));
    ({ user, browser: owner } = await newUser());
    for (const id of ['CST', 'CDT', 'GONE', 'LATER', 'DAY-ONLY', 'UNSCHEDULED']) {
      await addFavorite(server.db, user.id, 2026, 'event', id);
    }
    await addFavorite(server.db, user.id, 2026, 'entity', 'SPK');
    await addFavorite(server.db, user.id, 2026, 'entity', 'FILM');
    await addFavorite(server.db, user.id, 2025, 'event', 'CDT');
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('GET /api/web/{year}/events/{id}/calendar.ics', () => {
    it('downloads the event in Chicago time with the America/Chicago VTIMEZONE', async () => {
      const response = await server.browser().fetch(`${server.baseUrl}/api/web/2026/events/CDT/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="event-2026-CDT.ics"');
      const { calendar, events, byId } = parseCalendar(await response.text());
      expect(events).toHaveLength(1);
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'America/Chicago',
      );
      const { vevent, event } = byId(2026, 'CDT');
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
      expect(event.startDate.toString()).toBe('2026-03-09T09:30:00');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-09T14:30:00.000Z');
      expect(event.endDate.toString()).toBe('2026-03-09T10:30:00');
      expect(event.summary).toBe('Event CDT');
      expect(event.description).toBe('Short.');
      expect(event.location).toBe('Hall A, Convention Center');
      expect(String(vevent.getFirstPropertyValue('url'))).toBe(`${server.baseUrl}/2026/events/CDT`);
      expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    });

    it('writes standard time before the DST change (10:00 CST is 16:00 UTC)', async () => {
      const response = await server.browser().fetch(`${server.baseUrl}/api/web/2026/events/CST/calendar.ics`);
      const { event } = parseCalendar(await response.text()).byId(2026, 'CST');
      expect(event.startDate.toString()).toBe('2026-03-07T10:00:00');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-07T16:00:00.000Z');
    });

    it('marks a canceled event STATUS:CANCELLED', async () => {
      const response = await server
        .browser()
        .fetch(`${server.baseUrl}/api/web/2026/events/GONE/calendar.ics`);
      expect(
        parseCalendar(await response.text())
          .byId(2026, 'GONE')
          .vevent.getFirstPropertyValue('status'),
      ).toBe('CANCELLED');
    });

    it('writes an event with a day but no time as an all-day event', async () => {
      const response = await server
        .browser()
        .fetch(`${server.baseUrl}/api/web/2026/events/DAY-ONLY/calendar.ics`);
      const { event } = parseCalendar(await response.text()).byId(2026, 'DAY-ONLY');
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe('2026-03-14');
    });

    it('answers 404 for an unknown event and for one with neither day nor time', async () => {
      for (const id of ['NOPE', 'UNSCHEDULED']) {
        const response = await server
          .browser()
          .fetch(`${server.baseUrl}/api/web/2026/events/${id}/calendar.ics`);
        expect(response.status).toBe(404);
        expect(((await response.json()) as { error: string }).error).toBe('not_found');
      }
    });
  });

  describe('the calendar feed', () => {
    describe('given a visitor', () => {
      it('answers 401 to every setting', async () => {
        const visitor = server.browser();
        expect((await call(visitor, 'GET', '/api/me/calendar-feed')).status).toBe(401);
        expect((await call(visitor, 'PUT', '/api/me/calendar-feed', { enabled: true })).status).toBe(401);
        expect((await call(visitor, 'POST', '/api/me/calendar-feed/rotate')).status).toBe(401);
      });
    });

    describe('given a signed-in user who never turned it on', () => {
      it('is off, without addresses', async () => {
        const { browser } = await newUser();
        expect(await feedSetting(browser, 'GET', '/api/me/calendar-feed')).toEqual({
          enabled: false,
          url: null,
          webcal_url: null,
        });
      });

      it('refuses to change it without the CSRF token (403), and nothing changes', async () => {
        const { browser } = await newUser();
        expect((await call(browser, 'PUT', '/api/me/calendar-feed', { enabled: true }, null)).status).toBe(
          403,
        );
        expect((await call(browser, 'POST', '/api/me/calendar-feed/rotate', undefined, null)).status).toBe(
          403,
        );
        expect((await feedSetting(browser, 'GET', '/api/me/calendar-feed')).enabled).toBe(false);
      });

      it('answers 400 for a body without enabled', async () => {
        const { browser } = await newUser();
        const response = await call(browser, 'PUT', '/api/me/calendar-feed', { on: true });
        expect(response.status).toBe(400);
      });
    });

    describe('when the owner turns it on', () => {
      let feed: CalendarFeed;
      let ics: ReturnType<typeof parseCalendar>;

      beforeAll(async () => {
        feed = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true });
        const response = await subscribe(feed.url ?? '');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        ics = parseCalendar(await response.text());
      });

      it('answers its secret https/http address and the webcal: one', async () => {
        expect(feed.enabled).toBe(true);
        expect(feed.url).toMatch(new RegExp(`^${server.baseUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
        expect(feed.webcal_url).toBe(feed.url?.replace(/^http:/, 'webcal:'));
        expect(await feedSetting(owner, 'GET', '/api/me/calendar-feed')).toEqual(feed);
      });

      it('keeps the address when turned on again', async () => {
        expect(await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true })).toEqual(feed);
      });

      it('holds the favorited events of every year, the events of followed contributors and films', () => {
        const uids = ics.events.map(({ event }) => event.uid).sort();
        expect(uids).toEqual(
          [
            '2025-CDT',
            '2026-BY-SPEAKER',
            '2026-CDT',
            '2026-CST',
            '2026-DAY-ONLY',
            '2026-GONE',
            '2026-SCREENING',
          ].map((key) => `${key}@conf-schedule.local`),
        );
      });

      it('leaves out unpublished events, events without day or time, and events of others', () => {
        const uids = ics.events.map(({ event }) => event.uid);
        for (const id of ['LATER', 'UNSCHEDULED', 'NOT-MINE'])
          expect(uids).not.toContain(`2026-${id}@conf-schedule.local`);
      });

      it('writes the times in Chicago with the America/Chicago VTIMEZONE', () => {
        expect(
          ics.calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid')),
        ).toEqual(['America/Chicago']);
        const cst = ics.byId(2026, 'CST');
        expect(cst.vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
        expect(cst.event.startDate.toString()).toBe('2026-03-07T10:00:00');
        expect(cst.event.startDate.toJSDate().toISOString()).toBe('2026-03-07T16:00:00.000Z');
        const cdt = ics.byId(2026, 'CDT');
        expect(cdt.event.startDate.toString()).toBe('2026-03-09T09:30:00');
        expect(cdt.event.endDate.toJSDate().toISOString()).toBe('2026-03-09T15:30:00.000Z');
        expect(ics.byId(2026, 'BY-SPEAKER').event.startDate.toString()).toBe('2026-03-11T13:00:00');
      });

      it('marks canceled events STATUS:CANCELLED and others CONFIRMED', () => {
        expect(ics.byId(2026, 'GONE').vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
        expect(ics.byId(2026, 'CDT').vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
      });

      it('names the calendar after its owner', () => {
        expect(ics.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
          `Schedule of ${user.first_name} Tester`,
        );
      });

      it('raises SEQUENCE of an event that changes, and shows the change', async () => {
        const sequence = (parsed: ReturnType<typeof parseCalendar>, id: string) =>
          Number(parsed.byId(2026, id).vevent.getFirstPropertyValue('sequence'));
        // The feed as it was before the change, read after the event's last change was moved back.
        await backdateEvent(server.db, 2026, 'CDT');
        const before = parseCalendar(await (await subscribe(feed.url ?? '')).text());
        await importCatalog(
          server.db,
          programme(2026, {
            CDT: { start_time: '2026-03-09T11:00:00-05:00', end_time: '2026-03-09T12:00:00-05:00' },
          }),
        );
        const after = parseCalendar(await (await subscribe(feed.url ?? '')).text());
        expect(sequence(after, 'CDT')).toBeGreaterThan(sequence(before, 'CDT'));
        expect(after.byId(2026, 'CDT').event.startDate.toString()).toBe('2026-03-09T11:00:00');
        expect(sequence(after, 'CST')).toBe(sequence(before, 'CST'));
      });

      it('follows new favorites', async () => {
        await addFavorite(server.db, user.id, 2026, 'event', 'NOT-MINE');
        const after = parseCalendar(await (await subscribe(feed.url ?? '')).text());
        expect(after.byId(2026, 'NOT-MINE').event.summary).toBe('Event NOT-MINE');
      });

      it('is the owner’s alone: another user’s feed is another address and holds their favorites', async () => {
        const other = await newUser();
        const otherFeed = await feedSetting(other.browser, 'PUT', '/api/me/calendar-feed', { enabled: true });
        expect(otherFeed.url).not.toBe(feed.url);
        const response = await subscribe(otherFeed.url ?? '');
        expect(parseCalendar(await response.text()).events).toEqual([]);
      });
    });

    describe('when venue staff cancel a favorited event live', () => {
      it('cancels it in the feed and the download with a higher SEQUENCE, and takes it back', async () => {
        const staff = await server.signedInBrowser(
          await server.createUser({ email: 'usher@example.org', roles: ['attendee', 'staff'] }),
        );
        const feed = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true });
        const read = async () =>
          parseCalendar(await (await subscribe(feed.url ?? '')).text()).byId(2026, 'CST');
        const download = async () => {
          const response = await server
            .browser()
            .fetch(`${server.baseUrl}/api/web/2026/events/CST/calendar.ics`);
          return parseCalendar(await response.text()).byId(2026, 'CST');
        };
        const sequence = (found: Awaited<ReturnType<typeof read>>) =>
          Number(found.vevent.getFirstPropertyValue('sequence'));
        await backdateEvent(server.db, 2026, 'CST');
        const before = await read();
        expect(before.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
        expect((await call(staff, 'PATCH', '/statuses/CST', { status: 'canceled' })).status).toBe(200);
        const canceled = await read();
        expect(canceled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
        expect(sequence(canceled)).toBeGreaterThan(sequence(before));
        expect((await download()).vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
        await backdateEvent(server.db, 2026, 'CST');
        const canceledBefore = await read();
        expect((await call(staff, 'PATCH', '/statuses/CST', { status: 'green' })).status).toBe(200);
        const back = await read();
        expect(back.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
        expect(sequence(back)).toBeGreaterThan(sequence(canceledBefore));
        expect((await download()).vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
      });
    });

    describe('when the owner rotates it', () => {
      it('gives a new address; the old one answers 404', async () => {
        const before = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true });
        const rotated = await feedSetting(owner, 'POST', '/api/me/calendar-feed/rotate');
        expect(rotated.enabled).toBe(true);
        expect(rotated.url).not.toBe(before.url);
        expect((await subscribe(before.url ?? '')).status).toBe(404);
        expect((await subscribe(rotated.url ?? '')).status).toBe(200);
        expect(await feedSetting(owner, 'GET', '/api/me/calendar-feed')).toEqual(rotated);
      });
    });

    describe('when the owner turns it off', () => {
      it('revokes the address (404 from then on), and turning it on again gives a new one', async () => {
        const before = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true });
        const off = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: false });
        expect(off).toEqual({ enabled: false, url: null, webcal_url: null });
        const gone = await subscribe(before.url ?? '');
        expect(gone.status).toBe(404);
        expect(((await gone.json()) as { error: string }).error).toBe('not_found');
        const again = await feedSetting(owner, 'PUT', '/api/me/calendar-feed', { enabled: true });
        expect(again.url).not.toBe(before.url);
        expect((await subscribe(before.url ?? '')).status).toBe(404);
      });
    });

    it('answers an empty calendar when nothing favorited can be put in one', async () => {
      const { user: lonely, browser } = await newUser();
      await addFavorite(server.db, lonely.id, 2026, 'event', 'UNSCHEDULED');
      const feed = await feedSetting(browser, 'PUT', '/api/me/calendar-feed', { enabled: true });
      const response = await subscribe(feed.url ?? '');
      expect(response.status).toBe(200);
      const { calendar, events } = parseCalendar(await response.text());
      expect(events).toEqual([]);
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Schedule of ${lonely.first_name} Tester`);
    });

    it('answers 404 for addresses that are no feed', async () => {
      for (const token of ['x', 'A'.repeat(43), 'not-a-token-at-all']) {
        expect((await subscribe(`${server.baseUrl}/calendar/${token}.ics`)).status).toBe(404);
      }
    });
  });

  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
