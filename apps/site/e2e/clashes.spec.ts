import { formatMinutes } from '@conf/core';
import { newPerson, signUp } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { watchProblems } from './console.ts';
import { demoOverlappingEvents } from './demoCatalog.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/** The Favorite toggle of a tile or page, in either state. */
function favoriteButton(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', {
    name: new RegExp(`^Favorited? ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
}

const quoted = (name: string) => `\u201c${name}\u201d`;

test.describe('clash warnings', () => {
  // The axe check injects its script: the CSP rightly forbids that (e2e/axe.ts).
  test.use({ bypassCSP: true });

  test('two overlapping favorites warn on the event page and My Favorites; one is removed from the warning', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const { first, second, minutes } = demoOverlappingEvents();
    await signUp(page, newPerson('Clara'));

    await page.goto(`/events/${first.id}`);
    await favoriteButton(page, first.name).click();
    await expect(favoriteButton(page, first.name)).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/events/${second.id}`);
    await favoriteButton(page, second.name).click();
    await expect(favoriteButton(page, second.name)).toHaveAttribute('aria-pressed', 'true');
    const onEventPage = page.getByRole('group', { name: 'Clashes with a favorite' });
    await expect(onEventPage).toContainText(`Overlaps ${quoted(first.name)} by`);
    await expect(
      onEventPage.getByRole('button', { name: `Remove ${quoted(first.name)} from favorites` }),
    ).toBeVisible();

    await page.goto('/2026/favorites/event');
    const firstTile = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
    const warning = firstTile.getByRole('group', { name: 'Clashes with a favorite' });
    // The overlap is the one the rules compute from the catalogue.
    await expect(warning).toContainText(`Overlaps ${quoted(second.name)} by ${formatMinutes(minutes)}`);
    expect(await axeViolations(page)).toEqual([]);

    await warning.getByRole('button', { name: `Remove ${quoted(second.name)} from favorites` }).click();
    await expect(page.getByRole('group', { name: /^Clashes with/ })).toHaveCount(0);
    const secondTile = page
      .locator('article')
      .filter({ has: page.getByRole('link', { name: second.name, exact: true }) });
    await expect(favoriteButton(secondTile, second.name)).toHaveAttribute('aria-pressed', 'false');

    // The removal was saved: after a reload only the first event is listed.
    await page.reload();
    await expect(page.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: second.name, exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
