import { isTimeZone, neutralProgramme, type Programme, timeZoneLabel, timeZoneName } from '@conf/core';

/**
 * The programme the site presents (`Programme` of @conf/core): its settings come from the server (the
 * page's config JSON, written per year by the import or the demo seed), never from code. The hero,
 * header, footer, document titles, Event Type filter and every time shown read them.
 */
export type { Programme };

/**
 * The settings the site falls back to when the page carries none (component tests, `vite dev`
 * without the server): the demo programme the server seeds.
 */
export const DEMO_PROGRAMME: Programme = {
  year: 2026,
  name: 'EDU Summit 2026',
  shortName: 'EDU Summit',
  firstDay: '2026-03-09',
  lastDay: '2026-03-12',
  city: 'Austin, Texas',
  timeZone: 'America/Chicago',
  tagline:
    'Four days of sessions, workshops and showcases for everyone who teaches, learns and builds the future of learning.',
  eventTypes: ['screening', 'showcase', 'showcase_presenter', 'session', 'panel'],
};

/** The landing page's promo texts (heading and cards). */
export interface LandingCopy {
  heading: string;
  speakers: string;
  sessions: string;
  stayTitle: string;
  stay: string;
}

/** The demo's own landing copy (an education summit in downtown Austin). */
const DEMO_LANDING_COPY: LandingCopy = {
  heading: 'Plan your summit',
  speakers: 'Teachers, researchers, founders and policy makers: see who has just joined the programme.',
  sessions: 'Browse every session, workshop and showcase of the year, day by day.',
  stayTitle: 'Stay downtown',
  stay: 'Rooms at partner hotels a short walk from the venues, at conference rates.',
};

/**
 * Whether a programme is the neutral one of a year nothing was imported into (`Programme 2019`,
 * see `neutralProgramme` of @conf/core): its words must come from the year alone.
 */
export function isNeutralProgramme(programme: Programme): boolean {
  const neutral = neutralProgramme(programme.year);
  return (
    programme.name === neutral.name &&
    programme.shortName === neutral.shortName &&
    programme.firstDay === null &&
    programme.city === null
  );
}

/** The landing copy of a year without settings: plain words and the year, nothing of the demo's. */
function neutralLandingCopy(year: number): LandingCopy {
  return {
    heading: `What is on in ${year}`,
    speakers: `See who speaks in ${year}.`,
    sessions: `Browse every event of ${year}, day by day.`,
    stayTitle: 'Stay nearby',
    stay: 'Rooms a short walk from the venues.',
  };
}

/**
 * The landing page's promo texts for a programme: the demo's own words for the demo programme (its
 * short name, as the demo seed writes it), neutral words of the year for a year without settings
 * ("Plan your Programme" would read oddly), else words made of the programme's short name, name and
 * city, so that FOSDEM's page never says "summit" or "downtown".
 */
export function landingCopy(programme: Programme): LandingCopy {
  if (programme.shortName === DEMO_PROGRAMME.shortName) return DEMO_LANDING_COPY;
  if (isNeutralProgramme(programme)) return neutralLandingCopy(programme.year);
  return {
    heading: `Plan your ${programme.shortName}`,
    speakers: `See who speaks at ${programme.name}.`,
    sessions: `Browse the whole programme of ${programme.name}, day by day.`,
    stayTitle: 'Stay nearby',
    stay: programme.city
      ? `Rooms a short walk from the venues in ${programme.city}.`
      : 'Rooms a short walk from the venues.',
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(day: string | null): { y: number; m: string; d: number } | null {
  const match = day ? DAY.exec(day) : null;
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? { y: Number(match[1]), m: month, d: Number(match[3]) } : null;
}

/**
 * The programme's days for the hero: `March 9–12, 2026`, `January 31 – February 1, 2026`,
 * `December 27, 2025 – January 1, 2026`, one day alone, or `''` when unknown.
 */
export function programmeDates(programme: Pick<Programme, 'firstDay' | 'lastDay'>): string {
  const first = parts(programme.firstDay);
  const last = parts(programme.lastDay) ?? first;
  if (!first || !last) return '';
  if (first.y !== last.y) return `${first.m} ${first.d}, ${first.y} \u2013 ${last.m} ${last.d}, ${last.y}`;
  if (first.m !== last.m) return `${first.m} ${first.d} \u2013 ${last.m} ${last.d}, ${last.y}`;
  if (first.d !== last.d) return `${first.m} ${first.d}\u2013${last.d}, ${last.y}`;
  return `${first.m} ${first.d}, ${first.y}`;
}

/** `EDU Summit 2026 · March 9–12, 2026 · Austin, Texas`, without the parts that are unknown. */
export function programmeLine(programme: Programme): string[] {
  return [programme.name, programmeDates(programme), programme.city ?? ''].filter((part) => part !== '');
}

/**
 * How the footer names the zone: `Central Time (CT)`, `Central European Time (CET)`; the label is
 * the one of the programme's first day (standard or summer time as the programme has it).
 */
export function programmeZoneText(programme: Pick<Programme, 'timeZone' | 'firstDay'>): string {
  const at = programme.firstDay ?? new Date();
  const name = timeZoneName(programme.timeZone, at);
  const label = timeZoneLabel(programme.timeZone, at);
  return name === label ? name : `${name} (${label})`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads the programme of the page's config; anything unusable falls back to `fallback`'s field. */
export function parseProgramme(value: unknown, fallback: Programme = DEMO_PROGRAMME): Programme {
  if (typeof value !== 'object' || value === null) return fallback;
  const source = value as Record<string, unknown>;
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : null);
  const name = text(source.name);
  return {
    year: Number.isInteger(source.year) ? (source.year as number) : fallback.year,
    name: name ?? fallback.name,
    shortName: text(source.shortName) ?? name ?? fallback.shortName,
    firstDay: day(source.firstDay),
    lastDay: day(source.lastDay),
    city: text(source.city),
    timeZone: isTimeZone(source.timeZone) ? source.timeZone : fallback.timeZone,
    tagline: text(source.tagline),
    eventTypes: Array.isArray(source.eventTypes)
      ? source.eventTypes.filter((t): t is string => typeof t === 'string' && t !== '')
      : [],
  };
}
