import { watchProblems } from './console.ts';
import { expect, test } from './test.ts';

const MESSAGE =
  'The page you requested cannot be found. Check the URL, or contact support if you believe this page should be working.';

test.describe('page-not-found screen', () => {
  for (const path of ['/no/such/page', '/abc/events/x', '/2026/attendees', '/events/NO-SUCH-EVENT']) {
    test(`${path} answers 404 and shows the screen`, async ({ page }) => {
      const problems = watchProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(MESSAGE)).toBeVisible();
      const mail = page.getByRole('link', { name: 'contact support' });
      const href = (await mail.getAttribute('href')) ?? '';
      expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
      expect(decodeURIComponent(href)).toContain(path);
      await expect(page).toHaveTitle('Page not found · EDU Summit 2026');
      expect(problems).toEqual([]);
    });
  }
});
