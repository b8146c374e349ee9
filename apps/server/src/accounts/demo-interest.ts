import type { Database } from '../db/database.ts';
import { addFavorite } from '../favorites/store.ts';
import { createUser } from './users.ts';

/**
 * People of the demo who favorite events, so that "Who's interested" has someone to show on a fresh
 * demo (issue 16: with no favorites at all it never appeared). Seeded by `pnpm start` with a freshly
 * seeded demo database only (main.ts), never by the tests' apps, whose counts start at zero.
 *
 * - Sixteen people with names; about two in three let others see their name (`show_in_interested`),
 *   the others count in the totals only, as the privacy setting promises.
 * - They have no password: nobody signs in as them (the demo's own accounts are in demo-accounts.ts).
 * - Each favorites a few of the year's featured events, most of them the same popular few, so the
 *   featured events show several names and the others one or two. Deterministic: the same events
 *   get the same people on every fresh demo.
 */
export const DEMO_FANS: readonly { firstName: string; lastName: string; shown: boolean }[] = [
  { firstName: 'Maya', lastName: 'Okafor', shown: true },
  { firstName: 'Luis', lastName: 'Herrera', shown: true },
  { firstName: 'Priya', lastName: 'Raman', shown: false },
  { firstName: 'Jonas', lastName: 'Lindqvist', shown: true },
  { firstName: 'Aisha', lastName: 'Bello', shown: true },
  { firstName: 'Tom', lastName: 'Whitaker', shown: false },
  { firstName: 'Mei', lastName: 'Chen', shown: true },
  { firstName: 'Daniel', lastName: 'Novak', shown: true },
  { firstName: 'Sofia', lastName: 'Marino', shown: false },
  { firstName: 'Kwame', lastName: 'Mensah', shown: true },
  { firstName: 'Hannah', lastName: 'Schulz', shown: true },
  { firstName: 'Ravi', lastName: 'Patel', shown: false },
  { firstName: 'Elena', lastName: 'Petrova', shown: true },
  { firstName: 'Marcus', lastName: 'Reed', shown: true },
  { firstName: 'Yuki', lastName: 'Tanaka', shown: false },
  { firstName: 'Grace', lastName: 'Adeyemi', shown: true },
];

/** How many featured events the fans share among them. */
const POPULAR_EVENTS = 12;
/** How many events each fan favorites. */
const FAVORITES_EACH = 4;

/**
 * Which of `eventCount` popular events fan number `fan` favorites: the first events are chosen by
 * most fans, later ones by fewer (a fan's picks step through the list from a place of their own).
 */
export function fanPicks(fan: number, eventCount: number): number[] {
  if (eventCount === 0) return [];
  const picks = new Set<number>([fan % Math.min(3, eventCount)]);
  for (let step = 1; picks.size < Math.min(FAVORITES_EACH, eventCount); step++) {
    picks.add((fan * 5 + step * step) % eventCount);
  }
  return [...picks].sort((a, b) => a - b);
}

/** Seeds {@link DEMO_FANS} and their favorites for `year`; returns how many favorites were made. */
export async function seedDemoInterest(db: Database, year: number): Promise<number> {
  const events = await db.kysely
    .selectFrom('events')
    .select('id')
    .where('year', '=', year)
    .where('featured', '=', true)
    .where('canceled', '=', false)
    .orderBy('id')
    .limit(POPULAR_EVENTS)
    .execute();
  let made = 0;
  for (const [index, fan] of DEMO_FANS.entries()) {
    const user = await createUser(db, {
      email: `${fan.firstName}.${fan.lastName}@fans.example.org`.toLowerCase(),
      firstName: fan.firstName,
      lastName: fan.lastName,
      roles: ['attendee'],
      showInInterested: fan.shown,
    });
    // Already there (a database seeded before): its favorites are as they were left.
    if (!user) continue;
    for (const pick of fanPicks(index, events.length)) {
      const event = events[pick];
      if (!event) continue;
      await addFavorite(db, user.id, year, 'event', event.id);
      made++;
    }
  }
  return made;
}
