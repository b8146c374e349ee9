import { DEMO_ATTENDEE, fullName, newPerson, signUp, submitSignIn } from './accounts.ts';
import { watchProblems } from './console.ts';
import { OIDC_E2E_ACCOUNTS } from './oidcAccounts.ts';
import { expect, test } from './test.ts';

interface AnalyticsBatch {
  events: { type: string; name: string; properties: Record<string, unknown> }[];
}

test.describe('signing in', () => {
  test('with email and password from the header, back to the page the visitor was on', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/search/event');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?origin=%2Fsearch%2Fevent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The form is a real POST with the authenticity token (spec section 6).
    const form = page.locator('form[method="post"][action="/auth/password?origin=%2Fsearch%2Fevent"]');
    await expect(form.locator('input[name="authenticity_token"]')).toHaveValue(/.+/);

    await submitSignIn(page, DEMO_ATTENDEE.email, DEMO_ATTENDEE.password);
    await expect(page).toHaveURL(/\/search\/event$/);
    await expect(page.locator('#current-user')).toHaveAttribute('data-uid', /.+/);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('with a wrong password shows the error and keeps where to return', async ({ page }) => {
    await page.goto('/login?origin=%2Fspeakers');
    await submitSignIn(page, DEMO_ATTENDEE.email, 'not-the-password');
    await expect(page).toHaveURL(/\/login\?origin=%2Fspeakers&auth_error=invalid_credentials$/);
    await expect(page.getByRole('alert')).toHaveText(/email address or password is not right/);
    await submitSignIn(page, DEMO_ATTENDEE.email, DEMO_ATTENDEE.password);
    await expect(page).toHaveURL(/\/speakers$/);
  });

  test('through the OpenID Connect provider', async ({ page }) => {
    const [login, account] = Object.entries(OIDC_E2E_ACCOUNTS)[0] ?? [];
    if (!login || !account) throw new Error('no provider account');
    await page.goto('/login?origin=%2Fsettings');
    const providerButton = page.getByRole('button', { name: /^Sign in with 127\.0\.0\.1:\d+$/ });
    await providerButton.click();
    // The provider's own login form (loopback oidc-provider): the account id is the login.
    await page.locator('input[name="login"]').fill(login);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${account.given_name} ${account.family_name}` }),
    ).toBeVisible();
  });

  test('a new account signs up, is identified to analytics, and signs out from the user menu', async ({
    page,
  }) => {
    const person = newPerson('Ada');
    // Analytics batches as the first-party endpoint receives them (the body is read on the way;
    // the request goes on to the real server).
    const batches: AnalyticsBatch[] = [];
    const csrfHeaders: (string | undefined)[] = [];
    await page.route('**/api/analytics', async (route) => {
      batches.push(route.request().postDataJSON() as AnalyticsBatch);
      csrfHeaders.push(route.request().headers()['x-csrf-token']);
      await route.continue();
    });
    await signUp(page, person, '/');
    await expect(page.getByRole('link', { name: 'View Favorites' })).toBeVisible();
    const uid = await page.locator('#current-user').getAttribute('data-uid');
    // `page` and `identify` (uid and roles of the hidden field) arrive in the batch flushed within
    // 3 seconds of the signed-in page's load.
    await expect
      .poll(() => batches.flatMap((batch) => batch.events).find((event) => event.type === 'identify'), {
        timeout: 10_000,
      })
      .toMatchObject({ name: uid, properties: { uid, roles: ['attendee'] } });
    expect(batches.flatMap((batch) => batch.events).map((event) => event.type)).toContain('page');
    expect(csrfHeaders.every((token) => typeof token === 'string' && token !== '')).toBe(true);

    const menu = page.getByRole('button', { name: fullName(person) });
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'My Favorites' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#current-user')).toHaveAttribute('data-uid', '');
    await expect(page.getByRole('link', { name: 'Buy a Badge' })).toBeVisible();
  });

  test('an account page sends a visitor to sign in and back', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?origin=%2Fsettings$/);
    await page.goto('/2026/favorites/event');
    await expect(page).toHaveURL(/\/login\?origin=%2F2026%2Ffavorites%2Fevent$/);
    await submitSignIn(page, DEMO_ATTENDEE.email, DEMO_ATTENDEE.password);
    await expect(page).toHaveURL(/\/2026\/favorites\/event$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
  });
});
