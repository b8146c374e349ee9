import type { Locator, Page } from '@playwright/test';
import { filterSidebar } from './sidebar.ts';
import { expect, hydrated, test } from './test.ts';

/** What the page saw while its list settled (decision 0032), from each commit and frame. */
interface Settling {
  /** The most tiles busy at once (their details still the record before). */
  busy: number;
  /** The most busy tiles on the screen at once. */
  busyOnScreen: number;
}

/** Starts recording, after each change to the tiles and each frame, the busy tiles and those on screen. */
async function watchSettling(results: Locator): Promise<void> {
  await results.evaluate((region) => {
    const seen: Settling = { busy: 0, busyOnScreen: 0 };
    (window as unknown as { settling: Settling }).settling = seen;
    const look = () => {
      const busy = [...region.querySelectorAll('article[aria-busy="true"]')];
      const onScreen = busy.filter((tile) => {
        const { top, bottom } = tile.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      });
      seen.busy = Math.max(seen.busy, busy.length);
      seen.busyOnScreen = Math.max(seen.busyOnScreen, onScreen.length);
    };
    new MutationObserver(look).observe(region, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'href'],
    });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

async function settling(page: Page): Promise<Settling> {
  return page.evaluate(() => (window as unknown as { settling: Settling }).settling);
}

/** Each tile's actions are its own record's: the Favorite button's item is the record the title links to. */
async function expectEveryTileItsOwn(results: Locator): Promise<void> {
  await expect(results.locator('article[aria-busy="true"]')).toHaveCount(0);
  const pairs = await results.locator('article.conf-ResultTile').evaluateAll((tiles) =>
    tiles.map((tile) => ({
      linked: tile.querySelector('a.conf-ResultTile-link')?.getAttribute('href')?.split('/').pop(),
      favorite: tile.querySelector('[data-item-id]')?.getAttribute('data-item-id'),
    })),
  );
  expect(pairs.length).toBeGreaterThanOrEqual(24);
  for (const { linked, favorite } of pairs) expect(favorite).toBe(linked);
}

test.describe('a long list settling in two steps', () => {
  test('another page and a filter show every tile on screen in full at once, the others right after', async ({
    page,
  }) => {
    await page.goto('/search/event');
    const results = page.getByRole('region', { name: /\d+ results$/ });
    const links = results.locator('a.conf-ResultTile-link');
    await expect(links).toHaveCount(60);
    const sidebar = await filterSidebar(page);
    await hydrated(page);
    await watchSettling(results);

    // Page 2, pressed at the bottom: the new page is shown at its top, in full there.
    const pager = results.getByRole('navigation', { name: 'Pages of results' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links).toHaveCount(60);
    await expectEveryTileItsOwn(results);
    const afterPage = await settling(page);
    expect(afterPage.busy, 'the tiles away from the screen waited a moment').toBeGreaterThan(0);
    expect(afterPage.busyOnScreen).toBe(0);

    // A filter that still leaves a full page of results (back on its first page).
    const firstBefore = await links.first().getAttribute('href');
    // Its label, as a visitor clicks it (the box itself is drawn by the label's styles).
    await sidebar.getByRole('checkbox').nth(1).locator('xpath=ancestor::label[1]').click();
    await expect(links.first()).not.toHaveAttribute('href', firstBefore ?? '');
    await expect(links).toHaveCount(60);
    await expectEveryTileItsOwn(results);
    expect((await settling(page)).busyOnScreen).toBe(0);
  });
});
