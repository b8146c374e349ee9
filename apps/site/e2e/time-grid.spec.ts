import { newPerson, signUp } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchProblems } from './console.ts';
import { demoPublishedEvents } from './demoCatalog.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * The time grid (issue 16 item 2): a day of the demo programme as rooms × times, driven with the
 * keyboard as an ARIA grid (one tab stop, arrows, Home/End, Ctrl+Home), checked with axe, scrolled
 * sideways on a phone under its sticky times, with the now line on the day by the browser's clock,
 * and My Favorites as a grid.
 */

const DAY = '2026-03-10';

/** Two published events of the day with names of their own, the first the day's earliest. */
function dayEvents() {
  const events = demoPublishedEvents()
    .filter((event) => event.date === DAY && event.venue_id && !event.canceled)
    .sort((a, b) => String(a.start_time).localeCompare(String(b.start_time)));
  const unique = events.filter((event) => events.filter((other) => other.name === event.name).length === 1);
  const [first, second] = unique;
  if (!first || !second) throw new Error(`The demo has no two events of their own on ${DAY}`);
  return { first, second };
}

const { first: FIRST, second: SECOND } = dayEvents();

/** Where the focus is in the grid: its row's and its cell's indexes (1-based, headers counted). */
async function focusedPosition(page: Page): Promise<{ row: string | null; col: string | null }> {
  return page.evaluate(() => {
    const cell = document.activeElement?.closest('[role="gridcell"]');
    return {
      row: cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null,
      col: cell?.getAttribute('aria-colindex') ?? null,
    };
  });
}

function grid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Schedule of Mar 10, 2026' });
}

test.describe('time grid', () => {
  test('a day of the programme as rooms × times, driven with the keyboard', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`/grid?day=${DAY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Time grid' })).toBeVisible();
    const table = grid(page);
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(4);
    await expect(
      page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: 'Mar 10, 2026' }),
    ).toHaveAttribute('aria-current', 'page');

    // One tab stop: the day's first event.
    await expect(table.locator('[tabindex="0"]')).toHaveCount(1);
    await table.locator('[tabindex="0"]').focus();
    const start = await focusedPosition(page);
    expect(start.row).toBe('2');
    await page.keyboard.press('ArrowDown');
    const below = await focusedPosition(page);
    expect(Number(below.row)).toBeGreaterThan(2);
    expect(below.col).toBe(start.col);
    await page.keyboard.press('End');
    const end = await focusedPosition(page);
    expect(end.row).toBe(below.row);
    expect(end.col).toBe(await table.getAttribute('aria-colcount'));
    await page.keyboard.press('Home');
    expect((await focusedPosition(page)).col).toBe('2');
    await page.keyboard.press('Control+Home');
    expect(await focusedPosition(page)).toEqual({ row: '2', col: '2' });
    // Still one tab stop, where the keyboard left it.
    await expect(table.locator('[tabindex="0"]')).toHaveCount(1);

    // An event's link opens its page.
    await table.getByRole('link', { name: FIRST.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${FIRST.id}$`));
    expect(problems).toEqual([]);
  });

  test('the now line on the day, by the browser clock', async ({ page }) => {
    const during = new Date(Date.parse(String(FIRST.start_time)) + 10 * 60_000);
    await page.clock.setFixedTime(during);
    await page.goto(`/grid?day=${DAY}`);
    await expect(grid(page).getByRole('rowheader', { name: /\(now \d{1,2}:\d{2}(AM|PM)\)$/ })).toHaveCount(1);
    await expect(page.locator('.conf-TimeGrid-now')).toBeVisible();
    await expect(page.locator('.conf-TimeGrid-now')).toHaveAttribute('aria-hidden', 'true');
    // Another day has none.
    await page.goto('/grid?day=2026-03-11');
    await expect(page.getByRole('grid', { name: 'Schedule of Mar 11, 2026' })).toBeVisible();
    await expect(page.locator('.conf-TimeGrid-now')).toHaveCount(0);
  });

  test('on a phone the rooms scroll sideways under sticky times; the page does not', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone layout');
    await page.goto(`/grid?day=${DAY}`);
    const box = page.locator('.conf-TimeGrid');
    await expect(grid(page)).toBeVisible();
    const sizes = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const time = grid(page).getByRole('rowheader').first();
    const before = await time.boundingBox();
    await box.evaluate((element) => {
      element.scrollLeft = 400;
    });
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const after = await time.boundingBox();
    expect(after?.x).toBe(before?.x);
    // The rooms' header stays at the top of the box while the times scroll up.
    const room = grid(page).getByRole('columnheader').nth(1);
    const top = (await room.boundingBox())?.y;
    await box.evaluate((element) => {
      element.scrollTop = 300;
    });
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect((await room.boundingBox())?.y).toBe(top);
  });

  test.describe('accessibility', () => {
    // The axe check injects its script: the CSP rightly forbids that (e2e/axe.ts).
    test.use({ bypassCSP: true });

    test('the grid page has no axe violations', async ({ page }) => {
      await page.goto(`/grid?day=${DAY}`);
      await expect(grid(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('My Favorites as a grid: the favorites of the day, marked, and no axe violations', async ({
      page,
    }) => {
      await signUp(page, newPerson('Greta'));
      for (const event of [FIRST, SECOND]) {
        await page.goto(`/events/${event.id}`);
        const button = page.getByRole('button', {
          name: new RegExp(`^Favorite ${escapeRegExp(event.name)}$`),
        });
        await button.click();
        await expect(
          page.getByRole('button', { name: new RegExp(`^Favorited? ${escapeRegExp(event.name)}$`) }),
        ).toHaveAttribute('aria-pressed', 'true');
      }
      await page.goto('/2026/favorites/event');
      await page.getByRole('link', { name: 'Time grid of my favorites' }).click();
      await expect(page).toHaveURL(/\/favorites\/grid$/);
      await page.goto(`/favorites/grid?day=${DAY}`);
      const mine = page.getByRole('grid', { name: 'My favorites of Mar 10, 2026' });
      await expect(mine).toBeVisible();
      for (const event of [FIRST, SECOND]) {
        const cell = mine
          .getByRole('gridcell')
          .filter({ has: page.getByRole('link', { name: event.name, exact: true }) });
        await expect(cell).toContainText('In your favorites');
      }
      expect(await mine.getByRole('link').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
