import type { Kysely, Selectable } from 'kysely';
import type { ProgrammeInput } from '../catalog/types.ts';
import type { Database } from '../db/database.ts';
import type { DB, ProgrammesTable } from '../db/schema.ts';
import { fallbackProgramme, type ProgrammeSettings } from './settings.ts';

/** Reads and writes the `programmes` table (migration 0008). */

function settingsOf(row: Selectable<ProgrammesTable>): ProgrammeSettings {
  return {
    year: row.year,
    name: row.name,
    shortName: row.short_name,
    firstDay: row.first_day,
    lastDay: row.last_day,
    city: row.city,
    timeZone: row.time_zone,
    theme: row.theme === 'festival' ? 'festival' : 'education',
    tagline: row.tagline,
    eventTypes: Array.isArray(row.event_types)
      ? row.event_types.filter((type): type is string => typeof type === 'string')
      : [],
  };
}

/** The stored settings of a year, or `null` when none were written. */
export async function findProgramme(db: Kysely<DB>, year: number): Promise<ProgrammeSettings | null> {
  const row = await db.selectFrom('programmes').selectAll().where('year', '=', year).executeTakeFirst();
  return row ? settingsOf(row) : null;
}

/** The settings of a year: stored, else {@link fallbackProgramme} (UTC, a neutral name). */
export async function getProgramme(
  db: Database,
  year: number,
  theme?: ProgrammeSettings['theme'],
): Promise<ProgrammeSettings> {
  return (await findProgramme(db.kysely, year)) ?? fallbackProgramme(year, theme);
}

/** The zone a year's times are shown in (UTC when the year has no settings). */
export async function programmeTimeZone(db: Database, year: number): Promise<string> {
  return (await getProgramme(db, year)).timeZone;
}

/** Writes a year's settings (insert or replace), in the caller's transaction. */
export async function saveProgramme(
  db: Kysely<DB>,
  year: number,
  source: string,
  input: ProgrammeInput,
): Promise<void> {
  const values = {
    name: input.name.trim(),
    short_name: input.short_name.trim(),
    first_day: input.first_day ?? null,
    last_day: input.last_day ?? null,
    city: input.city?.trim() || null,
    time_zone: input.time_zone,
    theme: input.theme ?? 'education',
    tagline: input.tagline?.trim() || null,
    event_types: JSON.stringify(input.event_types ?? []),
    source,
  };
  await db
    .insertInto('programmes')
    .values({ year, ...values })
    .onConflict((oc) => oc.column('year').doUpdateSet({ ...values, updated_at: new Date().toISOString() }))
    .execute();
}
