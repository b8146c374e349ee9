import { watchProblems } from './console.ts';
import { filterSidebar } from './sidebar.ts';
import { type APIRequestContext, expect, hydrated, type Page, test } from './test.ts';

/**
 * The search page against the real server and its demo catalogue: the filter sidebar (buttons,
 * paged facet sections, Clear All), the address holding the state (back restores it), pages of
 * results, and the three groupings. Expected counts come from the API itself.
 */

interface Filter {
  field: string;
  value: string | number | boolean;
}

interface SearchAnswer {
  id: string;
  total: number;
  hits: { _id: string; type: string; _source: { name: string; featured?: boolean } }[];
  aggregations: { name: string; buckets: { key: string | number | boolean; doc_count: number }[] }[];
}

async function apiSearch(request: APIRequestContext, body: Record<string, unknown>): Promise<SearchAnswer> {
  const response = await request.post('/search', { data: body });
  expect(response.status(), `POST /search ${JSON.stringify(body)}`).toBe(200);
  return (await response.json()) as SearchAnswer;
}

function countText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
}

/** Whether the page fits the width of the screen (nothing to scroll sideways). */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

function filtersOf(page: Page): Filter[] {
  const param = new URL(page.url()).searchParams.get('filters');
  return param ? (JSON.parse(param) as Filter[]) : [];
}

