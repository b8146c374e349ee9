import { test as base, type Locator } from '@playwright/test';

export * from '@playwright/test';

/**
 * The actions that need the page's scripts: a press before hydration would be lost, and so would a
 * focus or a hover (a tooltip's). The script starts once the page is painted (decision 0016), so a
 * test's first action often comes before it.
 */
const ACTIONS = [
  'click',
  'focus',
  'hover',
  'dblclick',
  'tap',
  'fill',
  'press',
  'pressSequentially',
  'check',
  'uncheck',
  'selectOption',
] as const;

/**
 * Waits until a server-rendered page of the site is hydrated (RootLayout marks `<html
 * data-hydrated>`); other pages (the identity provider's, the kiosk's) have no router state and
 * do not wait.
 */
export async function hydrated(page: ReturnType<Locator['page']>): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('router-state') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

let patched = false;

/**
 * The site is rendered on the server, so its buttons are on screen before their scripts run; a
 * person's press in that moment is the browser's plain behaviour (a link, a form), a test's must
 * wait for the page to be interactive. Every locator action of every spec first waits for
 * hydration: installed once per worker on Playwright's Locator class.
 */
export const test = base.extend<object, { hydrationWait: undefined }>({
  hydrationWait: [
    async ({ browser }, use) => {
      if (!patched) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const prototype = Object.getPrototypeOf(page.locator('html')) as Record<string, unknown>;
        await context.close();
        for (const action of ACTIONS) {
          const original = prototype[action] as (this: Locator, ...args: unknown[]) => Promise<unknown>;
          prototype[action] = async function (this: Locator, ...args: unknown[]) {
            await hydrated(this.page());
            return original.apply(this, args);
          };
        }
        patched = true;
      }
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});
