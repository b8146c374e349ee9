import type { Page } from '@playwright/test';

/**
 * Collects what the browser reports as broken while a test runs: console errors (a CSP violation
 * shows up there), uncaught exceptions and failed same-origin requests other than the expected 404
 * of the page itself.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 status of a missing page is intended; the browser logs it as a failed resource.
    if (/status of 404/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return problems;
}
