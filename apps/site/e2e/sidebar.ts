import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The filter sidebar of a search page, unfolded: on a phone it is folded under "Search and
 * filters" (the results come first), beside the results on a wide screen.
 */
export async function filterSidebar(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Filters' });
  const fold = page.locator('details.site-filters-disclosure');
  await expect(region.or(fold).first()).toBeVisible();
  if ((await fold.count()) > 0 && !(await fold.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await fold.locator('summary').click();
  }
  await expect(region).toBeVisible();
  return region;
}
