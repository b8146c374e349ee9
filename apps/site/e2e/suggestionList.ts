import type { Page } from '@playwright/test';

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
