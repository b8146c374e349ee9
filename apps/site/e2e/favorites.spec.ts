import { fullName, newPerson, signUp } from './accounts.ts';
import { watchProblems } from './console.ts';
import { demoEventWithContributors } from './demoCatalog.ts';
import { type Browser, expect, type Locator, type Page, test } from './test.ts';

/** The Favorite toggle of a tile or page: named "Favorite {name}" or "Favorited {name}". */
function favoriteButton(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^Favorited? ${escapeRegExp(name)}$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name of the n-th result's item, read from its Favorite button ("Favorite Teaching With Games"). */
async function nthResultName(page: Page, index: number): Promise<string> {
  const button = page.getByRole('button', { name: /^Favorite / }).nth(index);
  await expect(button).toBeVisible();
  const label = (await button.textContent()) ?? '';
  return label.replace(/^Favorite\s*/, '').trim();
}

async function signedInPage(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newPerson(firstName);
  await signUp(page, person);
  return { context, page, person };
}

test.describe('favorites', () => {
  test('favorite and unfavorite from search results; the state survives a reload; My Favorites lists them', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await signUp(page, newPerson('Grace'));
    await page.goto('/search/event');
    const first = await nthResultName(page, 0);
    const second = await nthResultName(page, 1);

    await favoriteButton(page, first).click();
    await expect(favoriteButton(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteButton(page, first)).toHaveAccessibleName(`Favorited ${first}`);
    await favoriteButton(page, second).click();
    await expect(favoriteButton(page, second)).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(favoriteButton(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteButton(page, second)).toHaveAttribute('aria-pressed', 'true');

    await favoriteButton(page, second).click();
    await expect(favoriteButton(page, second)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(favoriteButton(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(favoriteButton(page, second)).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/2026/favorites/event');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Favorites' });
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Speakers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Film & TV Projects' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '1 result' })).toBeVisible();
    await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: second, exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('favorite from a detail page; My Favorites shows it under its kind, with an empty state elsewhere', async ({
    page,
    request,
  }) => {
    const demo = demoEventWithContributors();
    const speakerId = demo.contributorIds[0];
    const response = await request.get(`/api/web/2026/contributors/${speakerId}`);
    const speaker = (await response.json()) as { name: string; type: string };
    await signUp(page, newPerson('Katherine'));

    await page.goto(`/contributors/${speakerId}`);
    await favoriteButton(page, speaker.name).click();
    await expect(favoriteButton(page, speaker.name)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(favoriteButton(page, speaker.name)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites/event');
    await expect(
      page.getByRole('status').filter({ hasText: 'You have no events in your favorites yet' }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Favorites' }).getByRole('link', { name: 'Speakers' }).click();
    await expect(page).toHaveURL(/\/favorites\/person$/);
    await expect(page.getByRole('link', { name: speaker.name, exact: true })).toBeVisible();
    // Taken back right on My Favorites.
    await favoriteButton(page, speaker.name).click();
    await expect(favoriteButton(page, speaker.name)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByText('You have no speakers in your favorites yet')).toBeVisible();
  });

  test('a visitor gets the tooltip and the sign-in dialog', async ({ page }) => {
    await page.goto('/search/event');
    const name = await nthResultName(page, 0);
    const button = favoriteButton(page, name);
    await button.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Sign in to add to your favorites');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Start favoriting events' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?origin=%2Fsearch%2Fevent',
    );
    await dialog.getByRole('button', { name: 'Stay logged out' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("who's interested changes when a second user favorites the same event", async ({ browser }) => {
    const demo = demoEventWithContributors();
    const first = await signedInPage(browser, 'Margaret');
    const second = await signedInPage(browser, 'Dorothy');
    try {
      // The second user lets others see their name (off for new accounts).
      await second.page.goto('/settings');
      const privacy = second.page.getByRole('checkbox', { name: 'Show my name in “Who’s interested” lists' });
      await privacy.check();
      await expect(second.page.getByText('Your name is shown.')).toBeVisible();

      await first.page.goto(`/events/${demo.id}`);
      await expect(first.page.getByRole('heading', { level: 1 })).toBeVisible();
      const interested = first.page.getByRole('region', { name: /Who's interested/ });
      await expect(interested.getByText(fullName(second.person))).toHaveCount(0);

      await second.page.goto(`/events/${demo.id}`);
      const title = (await second.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await favoriteButton(second.page, title).click();
      await expect(favoriteButton(second.page, title)).toHaveAttribute('aria-pressed', 'true');

      await first.page.reload();
      await expect(interested.getByText(fullName(second.person))).toBeVisible();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test('the privacy setting is saved', async ({ page }) => {
    await signUp(page, newPerson('Barbara'));
    await page.goto('/settings');
    const privacy = page.getByRole('checkbox', { name: 'Show my name in “Who’s interested” lists' });
    await expect(privacy).not.toBeChecked();
    await expect(page.getByText(/others see your name and photo there/)).toBeVisible();
    await privacy.check();
    await expect(page.getByText('Your name is shown.')).toBeVisible();
    await page.reload();
    await expect(privacy).toBeChecked();
    await privacy.uncheck();
    await expect(page.getByText('Your name is hidden.')).toBeVisible();
    await page.reload();
    await expect(privacy).not.toBeChecked();
  });

  test('the share checkbox publishes a read-only link, and unticking revokes it', async ({
    page,
    browser,
  }) => {
    const person = newPerson('Frances');
    await signUp(page, person);
    await page.goto('/search/event');
    const name = await nthResultName(page, 0);
    await favoriteButton(page, name).click();
    await expect(favoriteButton(page, name)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites/event');
    const share = page.getByRole('checkbox', { name: 'Share my schedule' });
    await expect(share).not.toBeChecked();
    await share.check();
    const link = page.getByRole('textbox', { name: 'Link to your schedule' });
    await expect(link).toHaveValue(/\/schedule\/[\w-]+$/);
    const url = await link.inputValue();

    const visitor = await browser.newContext();
    try {
      const other = await visitor.newPage();
      expect((await other.goto(url))?.status()).toBe(200);
      await expect(
        other.getByRole('heading', { level: 1, name: `${fullName(person)}’s schedule` }),
      ).toBeVisible();
      await expect(other.getByRole('link', { name, exact: true })).toBeVisible();

      await share.uncheck();
      await expect(link).toHaveCount(0);
      await expect(page.getByText('Your schedule is private.')).toBeVisible();
      expect((await other.goto(url))?.status()).toBe(404);
    } finally {
      await visitor.close();
    }
  });
});
