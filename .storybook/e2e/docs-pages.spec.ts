import { expect, test } from '@playwright/test';
import { steadiness, watchPage } from '../../scripts/docs-steadiness.ts';
import { storybookEntries } from './storybookIndex.ts';

/**
 * Every docs page of the built Storybook stays where the reader put it: for 3 s after it renders
 * (long enough for its stories' frames to load and their play functions to run) the page does not
 * scroll and nothing takes focus (decision 0023, "Stories as named").
 */
const docsPages = storybookEntries().filter((entry) => entry.type === 'docs');

test('the built Storybook has docs pages, SuggestionSearch and NavMenu among them', () => {
  const titles = docsPages.map((entry) => entry.title);
  expect(titles).toEqual(expect.arrayContaining(['Search/SuggestionSearch', 'Navigation/NavMenu']));
});

for (const docs of docsPages) {
  test(`${docs.title}: the docs page neither scrolls nor moves focus`, async ({ page }) => {
    await page.goto(`/iframe.html?viewMode=docs&id=${docs.id}`);
    await expect(page.locator('.sbdocs-content').first()).toBeVisible();
    const watched = steadiness(await page.evaluate(watchPage, { durationMs: 3000, intervalMs: 50 }));
    expect(watched).toEqual({ maxScroll: 0, focused: [] });
  });
}
