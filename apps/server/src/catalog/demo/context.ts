import { base, en, Faker, generateMersenne53Randomizer } from '@faker-js/faker';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * Shared state of one demo generation: a seeded Faker (the only source of randomness), the
 * conference calendar and the reference date. Never reads the clock.
 */

export const TIME_ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What fills the `{slots}` of a template. */
export type SlotValues =
  | Readonly<Record<string, string | (() => string)>>
  | ((slot: string) => string | undefined);

/** A template split into literal text (even indexes) and slot names (odd indexes). */
const compiled = new Map<string, string[]>();

function compile(template: string): string[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  return parts;
}

function fillTemplate(template: string, values: SlotValues): string {
  const parts = compile(template);
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const slot = parts[i] as string;
    const value = typeof values === 'function' ? values(slot) : values[slot];
    out +=
      (value === undefined ? `{${slot}}` : typeof value === 'function' ? value() : value) +
      (parts[i + 1] ?? '');
  }
  return out;
}

export interface DemoContext {
  faker: Faker;
  year: number;
  /** Reference date: publish_at before it is published, after it is "visible after". */
  now: Date;
  /** Conference days, `yyyy-MM-dd` (Monday to Thursday of the second full week of March). */
  days: string[];
  /** One of the items, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** `count` distinct items (fewer when the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[];
  /**
   * `{slot}` replaced by `values[slot]` (a value or a function giving one), or by `values(slot)`.
   * Unknown slots stay as they are.
   */
  fill(template: string, values: SlotValues): string;
  /** An instant as ISO 8601 in Chicago with its offset. */
  iso(time: Date): string;
  /** The instant of a Chicago wall-clock time on a `yyyy-MM-dd` day. */
  at(day: string, hour: number, minute: number): Date;
  /** A `yyyy-MM-dd` day `offset` days after `day`. */
  addDays(day: string, offset: number): string;
}

/** Mondays to Thursdays of the week of the second Monday of March. */
export function conferenceDays(year: number): string[] {
  const firstWeekday = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  const secondMonday = firstMonday + 7;
  return [0, 1, 2, 3].map((i) => new Date(Date.UTC(year, 2, secondMonday + i)).toISOString().slice(0, 10));
}

/**
 * Chicago's UTC offset (ms) by UTC hour: offsets only change on the hour, so this is exact. It is read
 * from `formatInTimeZone`'s `XXX` (Intl's own zone data): date-fns-tz's `getTimezoneOffset` is off by
 * an hour in the hours around a DST change (it said −5 h at 2026-03-08T06:00Z, which is 00:00 CST).
 */
const offsets = new Map<number, number>();
/** Instants of Chicago wall-clock times already converted. */
const wallClock = new Map<string, number>();

/** `-06:00` → −21,600,000; `Z` → 0. */
export function offsetMs(isoOffset: string): number {
  if (isoOffset === 'Z') return 0;
  const [hours = 0, minutes = 0] = isoOffset.slice(1).split(':').map(Number);
  return (isoOffset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = offsetMs(formatInTimeZone(new Date(hour * HOUR_MS), TIME_ZONE, 'XXX'));
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * `yyyy-MM-dd'T'HH:mm:ssXXX` in the demo programme's zone (TIME_ZONE), as date-fns-tz's formatInTimeZone writes it, but with the
 * zone offset looked up once per hour: the generator formats about 100,000 times.
 */
export function programmeIsoFast(time: Date): string {
  const ms = time.getTime();
  const offset = offsetAt(ms);
  const local = new Date(ms + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** A seed that depends only on the inputs. */
function seedOf(size: string, year: number): number {
  let hash = year;
  for (const char of size) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash);
}

export function createContext(size: string, year: number, now: Date | undefined): DemoContext {
  // A randomizer seeded up front: Faker's default one would draw its initial seed from Math.random.
  const faker = new Faker({
    locale: [en, base],
    randomizer: generateMersenne53Randomizer(seedOf(size, year)),
  });
  const reference = now ?? fromZonedTime(`${year}-03-01T00:00:00`, TIME_ZONE);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  return {
    faker,
    year,
    now: reference,
    days: conferenceDays(year),
    pick: (items) => faker.helpers.arrayElement(items),
    chance: (p) => faker.number.float({ min: 0, max: 1 }) < p,
    int,
    sample(items, count) {
      if (count >= items.length) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as (typeof items)[number]);
    },
    fill: fillTemplate,
    iso: programmeIsoFast,
    at: (day, hour, minute) => {
      const wall = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
      let instant = wallClock.get(wall);
      if (instant === undefined) {
        instant = fromZonedTime(wall, TIME_ZONE).getTime();
        wallClock.set(wall, instant);
      }
      return new Date(instant);
    },
    addDays: (day, offset) =>
      new Date(Date.parse(`${day}T12:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10),
  };
}

/** Publication fields shared by events and entities (shares from the product brief). */
export interface Publication {
  featured: boolean;
  publish_at: string | null;
  announcement_date: string | null;
}

/**
 * ~5 % featured; publish_at ~3 % null (not published), ~5 % a few days after the reference date
 * (visible later), the rest between 150 days and 1 day before it; announced when published.
 */
export function publication(ctx: DemoContext): Publication {
  const featured = ctx.chance(0.05);
  const roll = ctx.faker.number.float({ min: 0, max: 1 });
  if (roll < 0.03) return { featured, publish_at: null, announcement_date: null };
  const today = ctx.iso(ctx.now).slice(0, 10);
  if (roll < 0.08) {
    const publishAt = ctx.iso(ctx.at(ctx.addDays(today, ctx.int(2, 10)), 9, 0));
    return { featured, publish_at: publishAt, announcement_date: publishAt };
  }
  const published = ctx.at(ctx.addDays(today, -ctx.int(1, 150)), ctx.int(8, 17), ctx.pick([0, 15, 30, 45]));
  const announced = ctx.chance(0.5) ? published : ctx.at(ctx.addDays(today, -ctx.int(1, 45)), 10, 0);
  return {
    featured,
    publish_at: ctx.iso(published),
    announcement_date: ctx.iso(new Date(Math.max(announced.getTime(), published.getTime()))),
  };
}

/** Names made unique by numbering repeats ("Bright Labs", "Bright Labs 2"). */
export function uniqueNames(): (name: string) => string {
  const seen = new Map<string, number>();
  return (name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} ${count}`;
  };
}
