import { isTimeZone, neutralProgramme, type Programme } from '@conf/core';
import type { ProgrammeInput } from '../catalog/types.ts';

/**
 * A year's programme settings as the server hands them to the site (page config), the kiosk and
 * the exports: the stored row of `programmes`, or {@link fallbackProgramme} for a year that has
 * none. Pure: no I/O here (store.ts reads and writes them).
 */
export interface ProgrammeSettings extends Programme {
  theme: 'education' | 'festival';
}

/** Settings of a year nothing was imported into with settings: neutral, never another programme's. */
export function fallbackProgramme(
  year: number,
  theme: ProgrammeSettings['theme'] = 'education',
): ProgrammeSettings {
  return { ...neutralProgramme(year), theme };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function line(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** Why a programme input cannot be stored, or `null` when it can. */
export function programmeProblem(input: ProgrammeInput): string | null {
  if (!line(input.name)) return 'programme.name is empty';
  if (!line(input.short_name)) return 'programme.short_name is empty';
  if (!isTimeZone(input.time_zone)) return `programme.time_zone '${input.time_zone}' is not an IANA zone`;
  for (const field of ['first_day', 'last_day'] as const) {
    const day = input[field];
    if (day != null && !DAY.test(day)) return `programme.${field} '${day}' is not yyyy-MM-dd`;
  }
  if (input.first_day && input.last_day && input.first_day > input.last_day) {
    return `programme.first_day ${input.first_day} is after last_day ${input.last_day}`;
  }
  return null;
}

/**
 * The `event_type` values of a programme's events, the most frequent first (ties by name): what its
 * Event Type filter offers when the import names none.
 */
export function eventTypesOf(events: readonly { event_type?: string | null }[]): string[] {
  const counts = new Map<string, number>();
  for (const event of events) {
    const type = line(event.event_type);
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([type]) => type);
}

/** First and last programme day of the events (`date`, else the start's day as the importer wrote it). */
export function programmeDays(events: readonly { date?: string | null; start_time?: string | null }[]): {
  first_day: string | null;
  last_day: string | null;
} {
  const days = events
    .map((event) => event.date ?? event.start_time?.slice(0, 10) ?? null)
    .filter((day): day is string => day !== null && DAY.test(day))
    .sort();
  return { first_day: days[0] ?? null, last_day: days.at(-1) ?? null };
}

/** The settings an input gives a year, as {@link ProgrammeSettings} (what store.ts reads back). */
export function settingsFromInput(year: number, input: ProgrammeInput): ProgrammeSettings {
  return {
    year,
    name: input.name.trim(),
    shortName: input.short_name.trim(),
    firstDay: input.first_day ?? null,
    lastDay: input.last_day ?? null,
    city: line(input.city),
    timeZone: input.time_zone,
    theme: input.theme ?? 'education',
    tagline: line(input.tagline),
    eventTypes: [...(input.event_types ?? [])],
  };
}
