import { DEMO_ADMIN, submitSignIn } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchProblems } from './console.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { type Browser, type BrowserContext, expect, type Page, test } from './test.ts';

/**
 * The feature flag admin page, end to end: the demo admin signs in through the sign-in form,
 * reaches /admin/features from the user menu, turns `alphanav` on and saves; a visitor in a new
 * browser context (empty flag cache) then sees the A–Z jump list over the contributors at once,
 * without a restart; turned off again, the next visitor does not. The flags change, so this spec
 * runs on a server of its own (never the shared e2e server, whose flags other specs rely on),
 * started on the spec's default flags (alphanav off). Its tests run one after the other.
 */

const SAVED = 'Saved. Every server follows at once; open pages pick it up within 5 minutes.';

test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;
let admin: { context: BrowserContext; page: Page } | null = null;

/** A new browser context on this spec's server; `bypassCSP` only where axe must be injected. */
async function open(browser: Browser, bypassCSP = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server?.baseURL ?? '', bypassCSP });
  return { context, page: await context.newPage() };
}

function adminPage(): Page {
  if (!admin) throw new Error('The admin has not signed in');
  return admin.page;
}

const jumpList = (page: Page) => page.getByRole('navigation', { name: 'Jump to letter' });
const alphanavBox = (page: Page) => page.getByRole('checkbox', { name: 'A–Z jump list (alphanav)' });

/** Sets alphanav on the admin page and saves; waits for the server's answer to show. */
async function saveAlphanav(page: Page, on: boolean): Promise<void> {
  await page.goto('/admin/features');
  const box = alphanavBox(page);
  await expect(box).toBeVisible();
  await box.setChecked(on);
  await expect(page.getByText('1 unsaved change.')).toBeVisible();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/features') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
  await expect(box).toBeChecked({ checked: on });
}

/** A visitor's first load of the contributors, in a new context: nothing cached. */
async function visitorContributors(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await open(browser);
  await visitor.page.goto('/2026/contributors');
  await expect(visitor.page.getByRole('heading', { level: 2, name: /results?$/ })).toBeVisible();
  return visitor;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});

test.afterAll(async () => {
  await admin?.context.close();
  await server?.stop();
});

test('a visitor is sent to sign in, coming back to the page', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto('/admin/features');
  await expect(page).toHaveURL(/\/login\?origin=%2Fadmin%2Ffeatures$/);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(alphanavBox(page)).toBeVisible();
  await context.close();
});

test('the admin reaches the page from the user menu; it lists the flags in force', async ({ browser }) => {
  admin = await open(browser);
  const { page } = admin;
  const problems = watchProblems(page);
  await page.goto('/login?origin=%2F');
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('banner').getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('menuitem', { name: 'Feature flags' }).click();
  await expect(page).toHaveURL(/\/admin\/features$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feature flags' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Feature flags' });
  await expect(form.getByRole('checkbox')).toHaveCount(9);
  await expect(alphanavBox(page)).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Search filters (filters)' })).toBeChecked();
  expect(problems).toEqual([]);
});

test('the page passes axe, also with an unsaved change', async ({ browser }) => {
  // Its own context: injecting axe needs the page's CSP bypassed, which the others keep.
  const { context, page } = await open(browser, true);
  await page.goto('/login?origin=%2Fadmin%2Ffeatures');
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(alphanavBox(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Dashboard (dashboard)' }).check();
  await expect(page.getByText('1 unsaved change.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('with alphanav saved on, a new visitor sees the A–Z list over the contributors', async ({ browser }) => {
  const page = adminPage();
  await saveAlphanav(page, true);
  // The admin's own browser follows at once: the save replaced its cached flags.
  await page.goto('/2026/contributors');
  await expect(jumpList(page)).toBeVisible();
  // The server's truth, after a reload of the admin page.
  await page.goto('/admin/features');
  await expect(alphanavBox(page)).toBeChecked();

  const visitor = await visitorContributors(browser);
  await expect(jumpList(visitor.page)).toBeVisible();
  await visitor.context.close();
});

test('with alphanav saved off again, a new visitor has no A–Z list', async ({ browser }) => {
  await saveAlphanav(adminPage(), false);
  const visitor = await visitorContributors(browser);
  await expect(jumpList(visitor.page)).toHaveCount(0);
  await visitor.context.close();
});