test.describe('search page', () => {
  test('filters with the sidebar: the count and the address follow, and back restores', async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    const all = await apiSearch(request, { models: ['event'], grouping: 'date' });
    const screenings = await apiSearch(request, {
      models: ['event'],
      grouping: 'date',
      filters: [{ field: 'event_type', value: 'screening' }],
    });
    expect(screenings.total).toBeLessThan(all.total);

    await page.goto('/search/event');
    const sidebar = await filterSidebar(page);
    await expect(sidebar.getByRole('status')).toHaveText(countText(all.total));
    await expect(page.getByRole('heading', { level: 2, name: countText(all.total) })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Screening' }).click();
    await expect(sidebar.getByRole('status')).toHaveText(countText(screenings.total));
    await expect(sidebar.getByRole('button', { name: 'Screening' })).toHaveAttribute('aria-pressed', 'true');
    expect(filtersOf(page)).toEqual([{ field: 'event_type', value: 'screening' }]);

    await page.goBack();
    await expect(sidebar.getByRole('status')).toHaveText(countText(all.total));
    await expect(sidebar.getByRole('button', { name: 'Screening' })).toHaveAttribute('aria-pressed', 'false');
    expect(new URL(page.url()).search).toBe('');

    await page.goForward();
    await expect(sidebar.getByRole('status')).toHaveText(countText(screenings.total));
    expect(problems).toEqual([]);
  });

  test('a clicked filter stays chosen while its search loads on a slow network, and the counts follow the results', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/search/event');
    const sidebar = await filterSidebar(page);
    const option = sidebar.getByRole('checkbox').nth(1);
    await expect(option).not.toBeChecked();
    const before = await sidebar.getByRole('status').textContent();
    // A venue's wifi: the answer takes a second and a half.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/search', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await option.locator('xpath=ancestor::label[1]').click();
    await expect(page.locator('.site-results')).toHaveAttribute('aria-busy', 'true');
    // Chosen at once and all the while (it used to go back to unchecked until the answer came).
    for (let check = 0; check < 3; check++) {
      await expect(option).toBeChecked();
      await page.waitForTimeout(250);
    }
    await expect(sidebar.getByRole('status')).toHaveText(before ?? '');
    // A wait this long dims the results (a quick answer replaces them without a fade first).
    await expect(page.locator('.site-results')).toHaveCSS('opacity', '0.6');
    release();
    await expect(page.locator('.site-results')).not.toHaveAttribute('aria-busy', 'true');
    await expect(option).toBeChecked();
    await expect(sidebar.getByRole('status')).not.toHaveText(before ?? '');
    const heading = await page.locator('.site-results-count').textContent();
    await expect(sidebar.getByRole('status')).toHaveText(heading ?? '');
    expect(problems).toEqual([]);
  });

  test('on a phone, Show results folds the filters away and goes to the results', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, 'the filters fold on narrow screens only');
    await page.goto('/search/event');
    const sidebar = await filterSidebar(page);
    const status = sidebar.getByRole('status');
    const unfiltered = (await status.textContent()) ?? '';
    await sidebar.getByRole('button', { name: 'Screening' }).click();
    await expect(sidebar.getByRole('button', { name: 'Screening' })).toHaveAttribute('aria-pressed', 'true');
    const fold = page.locator('details.site-filters-disclosure');
    await expect(fold.locator('summary')).toHaveText(/Search and filters\s*· 1 selected/);
    // The filter is chosen at once; its count follows with its results.
    await expect(status).not.toHaveText(unfiltered);
    const count = (await status.textContent()) ?? '';
    await fold.getByRole('button', { name: `Show ${count}` }).click();
    await expect(fold).not.toHaveAttribute('open');
    await expect(page.getByRole('heading', { level: 2, name: count })).toBeFocused();
  });

  test('pages a long facet section and filters on an option of its second page', async ({
    page,
    request,
  }) => {
    const all = await apiSearch(request, { models: ['event'], grouping: 'date' });
    const tags = all.aggregations.find((aggregation) => aggregation.name === 'tags');
    test.skip(!tags || tags.buckets.length <= 15, 'the demo catalogue has 15 tags or fewer');
    await page.goto('/search/event');
    const sidebar = await filterSidebar(page);
    await sidebar.getByRole('button', { name: 'Tags' }).click();
    const options = sidebar.getByRole('group', { name: 'Tags options', exact: true });
    await expect(options.getByRole('checkbox')).toHaveCount(15);
    const pages = sidebar.getByRole('group', { name: 'Tags options pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const option = options.getByRole('checkbox').first();
    const label = (await option.locator('xpath=ancestor::label').textContent())?.trim() ?? '';
    await option.click({ force: true });
    await expect(option).toBeChecked();
    await expect.poll(() => filtersOf(page).map((filter) => filter.field)).toEqual(['tags']);
    const [filter] = filtersOf(page);
    const tagged = await apiSearch(request, { models: ['event'], grouping: 'date', filters: [filter] });
    await expect(sidebar.getByRole('status')).toHaveText(countText(tagged.total));
    expect(label).not.toBe('');

    await sidebar.getByRole('button', { name: 'Clear All' }).click();
    await expect(sidebar.getByRole('status')).toHaveText(countText(all.total));
    expect(filtersOf(page)).toEqual([]);
  });

  test('searches a term typed in the sidebar, keeping the filters', async ({ page, request }) => {
    const [first] = (await apiSearch(request, { models: ['event'], grouping: 'date' })).hits;
    if (!first) throw new Error('no events in the demo catalogue');
    const word = first._source.name.split(/\s+/).find((part) => part.length >= 5) ?? first._source.name;
    const found = await apiSearch(request, { models: ['event'], term: word, grouping: 'date' });
    await page.goto('/search/event');
    const sidebar = await filterSidebar(page);
    const box = sidebar.getByRole('searchbox', { name: 'Search' });
    await box.fill(word);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    await expect(sidebar.getByRole('status')).toHaveText(countText(found.total));
    await expect(page.getByRole('link', { name: first._source.name, exact: true }).first()).toBeVisible();
  });

  test('pages through results 60 at a time; back returns to the first page', async ({ page, request }) => {
    const all = await apiSearch(request, { models: ['event'], grouping: 'date' });
    const second = await apiSearch(request, { models: ['event'], grouping: 'date', page: 2 });
    expect(all.total).toBeGreaterThan(60);
    await page.goto('/search/event');
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\/event\?page=2$/);
    const firstOfPage2 = second.hits[0]?._source.name ?? '';
    await expect(page.getByRole('link', { name: firstOfPage2, exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Showing 61–${60 + second.hits.length} of ${all.total}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: countText(all.total) })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/event$/);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('groups by type, alphabetically with Featured first, and by date', async ({ page, request }) => {
    const term = 'learning';
    const byType = await apiSearch(request, { term, grouping: 'models' });
    expect(byType.total).toBeGreaterThan(0);
    await page.goto(`/search?q=${term}`);
    const results = page.getByRole('region', { name: countText(byType.total) });
    const headings = results.getByRole('heading', { level: 3 });
    await expect(headings.first()).toBeVisible();
    const typeOrder = ['Events', 'Films', 'Brands', 'Presenters', 'Contributors', 'Venues'];
    const shownTypes = await headings.allTextContents();
    expect(shownTypes.length).toBeGreaterThan(0);
    expect(shownTypes).toEqual(typeOrder.filter((group) => shownTypes.includes(group)));

    const control = page.getByRole('navigation', { name: 'Group results' });
    await control.getByRole('link', { name: 'A–Z' }).click();
    await expect(page).toHaveURL(/group=alphabetical/);
    await expect(control.getByRole('link', { name: 'A–Z' })).toHaveAttribute('aria-current', 'true');
    const alphabetical = await apiSearch(request, { term, grouping: 'alphabetical' });
    const letters = await results.getByRole('heading', { level: 3 }).allTextContents();
    if (alphabetical.hits.some((hit) => hit._source.featured)) expect(letters[0]).toBe('Featured');
    const rest = letters.filter((heading) => heading !== 'Featured');
    expect(rest.every((heading) => /^([A-Z]|#)$/.test(heading))).toBe(true);
    expect(rest).toEqual([...rest].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))));

    await control.getByRole('link', { name: 'By date' }).click();
    await expect(page).toHaveURL(/group=date/);
    await expect(
      results.getByRole('heading', { level: 3, name: /^Mar \d{1,2}, 2026$/ }).first(),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/group=alphabetical/);
    await expect(control.getByRole('link', { name: 'A–Z' })).toHaveAttribute('aria-current', 'true');
  });

  test('a result opens its page and counts as a conversion of the search', async ({ page, request }) => {
    const answer = await apiSearch(request, { models: ['event'], grouping: 'date' });
    const [hit] = answer.hits;
    if (!hit) throw new Error('no events in the demo catalogue');
    await page.goto('/search/event');
    // The server answers 204 only for a valid conversion of a search it ran (its id, a model, an id).
    const conversion = page.waitForResponse(
      (response) => response.url().endsWith('/search/conversions') && response.request().method() === 'POST',
    );
    await page.getByRole('link', { name: hit._source.name, exact: true }).first().click();
    expect((await conversion).status()).toBe(204);
    await expect(page).toHaveURL(new RegExp(`/events/${hit._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: hit._source.name })).toBeVisible();
  });

  test('category tabs switch what is searched and keep the term', async ({ page, request }) => {
    const contributors = await apiSearch(request, {
      term: 'learning',
      models: ['artist', 'film', 'person'],
      grouping: 'models',
    });
    await page.goto('/search?q=learning');
    const tabs = page.getByRole('tablist', { name: 'Search in' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(await fitsWidth(page)).toBe(true);
    await tabs.getByRole('tab', { name: 'Contributors' }).click();
    await expect(page).toHaveURL(/\/search\/contributors\?q=learning$/);
    await expect(tabs.getByRole('tab', { name: 'Contributors' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: countText(contributors.total) })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    const attendees = tabs.getByRole('tab', { name: 'Attendees' });
    // On a phone the last tab is off-screen: once in view (and focused, which scrolls the tab list
    // into place), a press follows it.
    await attendees.focus();
    await attendees.click();
    await expect(page).toHaveURL(/\/attendees\?q=learning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeVisible();
  });

  test('without anything to search for, shows the prompt; /search/test says Hello', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText(/^Search for sessions, speakers, films, brands and venues/)).toBeVisible();
    await page.goto('/2026/search/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
  });

  test("the server's tiles hydrate in place, each on its own, and a press on one not hydrated yet is not lost", async ({
    page,
  }) => {
    // Each tile is a boundary hydrated after the page (ondemand/HydrateLater.tsx): near the screen,
    // when idle, or at once for a press. React would render one anew if it could not hydrate it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const tiles = [...document.querySelectorAll('.conf-ResultGroups-item article')];
        (window as unknown as { serverTiles?: Element[] }).serverTiles = tiles;
      });
    });
    await page.goto('/2026/search/event');
    const tiles = page.locator('[data-hydrate-later]');
    await expect(tiles).toHaveCount(60);
    // The last tile, far below the fold: pressed as soon as the page itself is hydrated.
    await hydrated(page);
    const last = tiles.last();
    await last.getByRole('button', { name: /^Favorite/ }).click();
    await expect(page.getByRole('dialog', { name: 'Start favoriting events' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay logged out' }).click();
    await expect(page.locator('[data-hydrate-later][data-hydrate-live]')).toHaveCount(60);
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { serverTiles?: Element[] }).serverTiles ?? [];
      return { server: server.length, connected: server.filter((tile) => tile.isConnected).length };
    });
    expect(kept).toEqual({ server: 60, connected: 60 });
  });

  test('another page right after the page hydrates shows its records in the same tiles, hydrated or not yet', async ({
    page,
    request,
  }) => {
    // The tiles are kept by place for a new list (ResultGroups); a server tile not hydrated yet
    // takes the new record at once rather than holding the new page (ondemand/HydrateLater.tsx).
    const second = await apiSearch(request, { models: ['event'], grouping: 'date', page: 2 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/2026/search/event');
    await hydrated(page);
    const firstItem = page.locator('.conf-ResultGroups-item').first();
    await expect(firstItem.locator('[data-hydrate-live]')).toHaveCount(1);
    await page.evaluate(() => {
      (window as unknown as { firstTile?: Element | null }).firstTile = document.querySelector(
        '.conf-ResultGroups-item article',
      );
    });
    await page.getByRole('link', { name: 'Page 2', exact: true }).first().click();
    const links = page.locator('.conf-ResultGroups-item article a.conf-ResultTile-link');
    await expect
      .poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href')?.split('/').pop())))
      .toEqual(second.hits.map((hit) => hit._id));
    const reused = await page.evaluate(
      () =>
        document.querySelector('.conf-ResultGroups-item article') ===
        (window as unknown as { firstTile?: Element | null }).firstTile,
    );
    expect(reused).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toBeFocused();
    expect(errors).toEqual([]);
  });
});
