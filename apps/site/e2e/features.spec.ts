import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';
import { DEMO_ADMIN, DEMO_ATTENDEE, DEMO_STAFF, signIn } from './accounts.ts';
import { watchProblems } from './console.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { filterSidebar } from './sidebar.ts';
import { type Browser, type BrowserContext, expect, type Page, test } from './test.ts';

/**
 * Feature flags switching real features, end to end. The shared e2e server's flags are never
 * changed (other specs run on it in parallel): this spec starts its own server (the built
 * `apps/server/dist/main.js`, in-memory database, demo data) with FEATURES set, checks one state
 * of each flag, then has the demo admin switch the flags through PUT /api/admin/features (live,
 * without a restart) and checks the other state. The tests of the file run one after the other,
 * on that server only.
 */

const FIRST_FLAGS =
  'alphanav=on,dashboard=on,nearby=on,pagination=off,filters=off,attendee_directory=off,venues=off';
const SECOND_FLAGS = {
  alphanav: false,
  attendee_directory: true,
  dashboard: false,
  filters: true,
  filter_counts: true,
  nearby: false,
  pagination: true,
  preview_mode: true,
  venues: true,
};

test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ FEATURES: FIRST_FLAGS });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
});

/** A fresh browser context on the flag server (fresh storage: no flags cached from a test before). */
async function open(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

async function csrf(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
}

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

/** A published, not canceled event with a venue, and the building (top-level venue) it is in. */
function demoEventWithBuilding(): { name: string; id: string; start: string; building: string } {
  const { events, venues } = generateDemoCatalog('demo');
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  const topOf = (id: string) => {
    let venue = byId.get(id);
    while (venue?.parent_id && byId.get(venue.parent_id)) venue = byId.get(venue.parent_id);
    return venue;
  };
  const now = Date.now();
  for (const event of events) {
    const building = event.venue_id ? topOf(event.venue_id) : undefined;
    const published = event.publish_at != null && Date.parse(event.publish_at) <= now;
    if (building && published && !event.canceled && event.start_time) {
      return { name: event.name, id: event.id, start: event.start_time, building: building.name };
    }
  }
  throw new Error('The demo catalogue has no published event with a venue');
}

test.describe('with alphanav, dashboard and nearby on; pagination, filters, attendees and venues off', () => {
  test('alphanav on: the A–Z jump list over contributors By Name jumps to a letter', async ({ browser }) => {
    const { context, page } = await open(browser);
    const problems = watchProblems(page);
    await page.goto('/contributors');
    const nav = page.getByRole('navigation', { name: 'Jump to letter' });
    await expect(nav).toBeVisible();
    // Letters shown on this page jump in place; letters further down the list open their page.
    const here = nav.locator('a[href^="#alpha-"]');
    const elsewhere = nav.locator('a[href*="page="]');
    const count = await here.count();
    const further = await elsewhere.count();
    expect(count).toBeGreaterThan(1);
    expect(further).toBeGreaterThan(0);
    expect(await nav.locator('a[aria-disabled="true"]').count()).toBe(27 - count - further);
    const last = here.nth(count - 1);
    const target = ((await last.getAttribute('href')) ?? '').slice(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expect(page.locator(`#${target}`)).toBeInViewport();

    const far = elsewhere.last();
    const farHref = (await far.getAttribute('href')) ?? '';
    const farTarget = farHref.slice(farHref.indexOf('#') + 1);
    await far.click();
    await expect(page).toHaveURL(new RegExp(`page=\\d+#${farTarget}$`));
    await expect(page.locator(`#${farTarget}`)).toBeInViewport();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('pagination off: "Show more" appends the next 60 events', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/search/event');
    const tiles = page.getByRole('region', { name: /results?$/ }).getByRole('listitem');
    await expect(page.getByRole('link', { name: 'Show more' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages of results' })).toHaveCount(0);
    const before = await tiles.count();
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => tiles.count()).toBeGreaterThan(before);
    await context.close();
  });

  test('filters off: the search has no filter sidebar', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/search/event');
    await expect(page.getByRole('heading', { level: 2, name: /results?$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await context.close();
  });

  test('attendee_directory and venues off: their pages are not found', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/attendees');
    await expect(notFound(page)).toBeVisible();
    await page.goto('/venues');
    await expect(notFound(page)).toBeVisible();
    await page.goto('/search/contributors?q=a');
    await expect(page.getByRole('tab', { name: 'Contributors' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Attendees' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Venues' })).toHaveCount(0);
    await context.close();
  });

  test('nearby on: events starting soon near the chosen venue', async ({ browser }) => {
    const event = demoEventWithBuilding();
    const { context, page } = await open(browser);
    // Half an hour before the event, in the browser (the page reads "now" there).
    await page.clock.setFixedTime(new Date(Date.parse(event.start) - 30 * 60_000));
    await page.goto('/nearby');
    await page.getByRole('combobox', { name: 'You are at' }).selectOption({ label: event.building });
    await page.getByRole('button', { name: 'Show events nearby' }).click();
    const results = page.getByRole('region', {
      name: new RegExp(`^Starting in the next 2 hours .* of ${event.building}$`),
    });
    await expect(results.getByRole('link', { name: event.name }).first()).toBeVisible();
    await context.close();
  });

  test('dashboard on: visitors sign in first', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?origin=%2Fdashboard/);
    await context.close();
  });

  test('dashboard on: a signed-in user sees the next favorited events with their live statuses', async ({
    browser,
  }) => {
    const event = demoEventWithBuilding();
    // Venue staff set the event's status (on this spec's own server).
    const staff = await open(browser);
    await signIn(staff.page, DEMO_STAFF);
    const status = await staff.page.request.patch(`/statuses/${event.id}`, {
      data: { status: 'red', message: 'No Longer Seating' },
      headers: { 'X-CSRF-Token': await csrf(staff.page) },
    });
    expect(status.ok()).toBe(true);
    await staff.context.close();

    const { context, page } = await open(browser);
    const problems = watchProblems(page);
    await signIn(page, DEMO_ATTENDEE);
    const favorite = await page.request.post('/favorite/events', {
      data: { id: event.id },
      headers: { 'X-CSRF-Token': await csrf(page) },
    });
    expect(favorite.ok()).toBe(true);
    await page.clock.setFixedTime(new Date(Date.parse(event.start) - 60 * 60_000));
    // A page loaded from the server is rendered with the server's clock (after the demo's days);
    // following the menu's link runs the dashboard's loader in the browser, on the page's clock.
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Primary' });
    await menu.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'My Conference' }).click();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/^What is next on your schedule today/)).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: event.name }) })
      .first();
    await expect(item).toContainText('Full');
    await expect(item).toContainText('No Longer Seating');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('after the admin switches the flags (live, no restart)', () => {
  test.beforeAll(async ({ browser }) => {
    const { context, page } = await open(browser);
    await signIn(page, DEMO_ADMIN);
    const response = await page.request.put('/api/admin/features', {
      data: SECOND_FLAGS,
      headers: { 'X-CSRF-Token': await csrf(page) },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual(SECOND_FLAGS);
    await context.close();
  });

  test('alphanav off, pagination on, filters and counts on', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/contributors');
    await expect(page.getByRole('heading', { level: 2, name: /results?$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Jump to letter' })).toHaveCount(0);
    await page.goto('/search/event');
    await expect(page.getByRole('navigation', { name: 'Pages of results' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
    const filters = await filterSidebar(page);
    await expect(filters.getByRole('button', { name: /^Session \(\d+\)$/ })).toBeVisible();
    await context.close();
  });

  test('dashboard and nearby off: not found', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/dashboard');
    await expect(notFound(page)).toBeVisible();
    await page.goto('/nearby');
    await expect(notFound(page)).toBeVisible();
    await context.close();
  });

  test('attendee_directory and venues on: their pages and tabs exist', async ({ browser }) => {
    const { context, page } = await open(browser);
    await page.goto('/attendees');
    await expect(page.getByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeVisible();
    await page.goto('/search/contributors?q=a');
    await expect(page.getByRole('tab', { name: 'Attendees' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Venues' })).toBeVisible();
    await page.goto('/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await context.close();
  });
});
