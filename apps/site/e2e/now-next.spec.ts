import { generateDemoCatalog } from '../../server/src/catalog/demo/generate.ts';
import { DEMO_STAFF, signIn } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchProblems } from './console.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Now and next (issue 16 items 3 and 5): on a day of the demo programme, the landing page leads to
 * what is on now and next by venue, with live statuses; an event's tile shares its page through the
 * browser's share sheet where there is one, else the dialog with Copy link. The browser's clock is
 * set to the day (the server's is after the demo's days, so its pages say nothing is on: the page's
 * own clock takes over once hydrated).
 */

interface DemoEvent {
  id: string;
  name: string;
  start: string;
  end: string;
  venue: string;
}

/**
 * A published, uncanceled event of the demo's third day in the afternoon, with a venue and a name
 * of its own (the other specs change statuses of first-day events only).
 */
function afternoonEvent(): DemoEvent {
  const { events, venues } = generateDemoCatalog('demo');
  const now = Date.now();
  const candidates = events
    .filter(
      (event) =>
        event.date === '2026-03-11' &&
        event.start_time &&
        event.end_time &&
        event.start_time >= '2026-03-11T13:00' &&
        event.venue_id &&
        !event.canceled &&
        event.publish_at != null &&
        Date.parse(event.publish_at) <= now &&
        events.filter((other) => other.name === event.name).length === 1,
    )
    .sort((a, b) => String(a.start_time).localeCompare(String(b.start_time)));
  const event = candidates[0];
  const venue = venues.find((candidate) => candidate.id === event?.venue_id);
  if (!event || !venue) throw new Error('The demo has no afternoon event on its third day');
  return {
    id: event.id,
    name: event.name,
    start: String(event.start_time),
    end: String(event.end_time),
    venue: venue.name,
  };
}

const EVENT = afternoonEvent();
/** Ten minutes into the event. */
const DURING = new Date(Date.parse(EVENT.start) + 10 * 60_000);

async function csrf(page: Page): Promise<string> {
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
}

test.beforeAll(async ({ browser }) => {
  // Venue staff say the room is full (both projects set the same status: the test reads it only).
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_STAFF);
  const response = await page.request.patch(`/statuses/${EVENT.id}`, {
    data: { status: 'red', message: 'No Longer Seating' },
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
  expect(response.ok()).toBe(true);
  await context.close();
});

/** The landing page on the event's day, then its Now and Next link; resolves on the page's heading. */
async function openNowFromLanding(page: Page): Promise<void> {
  await page.clock.setFixedTime(DURING);
  await page.goto('/');
  await page.getByRole('link', { name: 'Now and Next' }).click();
  await expect(page).toHaveURL(/\/now$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Now and next' })).toBeVisible();
}

test.describe('now and next', () => {
  test('from the landing page: the event on now under its venue, with its live status', async ({ page }) => {
    const problems = watchProblems(page);
    await openNowFromLanding(page);
    const venue = page.getByRole('region', { name: EVENT.venue });
    const item = venue.getByRole('listitem').filter({ has: page.getByRole('link', { name: EVENT.name }) });
    await expect(item).toContainText(/^On now · until \d{1,2}:\d{2}(AM|PM)/);
    await expect(item).toContainText('Live status: Full');
    await expect(item).toContainText('No Longer Seating');
    // Following the tile opens the event page.
    await item.getByRole('link', { name: EVENT.name }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${EVENT.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the landing page has no link outside the programme days', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-13T10:00:00-05:00'));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Full Schedule' })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('link', { name: 'Now and Next' })).toHaveCount(0);
  });

  test('a page the server renders after the demo says nothing is on; the browser clock then takes over', async ({
    page,
  }) => {
    // The server's own HTML (its clock is after the demo's days).
    const html = await (await page.request.get('/now')).text();
    expect(html).toContain('Nothing is on now or in the next hour.');
    await page.clock.setFixedTime(DURING);
    await page.goto('/now');
    await expect(page.getByRole('region', { name: EVENT.venue })).toBeVisible();
    await expect(page.getByRole('link', { name: EVENT.name })).toBeVisible();
    await expect(page.getByText('Nothing is on now')).toHaveCount(0);
  });

  test.describe('accessibility', () => {
    test.use({ bypassCSP: true });

    test('the page with events, and its share dialog, have no axe violations', async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await openNowFromLanding(page);
      await expect(page.getByRole('link', { name: EVENT.name })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `Share ${EVENT.name}` }).click();
      await expect(page.getByRole('dialog', { name: `Share ${EVENT.name}` })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('a tile shares through the share sheet where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await openNowFromLanding(page);
    await page.getByRole('button', { name: `Share ${EVENT.name}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
      .toEqual([{ url: expect.stringMatching(new RegExp(`/events/${EVENT.id}$`)), title: EVENT.name }]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a tile shares through Copy link where the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await openNowFromLanding(page);
    const share = page.getByRole('button', { name: `Share ${EVENT.name}` });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Share ${EVENT.name}` });
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(
      new RegExp(`/events/${EVENT.id}$`),
    );
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/events/${EVENT.id}$`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
  });
});
