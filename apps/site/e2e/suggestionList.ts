import { expect, type Locator, type Page } from '@playwright/test';

/** The rows of the open suggestion list of @conf/ui's SuggestionSearch. */
export function suggestionRows(page: Page) {
  return page.getByRole('listbox').getByRole('option');
}

/** The row the keyboard has highlighted (react-aria marks it `data-focused`). */
export function highlightedSuggestion(page: Page) {
  return page.getByRole('listbox').locator('[role="option"][data-focused]');
}

/**
 * The next answer of POST /search/suggestions, on whichever origin the product is. (Its request body
 * is not visible to the test: the client sends a copy of the request, whose body Chromium streams;
 * the unit tests check the body.)
 */
export function suggestionAnswer(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/search/suggestions') && response.request().method() === 'POST',
  );
}

/**
 * Presses a row once it is what its centre shows: the rows change when an answer replaces
 * "Loading…", a tap in between can land on something else, and a retry's scroll moves the page
 * under the finger.
 */
export async function pressSteadyRow(row: Locator): Promise<void> {
  await expect
    .poll(() =>
      row.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    )
    .toBe(true);
  await row.click();
}

/** The words of the term row of each category, as SuggestionSearch says them. */
const TERM_ROW_SCOPE = { Events: 'all events', Contributors: 'all contributors' } as const;

/**
 * Presses Left or Right in an open suggestion list and waits until the category `name` is the
 * chosen one and its answer is shown: the category button pressed, the term row naming the category
 * and `term`, the first row no longer Loading…
 */
export async function switchSuggestionCategory(
  page: Page,
  key: 'ArrowLeft' | 'ArrowRight',
  name: keyof typeof TERM_ROW_SCOPE,
  term: string,
): Promise<void> {
  const answer = suggestionAnswer(page);
  await page.keyboard.press(key);
  expect((await answer).status()).toBe(200);
  const categories = page.getByRole('group', { name: 'Suggestion category' });
  await expect(categories.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await expect(suggestionRows(page).last()).toHaveText(`Search ${TERM_ROW_SCOPE[name]} for ${term}`);
  await expect(suggestionRows(page).first()).not.toHaveText(/Loading/);
}
