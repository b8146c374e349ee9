import { DEMO_ATTENDEE, signIn, submitSignIn } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { demoEventWithContributors } from './demoCatalog.ts';
import { closePopupWith, type EmbedHost, embedHost, tokenPages } from './embedHost.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { expect, test } from './test.ts';

/**
 * Signing in from an embed, end to end with two origins (docs/embedding.md, decision 0022): a
 * music festival's page without the components (`/token.html` of the example host) on `http://localhost:<port>` opens the product's sign-in popup (the product
 * on `http://127.0.0.1:<port>`, its own server with that origin in EMBED_ORIGINS), the user signs in
 * with the product's own sign-in page, allows the site with the keyboard, and the page favorites an
 * event with the token it received by postMessage, with no cookie; after the embed signs out, the
 * token is refused, saying why.
 */

test.describe.configure({ mode: 'serial' });

let host: EmbedHost;
let product: OwnServer | null = null;
const event = demoEventWithContributors();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await embedHost();
  product = await startOwnServer({ EMBED_ORIGINS: host.origin });
  await host.serve(product.baseURL, tokenPages(product.baseURL, event.id));
});

test.afterAll(async () => {
  await product?.stop();
  await host?.stop();
});

test('a page of another site signs in through the popup and keeps a favorite with the token', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const productUrl = product?.baseURL ?? '';
  await page.goto(`${host.origin}/token.html`);
  const status = page.getByRole('status');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in to keep favorites' }).click();
  const popup = await popupOpened;
  // A visitor is sent to the product's own sign-in page, which comes back to the popup.
  await popup.waitForURL(/\/login\?/);
  await submitSignIn(popup, DEMO_ATTENDEE.email, DEMO_ATTENDEE.password);
  await expect(
    popup.getByRole('heading', { level: 1, name: `Use your favorites on ${host.origin}?` }),
  ).toBeVisible();
  await expect(popup.getByText(DEMO_ATTENDEE.email)).toBeVisible();

  // Allow, with the keyboard: the first control of the page.
  await popup.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Allow' })).toBeFocused();
  await closePopupWith(popup, () => popup.keyboard.press('Enter'));
  await expect(status).toHaveText(/^Signed in until \d{4}-\d\d-\d\dT/);

  await page.getByRole('button', { name: 'Favorite the opening concert' }).click();
  await expect(status).toHaveText(`Favorited ${event.id}`);
  // The favorite is the account's on the product itself.
  const mine = await page
    .context()
    .request.post(`${productUrl}/favorite/query`, { data: { ids: [event.id] } });
  expect(await mine.json()).toEqual([{ id: event.id, type: 'event' }]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(status).toHaveText('Signed out');
  await page.getByRole('button', { name: 'Favorite the opening concert' }).click();
  await expect(status).toHaveText(/^Refused: This favorites token was revoked at .* \(signed out\)/);
});

test('the popup refuses a site that is not allowed, and both its pages pass axe', async ({ browser }) => {
  const productUrl = product?.baseURL ?? '';
  const context = await browser.newContext({ baseURL: productUrl, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`/embed/sign-in?origin=${encodeURIComponent('https://evil.example')}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This site may not use your favorites' }),
  ).toBeVisible();
  await expect(page.getByText('https://evil.example')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, DEMO_ATTENDEE);
  await page.goto(`/embed/sign-in?origin=${encodeURIComponent(host.origin)}`);
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  // Opened without its embedding window, Allow is off and the page says why.
  await expect(page.getByRole('button', { name: 'Allow' })).toBeDisabled();
  await expect(page.getByRole('status')).toHaveText(/no longer connected to/);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
