import { watchProblems } from './console.ts';
import { expect, type Page, test } from './test.ts';

function menu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Primary' });
  return { nav, toggle: nav.getByRole('button', { name: 'Menu' }) };
}

test.describe('primary navigation menu', () => {
  test('works from the keyboard: open, submenus one at a time, Escape back to the toggle, follow a link', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/');
    const { nav, toggle } = menu(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = await toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The first press loads the menu's code: the closed stand-in's panel is replaced by the menu's own.
    const openPanelId = await toggle.getAttribute('aria-controls');
    await expect(page.locator(`[id="${openPanelId}"]`)).toBeVisible();

    const schedule = nav.getByRole('button', { name: 'Schedule' });
    const people = nav.getByRole('button', { name: 'People' });
    await page.keyboard.press('Tab');
    await expect(schedule).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(schedule).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Full Schedule' })).toBeFocused();

    await people.focus();
    await page.keyboard.press(' ');
    await expect(people).toHaveAttribute('aria-expanded', 'true');
    await expect(schedule).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Full Schedule' })).toBeHidden();

    await nav.getByRole('link', { name: 'Contributors' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(people).toHaveAttribute('aria-expanded', 'false');
    await people.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Contributors' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2026\/contributors$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });

  test('regroups submenus at 768 px and wider, following width changes', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const { nav, toggle } = menu(page);
    await toggle.click();
    await nav.getByRole('button', { name: 'Schedule' }).click();
    const panel = nav.getByRole('group', { name: 'Schedule' });
    await expect(nav).toHaveAttribute('data-layout', 'wide');
    await expect(panel.locator('[data-group="prominent"]').getByRole('link')).toHaveText([
      'Full Schedule',
      'Search',
    ]);

    await page.setViewportSize({ width: 500, height: 800 });
    await expect(nav).toHaveAttribute('data-layout', 'narrow');
    await expect(panel.locator('[data-group]')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Full Schedule' })).toBeVisible();

    await page.setViewportSize({ width: 800, height: 800 });
    await expect(nav).toHaveAttribute('data-layout', 'wide');
    await expect(panel.locator('[data-group="prominent"]')).toHaveCount(1);
  });

  test('closes on a click outside under 768 px only', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    const { toggle } = menu(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A point of the page well below the open panel.
    await page.mouse.click(10, 780);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize({ width: 1024, height: 800 });
    await toggle.click();
    await page.mouse.click(10, 780);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
