import { newPerson, signUp } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { demoReservableEvent } from './demoCatalog.ts';
import { expect, test } from './test.ts';

/** Axe checks of the account screens and of the signed-in widgets (user menu, Favorite, RSVP). */
test.use({ bypassCSP: true });

test.describe('accessibility of the account screens', () => {
  test('sign-in and sign-up pages (with an error shown) have no axe violations', async ({ page }) => {
    await page.goto('/login?origin=%2F&auth_error=invalid_credentials');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/signup?origin=%2F');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('settings, My Favorites (empty and shared) and the user menu have no axe violations', async ({
    page,
  }) => {
    await signUp(page, newPerson('Radia'));
    await page.goto('/settings');
    await expect(page.getByRole('checkbox', { name: /Show my name/ })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/favorites/event');
    await expect(page.getByText(/You have no events in your favorites yet/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Share my schedule' }).check();
    await expect(page.getByRole('textbox', { name: 'Link to your schedule' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: /Radia/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an event page signed in, with its RSVP dialog open, has no axe violations', async ({ page }) => {
    const demo = demoReservableEvent();
    await signUp(page, newPerson('Evelyn'));
    await page.goto(`/events/${demo.id}`);
    await expect(page.getByRole('button', { name: `Favorite ${demo.name}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `RSVP: ${demo.name}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
