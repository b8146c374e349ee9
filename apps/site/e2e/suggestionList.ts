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
