import type { Page } from '@playwright/test';
import { newPerson, signUp } from './accounts.ts';
import { watchProblems } from './console.ts';
import { demoEventWithContributors, demoReservableEvent } from './demoCatalog.ts';
import { filterSidebar } from './sidebar.ts';
import { expect, hydrated, test } from './test.ts';

/**
 * The installable site (issue 15 item 1, docs/offline.md): the page links a manifest whose icons
 * resolve, the service worker installs, and a page visited once renders again from its cache with
 * the network off. The other specs block service workers (playwright.config.ts): this one allows them.
 */
test.use({ serviceWorkers: 'allow' });

test.describe('installable site', () => {
  test('links a manifest with icons, installs its worker, and reloads a visited page offline', async ({
    page,
    context,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    await hydrated(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
    const manifestResponse = await page.request.get(manifestHref ?? '');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'EDU Summit 2026', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }

    // The worker installs (precaching the built files) and activates, scope: the whole site.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);

    // The first page was loaded before the worker existed: a reload is the first it answers (and caches).
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'EDU Summit 2026' })).toBeVisible();
    await hydrated(page);
    await context.setOffline(false);
    // Offline, the page's own API calls may fail; nothing else may.
    expect(problems.filter((problem) => !/\/api\/|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
  });
});

/** The landing year's copy in the device's IndexedDB (apps/site/src/offline/scheduleDb.ts), or null. */
function readStoredSchedule(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ etag: string; takenAt: number; checkedAt: number; events: number } | null>(
        (resolve, reject) => {
          const opening = indexedDB.open('conf-offline');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('schedules') || !db.objectStoreNames.contains('snapshots')) {
              db.close();
              resolve(null);
              return;
            }
            // What is known of the copy, and its programme in a store of its own (scheduleDb.ts).
            const transaction = db.transaction(['schedules', 'snapshots']);
            const copy = transaction.objectStore('schedules').get(2026);
            const programme = transaction.objectStore('snapshots').get(2026);
            transaction.onerror = () => reject(transaction.error);
            transaction.oncomplete = () => {
              db.close();
              const value = copy.result as { etag: string; takenAt: number; checkedAt: number } | undefined;
              const snapshot = programme.result as { events: unknown[] } | undefined;
              resolve(
                value && snapshot
                  ? {
                      etag: value.etag,
                      takenAt: value.takenAt,
                      checkedAt: value.checkedAt,
                      events: snapshot.events.length,
                    }
                  : null,
              );
            };
          };
        },
      ),
  );
}

test.describe("the year's schedule on the device", () => {
  test('is kept in IndexedDB after the first visit, revalidated with its ETag, and stays offline', async ({
    page,
    context,
  }) => {
    const firstAnswer = page.waitForResponse((r) => r.url().endsWith('/api/web/2026/schedule-snapshot'));
    await page.goto('/');
    await hydrated(page);
    expect((await firstAnswer).status()).toBe(200);
    await expect.poll(() => readStoredSchedule(page)).not.toBeNull();
    const stored = await readStoredSchedule(page);
    expect(stored?.etag).toMatch(/^"[\w-]+"$/);
    expect(stored?.events).toBeGreaterThan(0);

    // A later visit asks with If-None-Match: 304, the copy stays, only its check time moves.
    const revalidation = page.waitForResponse((r) => r.url().endsWith('/api/web/2026/schedule-snapshot'));
    await page.reload();
    await hydrated(page);
    const answer = await revalidation;
    expect(answer.status()).toBe(304);
    expect(answer.request().headers()['if-none-match']).toBe(stored?.etag);
    await expect
      .poll(async () => (await readStoredSchedule(page))?.checkedAt)
      .toBeGreaterThan(stored?.checkedAt ?? 0);
    expect((await readStoredSchedule(page))?.takenAt).toBe(stored?.takenAt);

    await context.setOffline(true);
    expect(await readStoredSchedule(page)).toMatchObject({ etag: stored?.etag, events: stored?.events });
    await context.setOffline(false);
  });
});

/**
 * Online once: the landing page, then again once the worker is ready, so that the worker caches the
 * page and the site's files; waits until the programme is kept on the device.
 */
async function visitOnlineOnce(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => readStoredSchedule(page), { timeout: 20_000 }).not.toBeNull();
}

