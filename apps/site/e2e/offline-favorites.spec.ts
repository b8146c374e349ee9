import { newPerson, signUp } from './accounts.ts';
import { watchProblems } from './console.ts';
import { demoReservableEvent } from './demoCatalog.ts';
import { expect, hydrated, type Page, test } from './test.ts';

/**
 * Favorites toggled offline (issue 15 item 5, docs/offline.md): the toggle shows at once, is kept on
 * the device (also across a reload offline, from the service worker's copy of the page) and reaches
 * the server when the network returns; one the server refuses then is said in the status region.
 */
const demo = demoReservableEvent();

/** The event page's Favorite toggle ("Favorite {name}" / "Favorited {name}"). */
function eventFavorite(page: Page) {
  return page.getByRole('button', { name: new RegExp(`^Favorited? ${escapeRegExp(demo.name)}$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The polite status region that says what became of the toggles made offline. */
function offlineNote(page: Page) {
  return page.locator('.site-offlineFavorites[role="status"]');
}

/**
 * Waits until the page keeps toggles made offline: the status region is put in the page once the
 * queue's code and storage are loaded (without the service worker they could not load offline).
 */
async function keepsOfflineToggles(page: Page): Promise<void> {
  await hydrated(page);
  await expect(offlineNote(page)).toBeAttached();
}

/** The user's favorite event ids as the server has them (`GET /favorite.json`, the session's cookie). */
async function serverFavoriteEvents(page: Page): Promise<string[]> {
  const answer = await page.request.get('/favorite.json');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { event: string[] }).event;
}

test.describe('favorites toggled offline', () => {
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('are shown at once, kept across a reload offline, and saved when back online', async ({
      page,
      context,
    }) => {
      const problems = watchProblems(page);
      await signUp(page, newPerson('Ada'));
      await page.goto(`/events/${demo.id}`);
      await hydrated(page);
      // The worker installs; the next load is the first it answers and keeps (e2e/offline.spec.ts).
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.reload();
      await keepsOfflineToggles(page);
      await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'false');

      await context.setOffline(true);
      await eventFavorite(page).click();
      await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(eventFavorite(page)).toHaveAccessibleName(`Favorited ${demo.name}`);
      await expect(offlineNote(page)).toHaveText(
        'Your favorite change is saved on this device and will be sent when you are back online.',
      );
      expect(await serverFavoriteEvents(page)).not.toContain(demo.id);

      // Closing the page loses nothing: reloaded offline (the worker's copy), it still shows the toggle.
      await page.reload();
      await hydrated(page);
      await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(offlineNote(page)).toContainText('will be sent when you are back online');

      await context.setOffline(false);
      await expect.poll(() => serverFavoriteEvents(page)).toContain(demo.id);
      await expect(offlineNote(page)).toHaveText('');
      await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/2026/favorites/event');
      await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
      await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'true');
      // Offline, the page's own API calls fail (the schedule, live statuses); nothing else may.
      expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|\/statuses\//.test(problem))).toEqual(
        [],
      );
    });
  });

  test('a toggle the server refuses once back online is undone and the user is told', async ({
    page,
    context,
  }) => {
    await signUp(page, newPerson('Barbara'));
    await page.goto(`/events/${demo.id}`);
    await keepsOfflineToggles(page);
    await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'false');

    await context.setOffline(true);
    await eventFavorite(page).click();
    await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(offlineNote(page)).toContainText('will be sent when you are back online');

    // Meanwhile the event was withdrawn: the server answers 404 to the toggle.
    await page.route('**/favorite/events', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ status: 404, error: 'not_found', message: 'Event was not found' }),
      }),
    );
    await context.setOffline(false);
    await expect(offlineNote(page)).toContainText(
      `“${demo.name}” could not be added to your favorites: Event was not found`,
    );
    await expect(eventFavorite(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await serverFavoriteEvents(page)).not.toContain(demo.id);

    const dismiss = offlineNote(page).getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(offlineNote(page)).toHaveText('');
  });
});
