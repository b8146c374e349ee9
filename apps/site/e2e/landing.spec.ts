import { watchProblems } from './console.ts';
import { filterSidebar } from './sidebar.ts';
import { expect, test } from './test.ts';

test.describe('landing page', () => {
  test('is served with the shell the server fills, and shows the conference', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('EDU Summit 2026');
    await expect(page.getByRole('heading', { level: 1, name: 'EDU Summit 2026' })).toBeVisible();
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('#current-user')).toHaveAttribute('data-uid', '');
    const config = JSON.parse((await page.locator('#conf-config').textContent()) ?? '{}');
    expect(config.landingYear).toBe(2026);
    expect(problems).toEqual([]);
  });

  test('search box submits the term to /search with q', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Search the schedule' }).fill('robots');
    // The suggestion list opens over the page (once its code has loaded); Escape closes it.
    await expect(page.getByRole('listbox').getByRole('option').last()).toHaveText(
      'Search everything for robots',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/?\?q=robots$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect((await filterSidebar(page)).getByRole('searchbox')).toHaveValue('robots');
  });

  test('search box works without the client router too (a plain GET form)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('form[role="search"][method="get"][action="/search"]')).toHaveCount(1);
    const response = await page.goto('/search?q=robots');
    expect(response?.status()).toBe(200);
    await expect((await filterSidebar(page)).getByRole('searchbox')).toHaveValue('robots');
  });

  test('Full Schedule goes to /search/event', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Full Schedule' }).click();
    await expect(page).toHaveURL(/\/search\/event$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeFocused();
  });

  test('Recently Announced Speakers goes to the speakers of the landing year', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Recently Announced Speakers' }).click();
    await expect(page).toHaveURL(/\/2026\/speakers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
  });

  test('signed out: Buy a Badge and Book a Hotel open the external sites in a new tab', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByRole('link', { name: 'Buy a Badge (opens in a new tab)' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', /^https:\/\//);
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'View Favorites' })).toHaveCount(0);
    const hotel = page.getByRole('link', { name: 'Book a Hotel (opens in a new tab)' });
    await expect(hotel).toHaveAttribute('target', '_blank');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
