import { newPerson, signUp } from './accounts.ts';
import { watchProblems } from './console.ts';
import { demoReservableEvent } from './demoCatalog.ts';
import { expect, type Page, test } from './test.ts';

interface TrackedEvent {
  type: string;
  name: string;
  properties: Record<string, unknown>;
}

const demo = demoReservableEvent();

/** The site's mobile layout is below 768 px: the `mobile` flag of the "Opened" events. */
function isMobileLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

test.describe('event page actions', () => {
  test('RSVP through the dialog (tracked as RSVP Opened), kept after a reload', async ({ page }) => {
    const problems = watchProblems(page);
    const tracked: TrackedEvent[] = [];
    await page.route('**/api/analytics', async (route) => {
      tracked.push(...(route.request().postDataJSON() as { events: TrackedEvent[] }).events);
      await route.continue();
    });
    await signUp(page, newPerson('Hedy'));
    await page.goto(`/events/${demo.id}`);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `RSVP: ${demo.name}` });
    await expect(dialog.getByRole('status')).toHaveText(/places left|Places are available/);
    await dialog.getByRole('button', { name: 'Reserve' }).click();
    await expect(dialog.getByRole('status')).toHaveText("You're going");
    await expect(dialog.getByRole('button', { name: 'Cancel RSVP' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Delivered by the 3-second flush (a flush on leaving the page is not visible to the test).
    await expect
      .poll(() => tracked.find((event) => event.name === 'RSVP Opened')?.properties, { timeout: 10_000 })
      .toMatchObject({ event_id: demo.id, mobile: isMobileLayout(page) });

    await page.reload();
    await expect(page.getByRole('button', { name: 'RSVP: going' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('SXXPress opens its dialog with the message, tracked as SXXPress Opened', async ({ page }) => {
    test.skip(!demo.express, 'the demo catalogue has no reservable event with express entry');
    const tracked: TrackedEvent[] = [];
    await page.route('**/api/analytics', async (route) => {
      tracked.push(...(route.request().postDataJSON() as { events: TrackedEvent[] }).events);
      await route.continue();
    });
    await signUp(page, newPerson('Ida'));
    await page.goto(`/events/${demo.id}`);
    await page.getByRole('button', { name: 'SXXPress', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `SXXPress: ${demo.name}` });
    await dialog.getByRole('button', { name: 'Request express pass' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Express pass confirmed');
    await expect
      .poll(() => tracked.find((event) => event.name === 'SXXPress Opened')?.properties, { timeout: 10_000 })
      .toMatchObject({ event_id: demo.id, mobile: isMobileLayout(page) });
  });

  test('a visitor is asked to log in by the RSVP dialog', async ({ page }) => {
    await page.goto(`/events/${demo.id}`);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `RSVP: ${demo.name}` });
    await expect(dialog.getByRole('status')).toHaveText('Log in to RSVP for this event.');
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?origin=${encodeURIComponent(`/events/${demo.id}`)}`,
    );
  });

  test('Add to calendar offers Google, Outlook.com and the iCalendar download; Share is offered', async ({
    page,
    request,
  }) => {
    await page.goto(`/events/${demo.id}`);
    // A native disclosure: it opens with a press before or after the page's script is there.
    await page.getByText('Add to calendar', { exact: true }).click();
    const calendars = page.getByRole('list', { name: 'Calendars' });
    await expect(calendars.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    );
    await expect(calendars.getByRole('link', { name: 'Outlook.com' })).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?/,
    );
    const link = calendars.getByRole('link', { name: 'Apple Calendar or other (.ics)' });
    await expect(link).toHaveAttribute('href', `/api/web/2026/events/${demo.id}/calendar.ics`);
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
    await expect(page.getByRole('button', { name: /^Share/ })).toBeVisible();
  });
});
