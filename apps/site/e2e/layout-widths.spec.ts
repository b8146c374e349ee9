import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fullName, newPerson, signUp, type TestPerson } from './accounts.ts';
import { type LayoutCheck, layoutProblems } from './layoutChecks.ts';
import { expect, type Locator, type Page, type TestInfo, test } from './test.ts';

/**
 * Tiles and the header at every width from a small phone to a large desktop (issue 12): no title,
 * name or label is broken inside a word, nothing is wider than the window or than its tile, and the
 * header is one row (brand, Menu, account; the quick links only from 1024px). A full-page screenshot
 * of each page at each width is attached to the report.
 */

/** Phones, tablets portrait and landscape, laptops and desktops. */
const WIDTHS = [320, 360, 375, 390, 412, 700, 768, 820, 880, 1080, 1180, 1280, 1366, 1440, 1536, 1920, 2560];

/** From this width the header shows the quick links ("Main" navigation) beside the Menu. */
const QUICK_LINKS_FROM = 1024;

/** The tiles' and header's words and boxes; descriptions (which may hold URLs) are left out. */
const CHECK: LayoutCheck = {
  words: [
    '.conf-ResultTile :is(.conf-ResultTile-tags, .conf-ResultTile-title, .conf-ResultTile-fact, .conf-ResultTile-actions)',
    '.site-venue-card',
    '.site-header',
  ].join(', '),
  boxes: '.conf-ResultTile, .site-venue-card, .site-header',
};

/** The pages with tiles or cards: every tile type (events, contributors, attendees, venues, favorites). */
const PAGES = [
  { name: 'event search results', path: '/2026/search/event', tile: '.conf-ResultTile' },
  { name: 'speakers', path: '/2026/speakers', tile: '.conf-ResultTile' },
  { name: 'attendee directory', path: '/attendees', tile: '.conf-ResultTile' },
  { name: 'venues', path: '/venues', tile: '.site-venue-card' },
  { name: 'my favorites', path: '/2026/favorites/event', tile: '.conf-ResultTile', favorites: 2 },
];

/** Favorites the first `count` events of the schedule, so that My Favorites has tiles. */
async function favoriteEvents(page: Page, count: number): Promise<void> {
  await page.goto('/search/event');
  for (let index = 0; index < count; index += 1) {
    const button = page.getByRole('button', { name: /^Favorite / }).first();
    // The button's name is "Favorite {item name}"; once pressed, "Favorited {item name}".
    const name = ((await button.textContent()) ?? '').replace(/^Favorite\s*/, '').trim();
    await button.click();
    await expect(page.getByRole('button', { name: `Favorited ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
}

/** The header's parts that must share one row, by role and name. */
function headerParts(page: Page, person: TestPerson) {
  const banner = page.getByRole('banner');
  return {
    brand: banner.getByRole('link', { name: 'EDU Summit 2026' }),
    menu: banner.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Menu' }),
    account: banner.getByRole('button', { name: fullName(person) }),
    quickLinks: banner.getByRole('navigation', { name: 'Main' }),
  };
}

/** Whether the boxes of all `parts` overlap vertically: they are on one row. */
async function onOneRow(parts: Locator[]): Promise<boolean> {
  const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
  if (boxes.some((box) => box === null)) return false;
  const top = Math.max(...boxes.map((box) => box?.y ?? 0));
  const bottom = Math.min(...boxes.map((box) => (box?.y ?? 0) + (box?.height ?? 0)));
  return top < bottom;
}

/** Attaches a full-page screenshot to the test: kept with its artifacts (in `attachments/`). */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Written outside the output folder, because attaching a file copies it there.
  const file = path.join(tmpdir(), `layout-${randomUUID()}.jpeg`);
  // JPEG keeps the long pages of a narrow phone small enough to keep for every width.
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
  try {
    await testInfo.attach(name.replaceAll(' ', '-'), { path: file, contentType: 'image/jpeg' });
  } finally {
    await rm(file, { force: true });
  }
}

test.describe('layout at every width', () => {
  for (const screen of PAGES) {
    test(`${screen.name}: no word broken inside itself, no sideways overflow, a one-row header`, async ({
      page,
    }, testInfo) => {
      // The test sets the window widths itself: the mobile project would repeat the same run.
      test.skip(testInfo.project.name !== 'chromium', 'walks the widths itself');
      // Seventeen full-page screenshots of pages of 60 tiles: about 1.5 s each on an idle machine,
      // several times that on a loaded one.
      test.setTimeout(360_000);
      const person = newPerson('Maximiliana');
      await signUp(page, person);
      if (screen.favorites) await favoriteEvents(page, screen.favorites);
      await page.goto(screen.path);
      await expect(page.locator(screen.tile).first()).toBeVisible();
      const header = headerParts(page, person);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await layoutProblems(page, CHECK);
        expect(problems.checked, `${width}px: elements checked`).toBeGreaterThan(1);
        expect.soft(problems.brokenWords, `${width}px: words broken inside themselves`).toEqual([]);
        expect.soft(problems.overflows, `${width}px: content wider than its box`).toEqual([]);

        await expect.soft(header.menu, `${width}px: the Menu`).toBeVisible();
        await expect.soft(header.account, `${width}px: the account button`).toBeVisible();
        const wide = width >= QUICK_LINKS_FROM;
        if (wide) await expect.soft(header.quickLinks, `${width}px: the quick links`).toBeVisible();
        else await expect.soft(header.quickLinks, `${width}px: the quick links, in the Menu`).toBeHidden();
        const row = [header.brand, ...(wide ? [header.quickLinks] : []), header.menu, header.account];
        expect.soft(await onOneRow(row), `${width}px: one header row`).toBe(true);
        await attachScreenshot(page, testInfo, `${screen.name} ${width}px`);
      }
    });
  }

  test('on a phone the header is reached by keyboard: brand, Menu, account; the Menu holds the quick links', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'chromium', 'sets a phone width itself');
    const person = newPerson('Maximiliana');
    await signUp(page, person);
    await page.setViewportSize({ width: 360, height: 800 });
    const header = headerParts(page, person);
    await header.brand.focus();
    await page.keyboard.press('Tab');
    await expect(header.menu).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.account).toBeFocused();

    await header.menu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Primary' });
    await menu.getByRole('button', { name: 'Schedule' }).press('Enter');
    await expect(menu.getByRole('link', { name: 'Full Schedule' })).toBeVisible();
    await menu.getByRole('button', { name: 'People' }).press('Enter');
    await expect(menu.getByRole('link', { name: 'Speakers' })).toBeVisible();
    await menu.getByRole('button', { name: 'My Conference' }).press('Enter');
    await expect(menu.getByRole('link', { name: 'My Favorites' })).toBeVisible();
  });
});
