import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../catalog/seed.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { interestedIn } from '../favorites/interested.ts';
import { DEMO_FANS, fanPicks, seedDemoInterest } from './demo-interest.ts';

describe('fanPicks', () => {
  it('gives each fan four different events, the first few most often', () => {
    const picks = DEMO_FANS.map((_, fan) => fanPicks(fan, 12));
    for (const chosen of picks) {
      expect(chosen).toHaveLength(4);
      expect(new Set(chosen).size).toBe(4);
      for (const index of chosen) {
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(12);
      }
    }
    const counts = Array.from(
      { length: 12 },
      (_, index) => picks.filter((chosen) => chosen.includes(index)).length,
    );
    expect(Math.max(...counts.slice(0, 3))).toBeGreaterThanOrEqual(5);
    expect(fanPicks(3, 2)).toEqual([0, 1]);
    expect(fanPicks(3, 0)).toEqual([]);
  });
});

describe('seedDemoInterest', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase('memory:');
    await migrateToLatest(db);
    await seedIfEmpty(db, 'demo');
  });
  afterAll(async () => {
    await db?.close();
  });

  it("fills Who's interested of the featured events, names only for those who allow it", async () => {
    expect(await seedDemoInterest(db, 2026)).toBe(DEMO_FANS.length * 4);
    const featured = await db.kysely
      .selectFrom('events')
      .select('id')
      .where('year', '=', 2026)
      .where('featured', '=', true)
      .where('canceled', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const interested = await interestedIn(db, 2026, 'event', featured.id);
    expect(interested.total).toBeGreaterThanOrEqual(5);
    expect(interested.public).toBeLessThan(interested.total);
    expect(interested.users).toHaveLength(interested.public);
    const hidden = new Set(DEMO_FANS.filter((fan) => !fan.shown).map((fan) => fan.firstName));
    for (const person of interested.users) expect(hidden.has(String(person.first_name))).toBe(false);
  });

  it('seeds once: a second run adds nothing', async () => {
    expect(await seedDemoInterest(db, 2026)).toBe(0);
  });
});
