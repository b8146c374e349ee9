import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { demoAttendee, demoEntity, demoEventWithContributors, demoRoom } from './demoCatalog.ts';

/**
 * An axe check of the site's screens in the real browser. axe-core is the one Storybook's a11y
 * addon already brings (resolved through it, so nothing is installed for this). Injecting it needs
 * the page's CSP bypassed: the CSP rightly forbids inline scripts.
 */
const requireFromAddon = createRequire(import.meta.resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(requireFromAddon.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

test.use({ bypassCSP: true });

const demo = demoEventWithContributors();

const screens = [
  { name: 'landing page', path: '/', heading: 'EDU Summit 2026' },
  { name: 'event page', path: `/events/${demo.id}`, heading: null },
  { name: 'contributor page', path: `/contributors/${demo.contributorIds[0]}`, heading: null },
  { name: 'page-not-found screen', path: '/no/such/page', heading: 'Page not found' },
  { name: 'search page', path: '/search?q=robots', heading: 'Search' },
  { name: 'schedule (search with results and filters)', path: '/search/event', heading: 'Search' },
  { name: 'contributor list', path: '/contributors', heading: 'Contributors' },
  { name: 'artist page', path: `/artists/${demoEntity('artist').id}`, heading: null },
  { name: 'film page', path: `/films/${demoEntity('film').id}`, heading: null },
  { name: 'brand page', path: `/brands/${demoEntity('brand').id}`, heading: null },
  { name: 'venue page', path: `/venues/${demoRoom().room.id}`, heading: null },
  { name: 'attendee directory', path: '/attendees', heading: 'Attendee Directory' },
  { name: 'attendee page', path: `/attendees/${demoAttendee().uid}`, heading: null },
];

for (const screen of screens) {
  test(`${screen.name} has no axe violations`, async ({ page }) => {
    await page.goto(screen.path);
    const heading = page.getByRole('heading', {
      level: 1,
      ...(screen.heading ? { name: screen.heading } : {}),
    });
    await expect(heading).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
