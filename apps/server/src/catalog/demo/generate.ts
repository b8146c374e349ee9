import type { CatalogInput, EntityInput, ProgrammeInput } from '../types.ts';
import { createContext, TIME_ZONE, uniqueNames } from './context.ts';
import { generateEvents } from './events.ts';
import { generateFilm, generateOrganization } from './organizations.ts';
import { generateArtist, generateAttendee, generatePerson } from './people.ts';
import { generateVenues } from './venues.ts';

/** The two sizes of demo catalogue. */
export type DemoSize = 'demo' | 'festival';

export interface DemoOptions {
  /** Conference year (default 2026): days are Monday to Thursday of the second full week of March. */
  year?: number;
  /** Reference date for publish_at (default March 1 of the year, midnight in Chicago). */
  now?: Date;
}

/** How many records of each kind each size has. */
export const DEMO_PLANS = {
  /** An education conference programme. */
  demo: {
    events: 300,
    contributors: 450,
    films: 20,
    brands: 25,
    exhibitors: 20,
    presenters: 15,
    venues: 25,
    attendees: 400,
  },
  /** Festival scale, for benchmarks. */
  festival: {
    events: 4000,
    contributors: 12000,
    films: 600,
    brands: 350,
    exhibitors: 300,
    presenters: 150,
    venues: 120,
    attendees: 60000,
  },
} as const satisfies Record<DemoSize, Record<string, number>>;

/** Share of contributors who are artists (the rest are persons: speakers). */
const ARTIST_SHARE = 0.15;
const FIRST_ENTITY_ID = 2_000_001;

function times<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/**
 * A whole conference year (education theme) as {@link CatalogInput}, ready for `importCatalog`.
 * Deterministic: the same size and options give the same output, byte for byte (seeded Faker, no
 * clock, no Math.random).
 */
export function generateDemoCatalog(size: DemoSize, opts: DemoOptions = {}): CatalogInput {
  const plan = DEMO_PLANS[size];
  if (!plan) throw new Error(`Unknown demo size '${String(size)}' (expected demo or festival)`);
  const year = opts.year ?? 2026;
  const ctx = createContext(size, year, opts.now);
  let serial = FIRST_ENTITY_ID;
  const nextId = () => String(serial++);

  const { venues, hosts } = generateVenues(plan.venues);
  const artistCount = Math.round(plan.contributors * ARTIST_SHARE);
  const persons = times(plan.contributors - artistCount, () => generatePerson(ctx, nextId()));
  const artists = times(artistCount, () => generateArtist(ctx, nextId()));
  const filmNames = uniqueNames();
  const films = times(plan.films, () => generateFilm(ctx, nextId(), filmNames));
  const companyNames = uniqueNames();
  const brands = times(plan.brands, () => generateOrganization(ctx, nextId(), 'brand', companyNames));
  const exhibitors = times(plan.exhibitors, () =>
    generateOrganization(ctx, nextId(), 'exhibitor', companyNames),
  );
  const presenters = times(plan.presenters, () =>
    generateOrganization(ctx, nextId(), 'music_fest_presenter', companyNames),
  );
  const events = generateEvents(ctx, plan.events, { hosts, persons, artists, films, brands, presenters });
  const attendees = times(plan.attendees, (i) => generateAttendee(ctx, `u${String(i + 1).padStart(6, '0')}`));
  const entities: EntityInput[] = [...persons, ...artists, ...films, ...brands, ...exhibitors, ...presenters];
  return {
    year,
    source: `demo-${size}`,
    format: 'generator',
    venues,
    entities,
    events,
    attendees,
    programme: demoProgramme(year, ctx.days, size === 'festival' ? 'festival' : 'education'),
  };
}

/**
 * The demo's programme settings, written by the demo seed: the Chicago-zone education conference in
 * Austin (a real import writes its own).
 */
export function demoProgramme(
  year: number,
  days: readonly string[],
  theme: ProgrammeInput['theme'] = 'education',
): ProgrammeInput {
  return {
    name: `EDU Summit ${year}`,
    short_name: 'EDU Summit',
    first_day: days[0] ?? null,
    last_day: days.at(-1) ?? null,
    city: 'Austin, Texas',
    time_zone: TIME_ZONE,
    theme,
    tagline:
      'Four days of sessions, workshops and showcases for everyone who teaches, learns and builds the future of learning.',
    event_types: ['screening', 'showcase', 'showcase_presenter', 'session', 'panel'],
  };
}
