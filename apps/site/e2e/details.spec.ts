import { watchProblems } from './console.ts';
import { demoEntity, demoRoom } from './demoCatalog.ts';
import { expect, test } from './test.ts';

/**
 * Every kind of detail page a search suggestion links to (spec section 2), against the real server
 * and its demo catalogue: each answers 200, shows the record the API returns and its key sections.
 */

const artist = demoEntity('artist', (entity) => (entity.links ?? []).some((link) => link.url.trim() !== ''));
const person = demoEntity('person');
const film = demoEntity('film');

test.describe('detail pages', () => {
  test('a speaker: facts, a type tag to the filtered contributors, About and their events', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const response = await page.goto(`/contributors/${person.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Events featuring ${person.name}` })).toBeVisible();
    await page.getByRole('link', { name: 'Speaker', exact: true }).click();
    await expect(page).toHaveURL(/\/contributors\?models=person$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contributors' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an artist: About (from, genre, subgenre), Professional Connections and Artist Links', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const response = await page.goto(`/artists/${artist.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
    const about = page.getByRole('region', { name: 'About' });
    if (artist.genre) await expect(about.getByText(artist.genre, { exact: true }).first()).toBeVisible();
    if (artist.subgenre)
      await expect(about.getByText(artist.subgenre, { exact: true }).first()).toBeVisible();
    const links = page.getByRole('region', { name: 'Artist Links' });
    const shown = (artist.links ?? []).filter((link) => link.url.trim() !== '');
    await expect(links.getByRole('link')).toHaveCount(shown.length);
    for (const link of shown)
      await expect(links.locator(`a[href="${link.url}"]`)).toHaveAttribute('target', '_blank');
    const seeking = artist.artist_connection?.seeking ?? [];
    if (seeking.length > 0) {
      await expect(page.getByRole('region', { name: 'Professional Connections' })).toContainText(
        seeking.join(', '),
      );
    }
    expect(problems).toEqual([]);
  });

  test('a film: About and its screenings', async ({ page }) => {
    const response = await page.goto(`/films/${film.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: film.name })).toBeVisible();
    await expect(page.getByText('Film & TV Project')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Screenings' })).toBeVisible();
  });

  for (const type of ['brand', 'exhibitor', 'music_fest_presenter'] as const) {
    const record = demoEntity(type);
    const path = { brand: 'brands', exhibitor: 'exhibitors', music_fest_presenter: 'music_fest_presenters' }[
      type
    ];
    const label = { brand: 'Brand', exhibitor: 'Exhibitor', music_fest_presenter: 'Music Presenter' }[type];
    test(`a ${label.toLowerCase()}: kind, About and links`, async ({ page }) => {
      const problems = watchProblems(page);
      const response = await page.goto(`/${path}/${record.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a room: its building, its address and the events held there', async ({ page }) => {
    const { room, building } = demoRoom();
    const problems = watchProblems(page);
    const response = await page.goto(`/venues/${room.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
    const events = page.getByRole('region', { name: `Events at ${room.name}` });
    await expect(events.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: building.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/venues/${building.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: `Events at ${building.name}` })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an unknown record of any kind answers 404 with the page-not-found screen', async ({ page }) => {
    for (const path of [
      '/films/NOPE',
      '/venues/NOPE',
      '/brands/NOPE',
      '/exhibitors/NOPE',
      '/music_fest_presenters/NOPE',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });
});
