import type {
  CatalogInput,
  EntityInput,
  EventEntityRefInput,
  EventInput,
  LinkInput,
  ProgrammeInput,
  VenueInput,
} from '../catalog/types.ts';
import { eventTypesOf, programmeDays } from '../programmes/settings.ts';
import { isRecord } from './errors.ts';
import type { ParsedEntity, ParsedEvent, ParsedProgramme, ParseSkip, RawLink, RawText } from './programme.ts';
import { cleanLine, richText, safeUrl, stripEmails } from './text.ts';
import {
  addMinutesIso,
  isValidTimeZone,
  programmeDay,
  resolveTime,
  type TimeValue,
  TimeValueError,
} from './time.ts';
import { offsetText, offsetTimes, summarizeOffsets } from './zone-hints.ts';

/**
 * The shared layer between format parsers and the catalogue: turns a {@link ParsedProgramme} into
 * a {@link CatalogInput}. Pure. This is where, for every format alike:
 * - every text is sanitised (names and titles one clean line; rich text to plain text; e-mail
 *   addresses removed) and every link made a safe, encoded http(s) URL;
 * - times are placed in the programme's zone (`timeZone` option, else the file's; a file
 *   with floating times and no zone is refused), an end is computed from a duration, an end at or before a floating start is
 *   moved to the next day (past midnight), and the programme day is the file's day, else the start's
 *   wall-clock day adjusted by the day change;
 * - an event is keyed by its guid when it has one, else by its id (two records with the same id but
 *   different guids stay two events), and a later record with an already used key is skipped;
 * - people are keyed by the source's person id, never by name; a person without id is skipped;
 * - `CANCELLED`/`CANCELED` and `AMENDMENT` title markers become the canceled flag (and
 *   `details.amended`) and leave the title;
 * - contact data (e-mail, phone fields, pretalx answers, film contacts) never reaches `details`;
 * - a record without a publishing date in its source is published ({@link PUBLISHED_WITHOUT_DATE}).
 */

export interface ToCatalogOptions {
  /** Conference year; default the file's year. */
  year?: number | null;
  /** Zone for floating times; default the file's zone (required when the file names none). */
  timeZone?: string | null;
  /** Source name recorded on every row; default the file's (e.g. its acronym), else `<format>-<year>`. */
  source?: string | null;
  /**
   * Programme settings stored for the year (see `ProgrammeInput`); each defaults to the file's
   * (frab `<title>`, `<city>`), else to what the data shows (days of the events, their event types),
   * else a name made of the source and year.
   */
  name?: string | null;
  shortName?: string | null;
  city?: string | null;
  theme?: string | null;
  tagline?: string | null;
  /** `yyyy-MM-dd`; default the first and last day of the events. */
  firstDay?: string | null;
  lastDay?: string | null;
  /** `event_type` values the Event Type filter offers; default the events' types, most frequent first. */
  eventTypes?: readonly string[] | null;
}

export interface ConvertedProgramme {
  input: CatalogInput;
  /** Records left out, from reading the file and from this layer. */
  skipped: ParseSkip[];
  /** The zone floating times were placed in. */
  timeZone: string;
}

/** The import option an {@link ImportOptionError} is about (the API request's field of the same name). */
export type ImportOptionField = 'timezone' | 'year' | 'theme' | 'first_day' | 'last_day';

/** Raised for options that cannot work (an unknown time zone, no year at all), naming the option. */
export class ImportOptionError extends Error {
  override name = 'ImportOptionError';
  constructor(
    message: string,
    readonly field: ImportOptionField,
  ) {
    super(message);
  }
}

/** A record this layer leaves out. */
class Skip extends Error {}

const MAX_ID_LENGTH = 128;

/**
 * `publish_at` of a record whose source gives no publishing date: the source publishes it, so it is
 * public, while the catalogue (and the site's "Not published") reads `null` as never published. A
 * fixed instant in the past, so that re-imports stay unchanged. Only a date the source writes makes a
 * record wait ("Visible after …").
 */
export const PUBLISHED_WITHOUT_DATE = '1970-01-01T00:00:00Z';

function cleanId(value: unknown): string | null {
  const id = cleanLine(value);
  return id !== null && id.length <= MAX_ID_LENGTH ? id : null;
}

