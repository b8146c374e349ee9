import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';
import { DEMO_ADMIN, DEMO_STAFF, signIn } from './accounts.ts';
import { watchProblems } from './console.ts';
import { demoRoom } from './demoCatalog.ts';
import { type Browser, type BrowserContext, expect, test } from './test.ts';

/**
 * A room of the demo catalogue with at least two published events, so that the two projects
 * (desktop, mobile), which run at the same time on one server, each set the status of their own
 * event. A room's page is short, which keeps the test quick.
 */
function roomWithTwoEvents(): { id: string; name: string } {
  const { venues, events } = generateDemoCatalog('demo');
  const now = Date.now();
  for (const venue of venues) {
    if (!venue.parent_id) continue;
    const hosted = events.filter(
      (event) =>
        event.venue_id === venue.id &&
        !event.canceled &&
        event.publish_at != null &&
        Date.parse(event.publish_at) <= now,
    );
    if (hosted.length >= 2) return { id: venue.id, name: venue.name };
  }
  throw new Error('The demo catalogue has no room with two published events');
}

/** What each project sets, different so that neither can pass on the other's change. */
const CHANGES = {
  chromium: { index: 0, status: 'Full', message: 'No Longer Seating' },
  mobile: { index: 1, status: 'Filling up', message: 'Now Seating SXXPress' },
} as const;

/**
 * The venue pages exist while the `venues` feature is on (it is off by default): an admin turns it
 * on through PUT /api/admin/features, keeping every other flag as it is.
 */
async function turnOnVenues(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_ADMIN);
  const flags = await (await page.request.get('/api/web/features')).json();
  if (!flags.venues) {
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const response = await page.request.put('/api/admin/features', {
      data: { ...flags, venues: true },
      headers: { 'X-CSRF-Token': token ?? '' },
    });
    expect(response.status()).toBe(200);
  }
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  await turnOnVenues(browser);
});

test.describe('venue pages', () => {
  test('the list shows buildings with their rooms, linking to their pages', async ({ page }) => {
    const { room, building } = demoRoom();
    const problems = watchProblems(page);
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: building.name })).toBeVisible();
    const rooms = page.getByRole('list', { name: `Rooms at ${building.name}` });
    await rooms.getByRole('link', { name: room.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/venues/${room.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: `Events at ${room.name}` })
        .getByRole('heading', { level: 3 })
        .first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('staff set a status and a message; a visitor sees the badge change live', async ({
    browser,
  }, testInfo) => {
    const room = roomWithTwoEvents();
    const path = `/2026/venues/${room.id}`;
    const change = testInfo.project.name === 'mobile' ? CHANGES.mobile : CHANGES.chromium;
    let staffContext: BrowserContext | null = null;
    let visitorContext: BrowserContext | null = null;
    try {
      staffContext = await browser.newContext();
      visitorContext = await browser.newContext();
      const staff = await staffContext.newPage();
      const visitor = await visitorContext.newPage();
      const problems = [...watchProblems(staff), ...watchProblems(visitor)];
      await signIn(staff, DEMO_STAFF);
      await staff.goto(path);
      await visitor.goto(path);

      // Each project takes its own event: both run on the same server at the same time.
      const schedule = staff.getByRole('region', { name: `Events at ${room.name}` });
      const group = schedule.getByRole('group', { name: /^Live status of / }).nth(change.index);
      const label = (await group.getAttribute('aria-label')) ?? '';
      const eventName = label.replace(/^Live status of /, '');
      const row = visitor
        .getByRole('listitem')
        .filter({ has: visitor.getByRole('link', { name: eventName, exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(visitor.getByRole('group', { name: /^Live status of / })).toHaveCount(0);

      await group.getByRole('button', { name: /Status$/ }).click();
      await staff.getByRole('option', { name: change.status }).click();
      await expect(group.getByRole('status')).toHaveText('Saved');
      await expect(group.getByRole('button', { name: /Status$/ })).toContainText(change.status);
      await expect(row.getByText(change.status, { exact: true })).toBeVisible();

      await group.getByRole('button', { name: /Venue message$/ }).click();
      await staff.getByRole('option', { name: change.message }).click();
      await expect(group.getByRole('status')).toHaveText('Saved');
      await expect(row.getByText(change.message, { exact: true })).toBeVisible();
      await expect(row.getByText(change.status, { exact: true })).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await staffContext?.close();
      await visitorContext?.close();
    }
  });
});