test.describe('pages from the device (issue 15 item 3)', () => {
  test('an event and a contributor never visited open offline from the kept schedule, with the note', async ({
    page,
    context,
  }) => {
    const { id, contributorIds } = demoEventWithContributors();
    const eventAnswer = await page.request.get(`/api/web/2026/events/${id}`);
    const event = (await eventAnswer.json()) as {
      name: string;
      contributors: { entity_id: string; name: string }[];
    };
    const contributor = event.contributors.find((person) => person.entity_id === contributorIds[0]);
    if (!contributor) throw new Error(`The event ${id} lists no contributor ${contributorIds[0]}`);
    const problems = watchProblems(page);

    await visitOnlineOnce(page);

    await context.setOffline(true);
    // Never visited: the worker has no copy, answers the app shell, and the page renders from the device.
    await page.goto(`/events/${id}`);
    const note = page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / });
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(note).toHaveText(
      /^Offline — showing the schedule as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}[AP]M CT$/,
    );
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(event.name)} · `));

    // A link of the page, followed offline: the contributor, from the device too.
    await page
      .getByRole('region', { name: 'Speakers and contributors' })
      .getByRole('link', { name: contributor.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: contributor.name })).toBeVisible();
    await expect(page.getByRole('link', { name: event.name })).toBeVisible();
    await expect(note).toBeVisible();

    // Back online: the page's data comes from the server again, and the note goes.
    await context.setOffline(false);
    // Playwright's network emulation fires no `online` event: fired here as a browser would.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(note).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: contributor.name })).toBeVisible();
    await expect(note).toHaveCount(0);
    // Offline, the page's own API calls fail, and what the screens fetch after loading (live statuses,
    // who's interested) says so in the console as a failed fetch; nothing else may.
    expect(
      problems.filter((problem) => !/\/api\/|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem)),
    ).toEqual([]);
  });
});

/** The favorites the device keeps for My Favorites (offline/favoriteListDb.ts), as `type:id`, or null. */
function readStoredFavorites(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve, reject) => {
        const opening = indexedDB.open('conf-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('favorite-lists')) {
            db.close();
            resolve(null);
            return;
          }
          const all = db.transaction('favorite-lists').objectStore('favorite-lists').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const [record] = all.result as { favorites: { type: string; id: string }[] }[];
            resolve(record ? record.favorites.map((favorite) => `${favorite.type}:${favorite.id}`) : null);
          };
        };
      }),
  );
}

test.describe('My Favorites from the device (issue 15 item 3)', () => {
  test('lists the signed-in user’s favorites offline, with the note, from what the device kept', async ({
    page,
    context,
  }) => {
    const event = demoReservableEvent();
    await signUp(page, newPerson('Grace'));
    await page.goto(`/events/${event.id}`);
    await hydrated(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await hydrated(page);
    const favorite = page.getByRole('button', {
      name: new RegExp(`^Favorited? ${escapeRegExp(event.name)}$`),
    });
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    // The next page keeps the programme and the user's favorites on the device when it is idle.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => readStoredSchedule(page), { timeout: 30_000 }).not.toBeNull();
    await expect.poll(() => readStoredFavorites(page), { timeout: 30_000 }).toEqual([`event:${event.id}`]);

    await context.setOffline(true);
    // My Favorites was never visited: the worker answers the app shell, and the list comes from the device.
    await page.goto('/2026/favorites/event');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1 result' })).toBeVisible();
    await expect(page.getByRole('link', { name: event.name, exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('type-ahead from the device (issue 15 item 4)', () => {
  test('offline, the search box suggests from the kept schedule, as the server would, without asking it', async ({
    page,
    context,
  }) => {
    const term = 'teach';
    const serverAnswer = await page.request.post('/search/suggestions', { data: { q: term } });
    expect(serverAnswer.status()).toBe(200);
    const serverNames = ((await serverAnswer.json()) as { name: string }[]).map((s) => s.name);
    expect(serverNames.length).toBeGreaterThan(0);
    const problems = watchProblems(page);

    await visitOnlineOnce(page);

    await context.setOffline(true);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/search/suggestions')) asked.push(request.url());
    });
    const box = page.getByRole('combobox', { name: 'Search the schedule' });
    await box.click();
    await page.keyboard.type(term, { delay: 30 });
    const rows = page.getByRole('listbox').getByRole('option');
    await expect(rows.last()).toHaveText(`Search everything for ${term}`);
    await expect(rows.first()).not.toHaveText(/Loading/);
    // The rows are the server's suggestions (its code, on the device's copy), each a link to its page.
    const rowTexts = await rows.allTextContents();
    expect(rowTexts).toHaveLength(serverNames.length + 1);
    for (const [i, name] of serverNames.entries()) expect(rowTexts[i]).toContain(name);
    expect(asked).toEqual([]);

    await context.setOffline(false);
    expect(
      problems.filter((problem) => !/\/api\/|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem)),
    ).toEqual([]);
  });
});

interface SearchAnswer {
  total: number;
  hits: { _source: { name: string; featured: boolean; alpha: string } }[];
}

async function serverSearch(page: Page, body: Record<string, unknown>): Promise<SearchAnswer> {
  const response = await page.request.post('/search', { data: body });
  expect(response.status(), `POST /search ${JSON.stringify(body)}`).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const resultCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;

test.describe('search and lists from the device (issue 15 item 3)', () => {
  test('offline, the event search with a filter, its page 2 and the contributors A–Z answer from the kept schedule', async ({
    page,
    context,
  }) => {
    // Two pages opened offline (app shell, the kept schedule read and indexed on each) and four searches.
    test.setTimeout(90_000);
    const events = { models: ['event'], grouping: 'date' };
    const all = await serverSearch(page, events);
    const screenings = await serverSearch(page, {
      ...events,
      filters: [{ field: 'event_type', value: 'screening' }],
    });
    const second = await serverSearch(page, { ...events, page: 2 });
    const contributors = await serverSearch(page, { models: ['artist', 'person'], grouping: 'alphabetical' });
    expect(all.total).toBeGreaterThan(60);
    expect(screenings.total).toBeLessThan(all.total);
    const problems = watchProblems(page);

    await visitOnlineOnce(page);

    await context.setOffline(true);
    // Never visited: the app shell, then the search answered on the device by the server's engine.
    await page.goto('/search/event');
    const note = page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / });
    const sidebar = await filterSidebar(page);
    await expect(note).toBeVisible();
    await expect(sidebar.getByRole('status')).toHaveText(resultCount(all.total));
    await expect(page.getByRole('heading', { level: 2, name: resultCount(all.total) })).toBeVisible();

    // A filter of the sidebar: the same count as the server's, with the note still shown.
    await sidebar.getByRole('button', { name: 'Screening' }).click();
    await expect(sidebar.getByRole('status')).toHaveText(resultCount(screenings.total));
    await expect(sidebar.getByRole('button', { name: 'Screening' })).toHaveAttribute('aria-pressed', 'true');
    await expect(note).toBeVisible();

    // Page 2 of every event: the server's second page.
    await sidebar.getByRole('button', { name: 'Clear All' }).click();
    await expect(sidebar.getByRole('status')).toHaveText(resultCount(all.total));
    await page
      .getByRole('navigation', { name: 'Pages of results' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/search\/event\?page=2$/);
    await expect(page.getByText(`Showing 61–${60 + second.hits.length} of ${all.total}`)).toBeVisible();
    const firstOfPage2 = second.hits[0]?._source.name ?? '';
    await expect(page.getByRole('link', { name: firstOfPage2, exact: true }).first()).toBeVisible();
    await expect(note).toBeVisible();

    // The contributors, A to Z (opened by address: the app shell again, the schedule read and indexed again).
    await page.goto('/contributors');
    await expect(page.getByRole('heading', { level: 1, name: 'Contributors' })).toBeVisible();
    const firstName = contributors.hits[0]?._source.name ?? '';
    await expect(page.getByRole('link', { name: firstName, exact: true }).first()).toBeVisible();
    // Grouped as the server groups its first page: Featured first, then letter by letter.
    const shown = contributors.hits.map((hit) => hit._source);
    const groups = [
      ...(shown.some((hit) => hit.featured) ? ['Featured'] : []),
      ...new Set(shown.filter((hit) => !hit.featured).map((hit) => hit.alpha)),
    ];
    expect(groups.length).toBeGreaterThan(1);
    const results = page.getByRole('region', { name: resultCount(contributors.total) });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(
      groups.map((group) => new RegExp(`^${escapeRegExp(group)}`)),
    );
    await expect(note).toBeVisible();

    // Back online: the server's answer replaces the device's, and the note goes.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('link', { name: firstName, exact: true }).first()).toBeVisible();
    expect(
      problems.filter((problem) => !/\/api\/|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem)),
    ).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
