import { newPerson, signUp, submitSignIn } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchProblems } from './console.ts';
import { closePopupWith, type EmbedHost, embedHost } from './embedHost.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import {
  highlightedSuggestion,
  pressSteadyRow,
  suggestionAnswer,
  suggestionRows,
  switchSuggestionCategory,
} from './suggestionList.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The example host (apps/embed-host: a music festival's page built with Vite and React on the
 * packages' public API) on `http://localhost:<port>`, embedding the product on
 * `http://127.0.0.1:<port>` (a server of the spec's own with the host in EMBED_ORIGINS): the search
 * box with suggestions, driven with the keyboard to a page of the product; a Favorite button that
 * signs in through the product's popup and keeps the favorite, which the product's My Favorites
 * then lists; axe on the host with the list open, light and dark; the host keeps its own look. Each
 * on both of its pages: `/` (React and the packages) and `/plain.html` (the product's custom
 * elements, one script tag, no build).
 */

test.describe.configure({ mode: 'serial' });

let host: EmbedHost;
let product: OwnServer | null = null;

/** A term with events and contributors among the demo's suggestions. */
const TERM = 'blues';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await embedHost();
  product = await startOwnServer({ EMBED_ORIGINS: host.origin });
  await host.serve(product.baseURL);
});

test.afterAll(async () => {
  await product?.stop();
  await host?.stop();
});

function productUrl(): string {
  if (!product) throw new Error('The product did not start');
  return product.baseURL;
}

function box(page: Page) {
  return page.getByRole('combobox', { name: 'Search the festival programme' });
}

/** The example host's pages: the same festival page, built two ways. */
const PAGES = [
  { title: 'the React page', path: '/' },
  { title: 'the plain HTML page (custom elements)', path: '/plain.html' },
] as const;

/** Opens the host's page and types the term; resolves once the product's suggestions are shown. */
async function typeTerm(page: Page, path: string) {
  await page.goto(`${host.origin}${path}`);
  await box(page).click();
  const answer = suggestionAnswer(page);
  await page.keyboard.type(TERM, { delay: 30 });
  const response = await answer;
  expect(response.url()).toBe(`${productUrl()}/search/suggestions`);
  expect(response.status()).toBe(200);
  await expect(suggestionRows(page).last()).toHaveText(`Search everything for ${TERM}`);
  await expect(suggestionRows(page).first()).not.toHaveText(/Loading/);
}

for (const hostPage of PAGES) {
  test.describe(hostPage.title, () => {
    test('the search box: suggestions from the product, categories with Left and Right, Enter opens the product page', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'arrow keys are desktop keyboard interactions');
      const problems = watchProblems(page);
      await typeTerm(page, hostPage.path);
      const categories = page.getByRole('group', { name: 'Suggestion category' });
      await expect(categories.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(highlightedSuggestion(page)).toHaveCount(1);

      // One category at a time: Right switches only while a row is highlighted, which the new
      // list's first row is once its answer is shown.
      await switchSuggestionCategory(page, 'ArrowRight', 'Events', TERM);
      await expect(highlightedSuggestion(page)).toHaveCount(1);

      await switchSuggestionCategory(page, 'ArrowRight', 'Contributors', TERM);
      for (const text of await suggestionRows(page)
        .filter({ hasNotText: /^Search (all|everything) / })
        .allTextContents())
        expect(text).toMatch(/^(Artist|Film|Person)/);
      await expect(highlightedSuggestion(page)).toHaveCount(1);

      await page.keyboard.press('ArrowLeft');
      await expect(categories.getByRole('button', { name: 'Events' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(suggestionRows(page).last()).toHaveText(`Search all events for ${TERM}`);
      await expect(suggestionRows(page).first()).not.toHaveText(/Loading|^Search/);
      await expect(highlightedSuggestion(page)).toHaveText(/^Event/);

      // The row is a link to the event's page on the product, not on the host.
      const name =
        (await highlightedSuggestion(page).locator('.conf-SuggestionSearch-name').textContent()) ?? '';
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`^${productUrl()}/events/[^/]+$`));
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '\u0000';
      expect(name.startsWith(heading)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('a tap on a suggestion opens its page on the product', async ({ page }) => {
      await typeTerm(page, hostPage.path);
      const row = suggestionRows(page).first();
      const name = (await row.locator('.conf-SuggestionSearch-name').textContent()) ?? '';
      await pressSteadyRow(row);
      await page.waitForURL(new RegExp(`^${productUrl()}/(events|artists|contributors)/[^/]+$`));
      const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '\u0000';
      expect(name.startsWith(heading)).toBe(true);
    });

    test('a Favorite signs in through the product popup, keeps the event, and My Favorites on the product lists it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      const person = newPerson('Festival');
      const signUpContext = await browser.newContext({ baseURL: productUrl() });
      await signUp(await signUpContext.newPage(), person);
      await signUpContext.close();

      await page.goto(`${host.origin}${hostPage.path}`);
      const show = page.getByRole('region', { name: 'Showcases to catch' }).getByRole('listitem').first();
      const name = (await show.getByRole('link').textContent()) ?? '';
      expect(name).not.toBe('');
      const favorite = show.getByRole('button', { name: `Favorite ${name}` });

      await test.step('the sign-in dialog opens the popup on the product', async () => {
        await favorite.click();
        const dialog = page.getByRole('dialog', { name: 'Start favoriting events' });
        const popupOpened = page.waitForEvent('popup');
        await dialog.getByRole('button', { name: 'Log in' }).click();
        const popup = await popupOpened;
        expect(new URL(popup.url()).origin).toBe(productUrl());
        await popup.waitForURL(/\/login\?/);
        await submitSignIn(popup, person.email, person.password);
        await expect(
          popup.getByRole('heading', { level: 1, name: `Use your favorites on ${host.origin}?` }),
        ).toBeVisible();
        await closePopupWith(popup, () => popup.getByRole('button', { name: 'Allow' }).click());
        await expect(dialog).toHaveCount(0);
      });

      await test.step('back on the host, the button favorites the event with the token', async () => {
        await expect(favorite).toHaveAttribute('aria-pressed', 'false');
        // A slow venue network: the product answers the change a second later.
        await page.route(/\/favorite\/events$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue().catch(() => undefined);
        });
        await favorite.click();
        const favorited = show.getByRole('button', { name: `Favorited ${name}` });
        await expect(favorited).toHaveAttribute('aria-pressed', 'true');
      });

      await test.step("the product's My Favorites, signed in by the popup, lists it", async () => {
        // Left at once, before the product has answered: the change is sent with keepalive, so
        // leaving does not cancel it (without, this step fails), though it may land just after
        // the page below has loaded.
        await page.goto(`${productUrl()}/favorites/event`);
        await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
        await expect(async () => {
          if (await page.getByRole('heading', { name: '0 results' }).isVisible()) await page.reload();
          await expect(page.getByRole('heading', { name: '1 result' })).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 10_000 });
        await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      });
    });

    test('the host passes axe with the suggestions open, light and dark, and keeps its own look', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await typeTerm(page, hostPage.path);
      expect(await axeViolations(page)).toEqual([]);

      // The components' theme styles none of the host's elements (decision 0025).
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 246, 238)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('text-transform', 'uppercase');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Avenir Next Condensed/);

      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 13, 31)');
      await box(page).click();
      await expect(suggestionRows(page).last()).toHaveText(`Search everything for ${TERM}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
