import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './test.ts';

/** From this width the sidebar stands beside the results (SearchSidebar.tsx, lists.css). */
const WIDE_LAYOUT_PX = 1024;

/**
 * The filter sidebar of a search page, unfolded: on a phone it is folded under "Search and
 * filters" (the results come first), beside the results on a wide screen. The server renders it
 * folded at every width; a wide window unfolds it when the page is hydrated, so this waits for that.
 */
export async function filterSidebar(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Filters' });
  const fold = page.locator('details.site-filters-disclosure');
  await hydrated(page);
  if ((page.viewportSize()?.width ?? 0) >= WIDE_LAYOUT_PX) {
    await expect(fold).toHaveCount(0);
  } else {
    await expect(fold).toBeVisible();
    if (!(await fold.evaluate((element) => (element as HTMLDetailsElement).open))) {
      await fold.locator('summary').click();
    }
  }
  await expect(region).toBeVisible();
  return region;
}