/** Field names that hold private contact data: dropped wherever they appear in `details`. */
const PRIVATE_KEYS =
  /^(e-?mails?|email_address|phones?|phone_number|telephone|tel|mobile|fax|contacts?|answers)$/i;

/**
 * `details` without contact data: private keys dropped, e-mail addresses removed from strings, and
 * fields named `…url` made safe, encoded URLs (or `null`).
 */
export function scrubDetails(value: unknown, base?: string | null): unknown {
  if (typeof value === 'string') return stripEmails(value);
  if (Array.isArray(value)) return value.map((v) => scrubDetails(v, base));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (PRIVATE_KEYS.test(key) || v === undefined) continue;
    out[key] = /url$/i.test(key) && typeof v === 'string' ? safeUrl(v, base) : scrubDetails(v, base);
  }
  return out;
}

function text(value: RawText | null | undefined): string | null {
  return value ? richText(value.text, value.markup) : null;
}

function links(raw: readonly RawLink[] | null | undefined, base: string | null | undefined): LinkInput[] {
  const out: LinkInput[] = [];
  const seen = new Set<string>();
  for (const link of raw ?? []) {
    const url = safeUrl(link.url, base);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push({ type: cleanLine(link.type)?.toLowerCase() ?? 'website', url });
  }
  return out;
}

/** Event links keep their title (a video, the slides, a chat room), in `details.links`. */
function titledLinks(raw: readonly RawLink[] | null | undefined, base: string | null | undefined) {
  const out: { type: string; url: string; title: string | null }[] = [];
  const seen = new Set<string>();
  for (const link of raw ?? []) {
    const url = safeUrl(link.url, base);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push({ type: cleanLine(link.type)?.toLowerCase() ?? 'related', url, title: cleanLine(link.title) });
  }
  return out;
}

/** Upper-case status words at the start of a title, with or without a separator. */
const STATUS_PREFIX_UPPER = /^[[(]?(CANCEL+ED|AMENDMENT|AMENDED)[\])]?(?:\s*[:\-–—]\s*|\s+)/;
/** Status words in any case, only when followed by an explicit separator (`Cancelled: …`). */
const STATUS_PREFIX_ANY = /^[[(]?(cancel+ed|amendment|amended)[\])]?\s*[:\-–—]\s*/i;
/** `… (CANCELLED)` or `… [canceled]` at the end. */
const STATUS_SUFFIX = /\s*[[(](cancel+ed|amendment|amended)[\])]$/i;

/** A title without its status marker, and what the marker said. */
export function titleStatus(title: string): { name: string; canceled: boolean; amended: boolean } {
  let name = title;
  let canceled = false;
  let amended = false;
  for (;;) {
    const match = STATUS_PREFIX_UPPER.exec(name) ?? STATUS_PREFIX_ANY.exec(name) ?? STATUS_SUFFIX.exec(name);
    if (!match) break;
    const word = (match[1] as string).toLowerCase();
    if (word.startsWith('cancel')) canceled = true;
    else amended = true;
    const rest = name.replace(match[0], '').trim();
    if (rest === '') break;
    name = rest;
  }
  return { name, canceled, amended };
}

/** The first four-digit year (1900-2099) in a day or time string. */
function yearOf(value: unknown): number | null {
  const m = typeof value === 'string' ? /^(19|20)\d{2}/.exec(value) : null;
  return m ? Number(m[0]) : null;
}

function yearOfEvents(events: readonly ParsedEvent[]): number | null {
  for (const e of events) {
    const candidate = e.date ?? (typeof e.start === 'string' ? e.start : e.start?.date);
    const year = yearOf(candidate);
    if (year) return year;
  }
  return null;
}

function isFloating(value: TimeValue): boolean {
  return typeof value !== 'string' || !/(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value.trim());
}

