import { axeViolations } from './axe.ts';
import { demoAttendee, demoEntity, demoEventWithContributors, demoRoom } from './demoCatalog.ts';
import { expect, test } from './test.ts';

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
