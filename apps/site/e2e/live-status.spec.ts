import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';
import { DEMO_STAFF, newPerson, signIn, signUp } from './accounts.ts';
import { watchProblems } from './console.ts';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from './test.ts';

/**
 * Live statuses where attendees look (issue 12): venue staff set Full and a venue message on an
 * event, and the attendee's event page, a search result tile and My Favorites show both without a
 * reload (server-sent events); a page loaded afterwards has them in its server-rendered HTML.
 */

interface Hit {
  _id: string;
  type: string;
  _source: { name: string; canceled?: boolean; venue?: { id: string } | null };
}

/** What each project sets, on an event of its own (both projects run on one server at once). */
const CHANGES = {
  chromium: { index: 0, status: 'Full', value: 'red', message: 'No Longer Seating' },
  mobile: { index: 1, status: 'Filling up', value: 'yellow', message: 'Not Yet Seating' },
} as const;

/**
 * The rooms whose events the venue pages' test sets statuses of (it takes the first room with two
 * published events): their events are left to it.
 */
function venueTestRooms(): Set<string> {
  const { venues, events } = generateDemoCatalog('demo');
  const now = Date.now();
  const rooms = new Set<string>();
  for (const venue of venues) {
    if (!venue.parent_id) continue;
    const hosted = events.filter(
      (event) =>
        event.venue_id === venue.id &&
        !event.canceled &&
        event.publish_at != null &&
        Date.parse(event.publish_at) <= now,
    );
    if (hosted.length >= 2) {
      rooms.add(venue.id);
      break;
    }
  }
  return rooms;
}

/**
 * An event on the first page of the event search, not canceled, not one the venue pages' test
 * changes; the `index`-th such event.
 */
async function eventOnFirstPage(request: APIRequestContext, index: number): Promise<Hit> {
  const response = await request.post('/2026/search', { data: { models: ['event'], grouping: 'date' } });
  expect(response.status()).toBe(200);
  const { hits } = (await response.json()) as { hits: Hit[] };
  const rooms = venueTestRooms();
  const candidates = hits.filter(
    (hit) =>
      hit.type === 'event' &&
      !hit._source.canceled &&
      !rooms.has(hit._source.venue?.id ?? '') &&
      // A unique name, so that its tile is found by its link alone.
      hits.filter((other) => other._source.name === hit._source.name).length === 1,
  );
  const event = candidates[index];
  if (!event) throw new Error(`The first page of the event search has fewer than ${index + 1} such events`);
  return event;
}

/** PATCH /statuses/{id} as the signed-in user of `page` (with the page's CSRF token). */
async function setStatus(page: Page, id: string, change: { status: string; message: string }): Promise<void> {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.patch(`/statuses/${encodeURIComponent(id)}`, {
    data: change,
    headers: { 'X-CSRF-Token': token },
  });
  expect(response.status(), `PATCH /statuses/${id}`).toBe(200);
}

/** POST /favorite/events as the signed-in user of `page`. */
async function favorite(page: Page, id: string): Promise<void> {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post('/favorite/events', {
    data: { id },
    headers: { 'X-CSRF-Token': token },
  });
  expect(response.ok(), `POST /favorite/events ${id}`).toBe(true);
}

/** The result tile whose title links to `name`. */
function tileOf(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test.describe('live statuses where attendees look', () => {
  test('staff set Full and a message: the event page, a search tile and My Favorites show them live', async ({
    browser,
    request,
  }, testInfo) => {
    const change = testInfo.project.name === 'mobile' ? CHANGES.mobile : CHANGES.chromium;
    const event = await eventOnFirstPage(request, change.index);
    const name = event._source.name;
    let attendeeContext: BrowserContext | null = null;
    let staffContext: BrowserContext | null = null;
    let staff: Page | null = null;
    try {
      attendeeContext = await browser.newContext();
      staffContext = await browser.newContext();
      staff = await staffContext.newPage();
      await signIn(staff, DEMO_STAFF);
      // From a known state: no status, no message.
      await setStatus(staff, event._id, { status: 'none', message: '' });

      const eventPage = await attendeeContext.newPage();
      const problems = watchProblems(eventPage);
      await signUp(eventPage, newPerson('Lina'));
      await favorite(eventPage, event._id);
      await eventPage.goto(`/2026/events/${event._id}`);
      const title = eventPage.getByRole('heading', { level: 1, name });
      await expect(title).toBeVisible();
      const pageStatus = eventPage.locator('.site-detail-live');
      await expect(pageStatus).toHaveAttribute('aria-live', 'polite');
      await expect(pageStatus).toBeEmpty();

      const searchPage = await attendeeContext.newPage();
      problems.push(...watchProblems(searchPage));
      await searchPage.goto('/2026/search/event');
      const tile = tileOf(searchPage, name);
      await expect(tile).toHaveCount(1);

      const favoritesPage = await attendeeContext.newPage();
      problems.push(...watchProblems(favoritesPage));
      await favoritesPage.goto('/2026/favorites/event');
      const favoriteTile = tileOf(favoritesPage, name);
      await expect(favoriteTile).toHaveCount(1);

      await setStatus(staff, event._id, { status: change.value, message: change.message });

      // Live, without a reload: each page follows the status stream.
      for (const scope of [pageStatus, tile, favoriteTile]) {
        await expect(scope.getByText(change.status, { exact: true })).toBeVisible();
        await expect(scope.getByText(change.message, { exact: true })).toBeVisible();
      }
      await expect(pageStatus).toContainText(`Live status: ${change.status}`);

      // A page loaded now has the status in its server-rendered HTML.
      const html = await (await request.get(`/2026/events/${event._id}`)).text();
      expect(html).toContain(change.message);
      expect(problems).toEqual([]);
    } finally {
      if (staff) await setStatus(staff, event._id, { status: 'none', message: '' }).catch(() => {});
      await attendeeContext?.close();
      await staffContext?.close();
    }
  });
});
