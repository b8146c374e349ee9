import { watchProblems } from './console.ts';
import { filterSidebar } from './sidebar.ts';
import {
  highlightedSuggestion as highlighted,
  pressSteadyRow,
  suggestionRows as rows,
  suggestionAnswer,
  switchSuggestionCategory,
} from './suggestionList.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The landing search box with suggestions, driven with the keyboard against the real server:
 * typing, Up and Down, Left and Right to switch category (which re-runs the search), Enter to open
 * the highlighted row's page, Escape to close. A phone has no arrow keys: the keyboard tests run in
 * the desktop project only; the mobile project checks the touch path.
 */

const TERM = 'teach';

/** The detail pages suggestions lead to (spec section 2). */
const DETAIL_PAGE =
  /\/(events|contributors|artists|films|venues|brands|exhibitors|music_fest_presenters)\/[^/]+$/;

function box(page: Page) {
  return page.getByRole('combobox', { name: 'Search the schedule' });
}

async function typeTerm(page: Page) {
  await page.goto('/');
  await box(page).click();
  const answer = suggestionAnswer(page);
  await page.keyboard.type(TERM, { delay: 30 });
  expect((await answer).status()).toBe(200);
  await expect(rows(page).last()).toHaveText(`Search everything for ${TERM}`);
  await expect(rows(page).first()).not.toHaveText(/Loading/);
}

test.describe('landing search box with suggestions', () => {
  test.describe('with the keyboard', () => {
    test.skip(({ isMobile }) => isMobile, 'arrow keys and Escape are desktop keyboard interactions');

    test('Down and Up move the highlight; Enter opens the highlighted row', async ({ page }) => {
      const problems = watchProblems(page);
      await typeTerm(page);
      expect(await rows(page).count()).toBeGreaterThan(1);
      await page.keyboard.press('ArrowDown');
      await expect(highlighted(page)).toHaveCount(1);
      const first = (await highlighted(page).textContent()) ?? '';
      await page.keyboard.press('ArrowDown');
      const second = (await highlighted(page).textContent()) ?? '';
      expect(second).not.toBe(first);
      await page.keyboard.press('ArrowUp');
      await expect(highlighted(page)).toHaveText(first);

      const name = await highlighted(page).locator('.conf-SuggestionSearch-name').textContent();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(DETAIL_PAGE);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).not.toHaveText('EDU Summit 2026');
      expect(name?.startsWith((await heading.textContent()) ?? '\u0000')).toBe(true);
      expect(problems).toEqual([]);
    });

    test('Right and Left switch the category and search it again', async ({ page }) => {
      await typeTerm(page);
      const categories = page.getByRole('group', { name: 'Suggestion category' });
      await expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');

      // The term row follows the category at once; the answer's rows replace Loading… when rendered.
      await switchSuggestionCategory(page, 'ArrowRight', 'Events', TERM);
      const eventRows = rows(page).filter({ hasNotText: /^Search (all|everything) / });
      for (const text of await eventRows.allTextContents()) expect(text).toMatch(/^Event/);

      await switchSuggestionCategory(page, 'ArrowRight', 'Contributors', TERM);
      const contributorRows = rows(page).filter({ hasNotText: /^Search (all|everything) / });
      for (const text of await contributorRows.allTextContents())
        expect(text).toMatch(/^(Artist|Film|Person)/);

      await page.keyboard.press('ArrowLeft');
      await expect(categories.getByRole('button', { name: 'Events' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(rows(page).last()).toHaveText(`Search all events for ${TERM}`);
      await expect(highlighted(page)).toHaveCount(1);

      // The term row of a category goes to that category's search.
      const count = await rows(page).count();
      for (let i = 0; i < count; i++) await page.keyboard.press('ArrowDown');
      await expect(highlighted(page)).toHaveText(`Search all events for ${TERM}`);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search/events\\?q=${TERM}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await expect((await filterSidebar(page)).getByRole('searchbox')).toHaveValue(TERM);
    });

    test('Escape closes the list and keeps the text', async ({ page }) => {
      await typeTerm(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(box(page)).toHaveValue(TERM);
      await expect(box(page)).toBeFocused();
    });

    test('Enter without a highlighted row searches everything for the term', async ({ page }) => {
      await typeTerm(page);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search/?\\?q=${TERM}$`));
      await expect(page.getByRole('heading', { level: 2, name: /\d+ results?$/ })).toBeVisible();
    });
  });

  test('a tap on a suggestion opens its page', async ({ page }) => {
    await typeTerm(page);
    const row = rows(page).first();
    const name = (await row.locator('.conf-SuggestionSearch-name').textContent()) ?? '';
    await pressSteadyRow(row);
    await expect(page).toHaveURL(DETAIL_PAGE);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('EDU Summit 2026');
    expect(name.startsWith((await heading.textContent()) ?? '\u0000')).toBe(true);
  });

  test('a short text asks for nothing and the search button still searches', async ({ page }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/search/suggestions')) asked += 1;
    });
    // The page's clock is fake: the debounce a one-letter text would wait out passes at once.
    await page.clock.install();
    await page.goto('/');
    await box(page).fill('t');
    await page.clock.runFor(2_000);
    // "No request" has no event of its own: the longer text's request must come after any for 't'.
    const answer = suggestionAnswer(page);
    await box(page).fill('robots');
    await page.clock.runFor(2_000);
    expect((await answer).status()).toBe(200);
    expect(asked).toBe(1);
    await expect(rows(page).last()).toHaveText('Search everything for robots');
    await page.keyboard.press('Escape');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/?\?q=robots$/);
  });
});
