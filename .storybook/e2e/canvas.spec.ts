import { expect, type Page, test } from '@playwright/test';

/**
 * In the built Storybook's manager, a story of an open state stays open while the reader uses the
 * addon panel (decision 0023, "Stories as named"): the state comes from the story's args, not from a
 * play function's clicks that a focus change would undo. The single-story canvas still lets a
 * dialog take focus, as on the site (only docs pages hold it).
 */
function preview(page: Page) {
  return page.frameLocator('#storybook-preview-iframe');
}

const OPEN_STORIES = [
  { id: 'search-suggestionsearch--with-suggestions', role: 'listbox', name: undefined },
  { id: 'navigation-navmenu--open-submenu', role: 'group', name: 'Schedule' },
] as const;

for (const { id, role, name } of OPEN_STORIES) {
  test(`${id} stays open while the Controls and Accessibility panels are used`, async ({ page }) => {
    await page.goto(`/?path=/story/${id}`);
    const open = preview(page).getByRole(role, name ? { name } : {});
    await expect(open).toBeVisible({ timeout: 15_000 });
    for (const tab of [/Controls/, /Accessibility/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(open).toBeVisible();
    }
  });
}

test('an open dialog takes focus in the single-story canvas', async ({ page }) => {
  await page.goto('/?path=/story/overlays-modal--phone');
  const dialog = preview(page).getByRole('dialog', { name: 'Start favoriting events' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