/** The next day's wall clock for a floating end that is not after its start. */
function nextDay(value: TimeValue): TimeValue {
  if (typeof value !== 'string') {
    const d = new Date(`${value.date}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return { date: d.toISOString().slice(0, 10), time: value.time };
  }
  const [date, time] = value.trim().split(/[T ]/);
  return nextDay({ date: date as string, time: time as string });
}

interface EventTimes {
  start_time: string | null;
  end_time: string | null;
  date: string | null;
}

function eventTimes(e: ParsedEvent, zone: string, dayChange: string | null | undefined): EventTimes {
  const start = e.start ? resolveTime(e.start, zone) : null;
  let end: string | null = null;
  if (e.end) {
    end = resolveTime(e.end, zone);
    if (start && isFloating(e.end) && new Date(end).getTime() <= new Date(start).getTime()) {
      end = resolveTime(nextDay(e.end), zone);
    }
  } else if (start && e.duration_minutes !== null && e.duration_minutes !== undefined) {
    end = addMinutesIso(start, e.duration_minutes, zone, !isFloating(e.start as TimeValue));
  }
  const date = cleanLine(e.date) ?? (start ? programmeDay(start, dayChange ?? null) : null);
  return { start_time: start, end_time: end, date };
}

/** Venues: keyed by id; a repeated id fills what the first record left empty. */
function convertVenues(p: ParsedProgramme, skipped: ParseSkip[]): VenueInput[] {
  const byId = new Map<string, VenueInput>();
  for (const v of p.venues) {
    const id = cleanId(v.id);
    const name = cleanLine(v.name);
    if (!id) {
      skipped.push({ kind: 'venues', ref: v.at, reason: 'venue without id' });
      continue;
    }
    if (!name) {
      skipped.push({ kind: 'venues', ref: `venue:${id} (${v.at})`, reason: 'venue without name' });
      continue;
    }
    const venue: VenueInput = {
      id,
      name,
      parent_id: cleanId(v.parent_id),
      address: cleanLine(v.address),
      city: cleanLine(v.city),
      state: cleanLine(v.state),
      postal_code: cleanLine(v.postal_code),
      country: cleanLine(v.country),
      latitude: v.latitude ?? null,
      longitude: v.longitude ?? null,
      links: links(v.links, p.base_url),
      thumbnail_url: safeUrl(v.thumbnail_url, p.base_url),
      details: scrubDetails(v.details ?? {}, p.base_url) as Record<string, unknown>,
    };
    const previous = byId.get(id);
    byId.set(id, previous ? fillMissing(previous, venue) : venue);
  }
  return [...byId.values()];
}

/** `first` with its null, empty or missing fields taken from `later`. */
function fillMissing<T extends object>(first: T, later: T): T {
  const out: Record<string, unknown> = { ...(first as Record<string, unknown>) };
  for (const [key, value] of Object.entries(later)) {
    const current = out[key];
    const empty =
      current === null ||
      current === undefined ||
      (Array.isArray(current) && current.length === 0) ||
      (isRecord(current) && Object.keys(current).length === 0);
    if (empty) out[key] = value;
  }
  return out as T;
}

function convertEntity(
  e: ParsedEntity,
  id: string,
  name: string,
  base: string | null | undefined,
): EntityInput {
  return {
    id,
    type: e.type,
    name,
    title: cleanLine(e.title),
    company: cleanLine(e.company),
    city: cleanLine(e.city),
    state: cleanLine(e.state),
    country: cleanLine(e.country),
    genre: cleanLine(e.genre),
    subgenre: cleanLine(e.subgenre),
    bio: text(e.bio),
    details_text: text(e.details_text),
    description: text(e.description),
    thumbnail_url: safeUrl(e.thumbnail_url, base),
    image_url: safeUrl(e.image_url, base),
    image_alt_text: cleanLine(e.image_alt_text),
    links: links(e.links, base),
    artist_connection: e.artist_connection ?? null,
    featured: e.featured ?? null,
    publish_at: e.publish_at ?? PUBLISHED_WITHOUT_DATE,
    announcement_date: e.announcement_date ?? null,
    details: scrubDetails(e.details ?? {}, base) as Record<string, unknown>,
  };
}

/** Entities: keyed by the source's id only (two people with one name stay two people). */
function convertEntities(p: ParsedProgramme, skipped: ParseSkip[]): EntityInput[] {
  const byId = new Map<string, EntityInput>();
  for (const e of p.entities) {
    const id = cleanId(e.id);
    const name = cleanLine(e.name);
    if (!id) {
      skipped.push({
        kind: 'entities',
        ref: e.at,
        reason: `${e.type} '${name ?? '?'}' has no id in this file (people are never matched by name)`,
      });
      continue;
    }
    if (!name) {
      skipped.push({ kind: 'entities', ref: `entity:${id} (${e.at})`, reason: `${e.type} without name` });
      continue;
    }
    const entity = convertEntity(e, id, name, p.base_url);
    const previous = byId.get(id);
    byId.set(id, previous ? fillMissing(previous, entity) : entity);
  }
  return [...byId.values()];
}

function convertEvent(e: ParsedEvent, key: string, p: ParsedProgramme, zone: string): EventInput {
  const rawName = cleanLine(e.name);
  if (!rawName) throw new Skip('event without title');
  const status = titleStatus(rawName);
  let times: EventTimes;
  try {
    times = eventTimes(e, zone, p.day_change);
  } catch (error) {
    if (error instanceof TimeValueError) throw new Skip(error.message);
    throw error;
  }
  const entities: EventEntityRefInput[] = [];
  for (const ref of e.people ?? []) {
    const id = cleanId(ref.id);
    if (id) entities.push({ entity_id: id, role: ref.role });
  }
  const eventLinks = titledLinks(e.links, p.base_url);
  const details: Record<string, unknown> = { ...(e.details ?? {}) };
  if (e.guid && cleanId(e.id) && cleanId(e.id) !== key) details.source_id = cleanId(e.id);
  if (e.guid) details.guid = cleanLine(e.guid);
  const subtitle = cleanLine(e.subtitle);
  if (subtitle) details.subtitle = subtitle;
  if (status.amended) details.amended = true;
  if (eventLinks.length > 0) details.links = eventLinks;
  details.time_zone = zone;
  return {
    ...e,
    id: key,
    name: status.name,
    publish_at: e.publish_at ?? PUBLISHED_WITHOUT_DATE,
    description: text(e.description),
    long_description: text(e.long_description),
    start_time: times.start_time,
    end_time: times.end_time,
    date: times.date,
    thumbnail_url: safeUrl(e.thumbnail_url, p.base_url),
    image_url: safeUrl(e.image_url, p.base_url),
    image_credit: cleanLine(e.image_credit),
    presented_by: cleanLine(e.presented_by),
    format: cleanLine(e.format),
    event_type: cleanLine(e.event_type),
    track: cleanLine(e.track),
    experience_level: cleanLine(e.experience_level),
    focus_area: cleanLine(e.focus_area),
    genre: cleanLine(e.genre),
    subgenre: cleanLine(e.subgenre),
    sponsor: cleanLine(e.sponsor),
    sponsor_image: safeUrl(e.sponsor_image, p.base_url),
    express_message: cleanLine(e.express_message),
    venue_id: cleanId(e.venue_id),
    entities,
    canceled: e.canceled === true || status.canceled,
    details: scrubDetails(details, p.base_url) as Record<string, unknown>,
  };
}

/** The keys the parsed-only fields of a ParsedEvent use, removed from the EventInput. */
const PARSED_ONLY_KEYS = [
  'guid',
  'at',
  'subtitle',
  'start',
  'end',
  'duration_minutes',
  'people',
  'links',
] as const;

function convertEvents(p: ParsedProgramme, zone: string, skipped: ParseSkip[]): EventInput[] {
  const events: EventInput[] = [];
  const seen = new Map<string, string>();
  for (const e of p.events) {
    const guid = cleanId(e.guid);
    const id = cleanId(e.id);
    const key = guid ?? id;
    if (!key) {
      skipped.push({ kind: 'events', ref: e.at, reason: 'event without id or guid' });
      continue;
    }
    const title = cleanLine(e.name);
    const ref = `event:${key}${title ? ` '${title}'` : ''} (${e.at})`;
    const first = seen.get(key);
    if (first) {
      skipped.push({
        kind: 'events',
        ref,
        reason: `repeats the ${guid ? 'guid' : 'id'} of the event at ${first} (the first one was kept)`,
        id: key,
      });
      continue;
    }
    try {
      const event = convertEvent(e, key, p, zone) as EventInput & Record<string, unknown>;
      for (const k of PARSED_ONLY_KEYS) delete event[k];
      seen.set(key, e.at);
      events.push(event);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      seen.set(key, e.at);
      skipped.push({ kind: 'events', ref, reason: error.message, id: key });
    }
  }
  return events;
}

/** The first event with a time that names no offset (placed in the programme's zone), if any. */
function firstFloatingEvent(events: readonly ParsedEvent[]): ParsedEvent | undefined {
  return events.find((e) => (e.start && isFloating(e.start)) || (e.end && isFloating(e.end)));
}

/** A time as the file writes it, for messages. */
function timeText(value: TimeValue | null | undefined): string {
  return typeof value === 'string' ? value : value ? `${value.date} ${value.time}` : '';
}

/**
 * The zone of the programme: the `timeZone` option, else the file's. A file that names none is
 * refused: floating times cannot be placed (a guessed zone put FOSDEM 2023 seven hours late), and
 * times with offsets only do not say whose daylight-saving rules apply nor what wall clock the
 * site should show (JuliaCon's `-04:00` is New York, not the Chicago that used to be recorded). The
 * message names the offsets seen and zones that match them (zone-hints.ts).
 */
function programmeZone(p: ParsedProgramme, opts: ToCatalogOptions): string {
  const zone = cleanLine(opts.timeZone) ?? cleanLine(p.time_zone);
  if (zone === null) {
    const floating = firstFloatingEvent(p.events);
    if (!floating) throw new ImportOptionError(offsetsOnlyMessage(p.events), 'timezone');
    throw new ImportOptionError(
      `The file names no time zone and its times carry no offset (e.g. ${floating.at}: '${timeText(floating.start ?? floating.end)}'): ` +
        "give the programme's time zone with --timezone (the API's timezone), e.g. --timezone Europe/Brussels",
      'timezone',
    );
  }
  if (!isValidTimeZone(zone)) {
    throw new ImportOptionError(
      `Unknown time zone '${zone}' (use an IANA name such as Europe/Brussels, or an offset such as +01:00)`,
      'timezone',
    );
  }
  return zone;
}

/** Why a file whose times carry offsets only is refused, and which zones would fit. */
function offsetsOnlyMessage(events: readonly ParsedEvent[]): string {
  const summary = summarizeOffsets(offsetTimes(events.flatMap((e) => [e.start, e.end])));
  if (!summary) {
    return "The file names no time zone: give the programme's time zone with --timezone (the API's timezone), e.g. --timezone Europe/Brussels";
  }
  const example = summary.zones[0] ?? 'Europe/Brussels';
  const fits =
    summary.zones.length > 0
      ? `; zones with these offsets on these days: ${summary.zones.join(', ')}`
      : '; no IANA zone has exactly these offsets on these days';
  return (
    `The file names no time zone and its times carry only UTC offsets: ${offsetText(summary)}. ` +
    'An offset does not say which zone the programme is in (nor its daylight-saving rules): ' +
    `give the programme's time zone with --timezone (the API's timezone), e.g. --timezone ${example}${fits}`
  );
}

/**
 * See the module comment. Throws {@link ImportOptionError} for an unknown zone, floating times
 * without a zone, or no year.
 */
export function toCatalogInput(p: ParsedProgramme, opts: ToCatalogOptions = {}): ConvertedProgramme {
  const zone = programmeZone(p, opts);
  const year = opts.year ?? p.year ?? yearOfEvents(p.events);
  if (!year) throw new ImportOptionError('The file names no conference year: give one (--year)', 'year');
  const skipped = [...p.skipped];
  const venues = convertVenues(p, skipped);
  const entities = convertEntities(p, skipped);
  const events = convertEvents(p, zone, skipped);
  const source = cleanLine(opts.source) ?? cleanLine(p.source) ?? `${p.format}-${year}`;
  const programme = programmeSettings(p, opts, { year, source, zone, events });
  return {
    input: { year, source, format: p.format, venues, entities, events, attendees: [], programme },
    skipped,
    timeZone: zone,
  };
}

const THEMES = ['education', 'festival'] as const;

/** The short name of a programme name: without its year (`FOSDEM 2026` → `FOSDEM`). */
function shortNameOf(name: string, year: number): string {
  return name.replace(new RegExp(`\\s*\\b${year}\\b\\s*`), ' ').trim() || name;
}

/**
 * The year's programme settings from the options, else the file, else the data (see
 * {@link ToCatalogOptions}). Throws {@link ImportOptionError} for a theme or day it cannot use.
 */
export function programmeSettings(
  p: Pick<ParsedProgramme, 'title' | 'city'>,
  opts: ToCatalogOptions,
  read: { year: number; source: string; zone: string; events: readonly EventInput[] },
): ProgrammeInput {
  const name = cleanLine(opts.name) ?? cleanLine(p.title) ?? `${read.source} ${read.year}`.trim();
  const theme = cleanLine(opts.theme);
  if (theme !== null && !(THEMES as readonly string[]).includes(theme)) {
    throw new ImportOptionError(`Unknown theme '${theme}' (expected ${THEMES.join(' or ')})`, 'theme');
  }
  const days = programmeDays(read.events);
  const firstDay = cleanLine(opts.firstDay) ?? days.first_day;
  const lastDay = cleanLine(opts.lastDay) ?? days.last_day;
  for (const [option, field, day] of [
    ['--first-day', 'first_day', firstDay],
    ['--last-day', 'last_day', lastDay],
  ] as const) {
    if (day !== null && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      throw new ImportOptionError(`${option} '${day}' is not a day (yyyy-MM-dd expected)`, field);
    }
  }
  if (firstDay !== null && lastDay !== null && firstDay > lastDay) {
    throw new ImportOptionError(`The first day ${firstDay} is after the last day ${lastDay}`, 'first_day');
  }
  const eventTypes = (opts.eventTypes ?? []).flatMap((type) => cleanLine(type) ?? []);
  return {
    name,
    short_name: cleanLine(opts.shortName) ?? shortNameOf(name, read.year),
    first_day: firstDay,
    last_day: lastDay,
    city: cleanLine(opts.city) ?? cleanLine(p.city),
    time_zone: read.zone,
    theme: (theme as ProgrammeInput['theme']) ?? 'education',
    tagline: cleanLine(opts.tagline),
    event_types: eventTypes.length > 0 ? eventTypes : eventTypesOf(read.events),
  };
}

/**
 * The programme settings of a native file (the catalogue's own JSON, whose `programme` the native
 * export writes): the file's, with the options given over them (the same options as every format).
 * `null` when the file has none and no option is given. A file without settings needs `--timezone`
 * for options to make settings of.
 */
export function nativeProgrammeSettings(
  input: Pick<CatalogInput, 'year' | 'source' | 'events' | 'programme'>,
  opts: ToCatalogOptions,
): ProgrammeInput | null {
  const base = input.programme ?? null;
  const given = [
    opts.name,
    opts.shortName,
    opts.city,
    opts.theme,
    opts.tagline,
    opts.firstDay,
    opts.lastDay,
    opts.timeZone,
  ].some((value) => cleanLine(value) !== null);
  if (!given && !(opts.eventTypes && opts.eventTypes.length > 0)) return base;
  const zone = cleanLine(opts.timeZone) ?? base?.time_zone ?? null;
  if (zone === null) {
    throw new ImportOptionError(
      "The file has no programme settings to change: give the programme's time zone too (--timezone)",
      'timezone',
    );
  }
  if (!isValidTimeZone(zone)) {
    throw new ImportOptionError(
      `Unknown time zone '${zone}' (use an IANA name such as Europe/Brussels)`,
      'timezone',
    );
  }
  return programmeSettings(
    { title: base?.name ?? null, city: base?.city ?? null },
    {
      name: opts.name,
      shortName: opts.shortName ?? (opts.name ? null : base?.short_name),
      city: opts.city,
      theme: opts.theme ?? base?.theme,
      tagline: opts.tagline ?? base?.tagline,
      firstDay: opts.firstDay ?? base?.first_day,
      lastDay: opts.lastDay ?? base?.last_day,
      eventTypes: opts.eventTypes ?? base?.event_types,
    },
    { year: input.year, source: input.source, zone, events: input.events },
  );
}
