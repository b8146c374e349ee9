import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** An email and password to sign in with. */
export interface Account {
  email: string;
  password: string;
}

/** The demo accounts of docs/configuration.md "Demo accounts and roles" (SEED=demo), one per role. */
export const DEMO_ATTENDEE: Account = { email: 'attendee@example.org', password: 'attendee-demo-2026' };
export const DEMO_STAFF: Account = { email: 'staff@example.org', password: 'staff-demo-2026' };
export const DEMO_ADMIN: Account = { email: 'admin@example.org', password: 'admin-demo-2026' };

export interface TestPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A new person for one test: tests run in parallel on one server, so each signs up its own account
 * and nothing one test favorites shows up in another's lists.
 */
export function newPerson(firstName: string): TestPerson {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: `Tester${tag}`,
    email: `${firstName.toLowerCase()}.${tag}@example.org`,
    password: `secret-${tag}-pass`,
  };
}

export function fullName(person: TestPerson): string {
  return `${person.firstName} ${person.lastName}`;
}

/** Signs up through the sign-up page and waits until the user menu shows the new name. */
export async function signUp(page: Page, person: TestPerson, origin = '/'): Promise<void> {
  await page.goto(`/signup?origin=${encodeURIComponent(origin)}`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: fullName(person) })).toBeVisible();
}

/** Fills and sends the sign-in form of the page shown (`/login`). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through the /login form (a real form POST with the authenticity token) and waits until
 * the page shows the signed-in user.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, account.email, account.password);
  await expect(page.locator('#current-user')).not.toHaveAttribute('data-uid', '');
}
