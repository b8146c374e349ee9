import { watchProblems } from './console.ts';
import { demoAttendee, demoHiddenAttendee } from './demoCatalog.ts';
import { filterSidebar } from './sidebar.ts';
import { expect, test } from './test.ts';

/**
 * The attendee directory and an attendee's page against the real server. (The
 * `attendee_directory` feature flag gates them in a later issue; they are built unconditionally.)
 */

const attendee = demoAttendee();

test.describe('attendee directory', () => {
  test('is titled Attendee Directory, finds an attendee by name and opens their page', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto('/attendees');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Attendee Directory' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /\d+ results?$/ })).toBeVisible();

    const box = (await filterSidebar(page)).getByRole('searchbox', { name: 'Search' });
    await box.fill(attendee.name);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(attendee.name);
    await page.getByRole('link', { name: attendee.name, exact: true }).first().click();

    await expect(page).toHaveURL(new RegExp(`/attendees/${attendee.uid}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${attendee.name}`) }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('takes its heading from the title parameter', async ({ page }) => {
    await page.goto('/attendees?title=Who%27s%20Coming');
    await expect(page.getByRole('heading', { level: 1, name: "Who's Coming" })).toBeVisible();
    await expect(page).toHaveTitle("Who's Coming · EDU Summit 2026");
  });

  test('never lists an attendee who opted out', async ({ page }) => {
    const hidden = demoHiddenAttendee();
    await page.goto(`/attendees?q=${encodeURIComponent(hidden.name)}`);
    await expect(page.getByRole('heading', { level: 2, name: /\d+ results?$/ })).toBeVisible();
    await expect(page.locator(`a[href="/attendees/${hidden.uid}"]`)).toHaveCount(0);
  });
});

test.describe('attendee page', () => {
  test('shows the profile and a 16-word biography preview with Show More / Show Less', async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto(`/attendees/${attendee.uid}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: attendee.name })).toBeVisible();
    if (attendee.pronoun) await expect(page.locator('.site-pronoun')).toHaveText(attendee.pronoun);
    for (const fact of [attendee.title, attendee.company, attendee.hometown, attendee.industry]) {
      if (fact) await expect(page.getByText(fact, { exact: true }).first()).toBeVisible();
    }
    const bio = page.getByRole('region', { name: 'Biography' });
    const words = (attendee.biography ?? '').trim().split(/\s+/);
    await expect(bio).toContainText(`${words.slice(0, 16).join(' ')}…`);
    await expect(bio).not.toContainText(words.slice(16).join(' '));
    await bio.getByRole('button', { name: 'Show More' }).click();
    await expect(bio).toContainText(words.join(' '));
    await bio.getByRole('button', { name: 'Show Less' }).click();
    await expect(bio).not.toContainText(words.slice(16).join(' '));
    expect(problems).toEqual([]);
  });

  test('an attendee who opted out answers 404 with "We encountered an error!" and the message', async ({
    page,
  }) => {
    const hidden = demoHiddenAttendee();
    const response = await page.goto(`/attendees/${hidden.uid}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We encountered an error!' })).toBeVisible();
    await expect(page.getByText(`Attendee '${hidden.uid}' was not found`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the Attendee Directory' })).toBeVisible();
  });
});
