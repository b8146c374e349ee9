import { expect, hydrated, test } from './test.ts';

/** What the page saw when a new page of results was committed (the test below). */
interface Seen {
  headingTopAtCommit?: number;
  tilesOnScreen?: number;
  tilesSkipped?: number;
}

/** Scroll restoration on back navigation (spec section 4), with the real router and server. */
test.describe('scroll restoration', () => {
  test('back from a result returns to where the list was scrolled', async ({ page }) => {
    await page.goto('/search/event');
    const results = page.getByRole('region', { name: /\d+ results$/ });
    const links = results.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Scrolled once hydrated: the position the site keeps is the one its scroll listener saw.
    await hydrated(page);
    const target = links.nth(40);
    // In the middle of the screen: a click on a link under the sticky header would make Playwright
    // scroll it into view first, moving the page after `before` was read.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const before = await page.evaluate(() => window.scrollY);
    const name = (await target.textContent()) ?? '';

    await target.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(links.first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page chosen at the bottom is first shown at its top, with no frame of its bottom', async ({
    page,
  }) => {
    await page.goto('/search/event');
    const results = page.getByRole('region', { name: /\d+ results$/ });
    const links = results.locator('a.conf-ResultTile-link');
    await expect(links.first()).toBeVisible();
    const pager = results.getByRole('navigation', { name: 'Pages of results' });
    await pager.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Where the results' heading is when the new tiles are committed: a mutation observer's
    // callback runs right after React's commit and its layout effects, before the browser's
    // next frame, so it sees what that frame would paint.
    await results.evaluate((region) => {
      const heading = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
      const firstHref = region.querySelector('a.conf-ResultTile-link')?.getAttribute('href');
      const seen = window as unknown as Seen;
      const observer = new MutationObserver(() => {
        const href = region.querySelector('a.conf-ResultTile-link')?.getAttribute('href');
        if (href === firstHref || !heading) return;
        seen.headingTopAtCommit = heading.getBoundingClientRect().top;
        // The tiles on screen are laid out for that frame, not skipped as they were off screen
        // (content-visibility: auto) until the browser's next look at what is near the screen.
        const onScreen = [...region.querySelectorAll('.conf-ResultGroups-item')].filter((item) => {
          const { top, bottom } = item.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight;
        });
        seen.tilesOnScreen = onScreen.length;
        seen.tilesSkipped = onScreen.filter(
          (item) => !item.querySelector('article')?.checkVisibility({ contentVisibilityAuto: true }),
        ).length;
        observer.disconnect();
      });
      observer.observe(region, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const {
      headingTopAtCommit: top,
      tilesOnScreen,
      tilesSkipped,
    } = await page.evaluate(() => {
      const { headingTopAtCommit, tilesOnScreen, tilesSkipped } = window as unknown as Seen;
      return { headingTopAtCommit, tilesOnScreen, tilesSkipped };
    });
    // At the top of the screen, under the sticky header (not thousands of pixels above it).
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(page.viewportSize()?.height ?? 0);
    expect(tilesOnScreen).toBeGreaterThan(0);
    expect(tilesSkipped).toBe(0);
    await expect(results.getByRole('heading', { level: 2 })).toBeFocused();
  });

  test('a reload of the tab keeps the position too (sessionStorage)', async ({ page }) => {
    await page.goto('/search/event');
    const results = page.getByRole('region', { name: /\d+ results$/ });
    await expect(results.getByRole('link').first()).toBeVisible();
    // The site's memory is what is tested: scrolled before the page's scripts ran, the reload would
    // be the browser's own restoration (the site sets it to manual when it hydrates), which puts the
    // anchor it kept where it was, in a page whose tiles are not laid out yet (59 px off in CI).
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    // Where the wheel's scrolling ends: the position no longer moves over two frames.
    let before = 0;
    await expect
      .poll(async () => {
        before = await page.evaluate(async () => {
          const y = window.scrollY;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return window.scrollY === y ? y : -1;
        });
        return before;
      })
      .toBeGreaterThan(1000);
    await page.reload();
    await expect(results.getByRole('link').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    const kept = await page.evaluate(() => sessionStorage.getItem('conf-scroll-positions'));
    expect(JSON.parse(kept ?? '[]')).toContainEqual(['default /search/event', before]);
  });
});
