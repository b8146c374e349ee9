import { watchProblems } from './console.ts';
import { demoEventWithContributors } from './demoCatalog.ts';
import { expect, test } from './test.ts';

const demo = demoEventWithContributors();

interface EventJson {
  name: string;
  date: string | null;
  venue: { name: string } | null;
  contributors: { entity_id: string; name: string; type: 'artist' | 'person' }[];
}

test.describe('event detail page', () => {
  let event: EventJson;

  test.beforeAll(async ({ request }) => {
    const response = await request.get(`/api/web/2026/events/${demo.id}`);
    expect(response.status(), `GET /api/web/2026/events/${demo.id}`).toBe(200);
    event = (await response.json()) as EventJson;
  });

  test('shows the event the API returns', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto(`/events/${demo.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page).toHaveTitle(`${event.name} · EDU Summit 2026`);
    const venue = event.venue;
    if (venue) await expect(page.getByRole('link', { name: venue.name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(page.getByText(/\d{1,2}:\d{2}(AM|PM)–\d{1,2}:\d{2}(AM|PM) CT/).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the server's page is hydrated in place: the screen and its actions keep their elements", async ({
    page,
  }) => {
    // The screen is an island hydrated after the page (ondemand/island.tsx): React would render it
    // anew, dropping the server's elements, if something above it changed before its code came.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const kept = window as unknown as { serverHeading?: Element | null; serverFavorite?: Element | null };
        kept.serverHeading = document.querySelector('h1');
        kept.serverFavorite = document.querySelector('[data-island="event-actions"] button');
      });
    });
    await page.goto(`/events/${demo.id}`);
    await expect(page.locator('[data-island="event"][data-island-live]')).toHaveCount(1);
    await expect(page.locator('[data-island="event-actions"][data-island-live]')).toHaveCount(1);
    const kept = await page.evaluate(() => {
      const { serverHeading, serverFavorite } = window as unknown as {
        serverHeading?: Element | null;
        serverFavorite?: Element | null;
      };
      return { heading: serverHeading?.isConnected, favorite: serverFavorite?.isConnected };
    });
    expect(kept).toEqual({ heading: true, favorite: true });
  });

  test('works under the year too', async ({ page }) => {
    const response = await page.goto(`/2026/events/${demo.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  });

  test('links to its contributors; the new page gets focus on its heading', async ({ page }) => {
    const [first] = event.contributors;
    test.skip(!first, 'the event lists no contributors');
    if (!first) return;
    await page.goto(`/events/${demo.id}`);
    const section = page.getByRole('region', { name: 'Speakers and contributors' });
    await section.getByRole('link', { name: first.name, exact: true }).click();
    const kind = first.type === 'artist' ? 'artists' : 'contributors';
    await expect(page).toHaveURL(new RegExp(`/${kind}/${first.entity_id}$`));
    const heading = page.getByRole('heading', { level: 1, name: first.name });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: event.name, exact: true })).toBeVisible();
  });

  test('an unknown event answers 404 and shows the page-not-found screen', async ({ page }) => {
    const response = await page.goto('/events/NO-SUCH-EVENT');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
