import type { ParsedEntity, ParsedEvent, ParsedProgramme, ParsedVenue, RawLink } from '../programme.ts';
import { cleanLine, slugify } from '../text.ts';
import { durationMinutes, TimeValueError } from '../time.ts';

/**
 * What frab schedule XML (Pentabarf, FOSDEM, 39C3) and c3voc schedule.json have in common: the
 * same conference / day / room / event tree and the same event fields. Both readers produce these
 * plain records; {@link frabProgramme} maps them to a ParsedProgramme, so the two formats of one
 * programme import to the same records.
 */

export interface FrabPerson {
  /** Pentabarf/frab integer id, as text. */
  id: string | null;
  /** pretalx/hub person guid. */
  guid: string | null;
  name: unknown;
  biography?: string | null;
  extended_biography?: string | null;
  avatar?: string | null;
  url?: string | null;
  slug?: string | null;
  /** Where the person is in the file. */
  at: string;
}

export interface FrabEvent {
  at: string;
  id: string | null;
  guid: string | null;
  code?: string | null;
  /** ISO 8601 start with offset (newer producers), or null. */
  date: string | null;
  /** `HH:MM` start in the day's local time (every producer). */
  start: string | null;
  duration: string | null;
  room: string | null;
  slug?: string | null;
  url?: string | null;
  title: unknown;
  subtitle?: unknown;
  track?: string | null;
  type?: string | null;
  language?: string | null;
  abstract?: string | null;
  description?: string | null;
  persons: FrabPerson[];
  links: RawLink[];
  feedback_url?: string | null;
  origin_url?: string | null;
  do_not_record?: boolean | null;
}

export interface FrabDay {
  /** `yyyy-MM-dd`: the programme day. */
  date: string | null;
  at: string;
  events: FrabEvent[];
}

export interface FrabRoom {
  name: string;
  guid?: string | null;
  capacity?: number | null;
  type?: string | null;
  description?: string | null;
}

export interface FrabSchedule {
  acronym: string | null;
  title: string | null;
  /** `<city>` of the conference (frab XML), when given. */
  city?: string | null;
  start: string | null;
  time_zone_name: string | null;
  day_change: string | null;
  base_url: string | null;
  rooms: FrabRoom[];
  /** Top-level person list (FOSDEM 2026): biographies by person id. */
  persons: FrabPerson[];
  days: FrabDay[];
}

/** Rooms of frab files have names only (or a guid only in the JSON): keyed by their slug. */
export function roomId(name: string): string {
  return `room-${slugify(name) || 'unnamed'}`;
}

function personKey(p: FrabPerson): string | null {
  return cleanLine(p.guid) ?? cleanLine(p.id);
}

function personEntity(p: FrabPerson, extra?: FrabPerson): ParsedEntity {
  const bio = [extra?.biography ?? p.biography, extra?.extended_biography ?? p.extended_biography]
    .filter((b): b is string => typeof b === 'string' && b.trim() !== '')
    .join('\n\n');
  const links: RawLink[] = [];
  const url = extra?.url ?? p.url;
  if (url) links.push({ type: 'website', url });
  return {
    id: personKey(p),
    at: p.at,
    type: 'person',
    name: extra?.name ?? p.name,
    bio: bio ? { text: bio, markup: 'markdown-or-html' } : null,
    thumbnail_url: extra?.avatar ?? p.avatar ?? null,
    image_url: extra?.avatar ?? p.avatar ?? null,
    links,
    details: { slug: extra?.slug ?? p.slug ?? null, guid: p.guid ?? null, source_id: p.id ?? null },
  };
}

function eventLinks(e: FrabEvent): RawLink[] {
  const links = [...e.links];
  if (e.url) links.unshift({ type: 'website', url: e.url, title: 'Event page' });
  return links;
}

function frabEvent(e: FrabEvent, day: FrabDay, schedule: FrabSchedule): ParsedEvent {
  let duration: number | null = null;
  try {
    duration = durationMinutes(e.duration);
  } catch (error) {
    if (!(error instanceof TimeValueError)) throw error;
  }
  const start = e.date ?? floatingStart(e.start, day.date, schedule.day_change);
  const room = cleanLine(e.room);
  return {
    id: cleanLine(e.id),
    guid: cleanLine(e.guid),
    at: e.at,
    name: e.title,
    subtitle: e.subtitle,
    description: e.abstract ? { text: e.abstract, markup: 'markdown-or-html' } : null,
    long_description: e.description ? { text: e.description, markup: 'markdown-or-html' } : null,
    start,
    duration_minutes: start ? duration : null,
    date: day.date,
    venue_id: room ? roomId(room) : null,
    event_type: e.type ?? null,
    track: e.track ?? null,
    people: e.persons.flatMap((p) => {
      const id = personKey(p);
      return id ? [{ id, role: 'contributor' as const }] : [];
    }),
    links: eventLinks(e),
    details: {
      code: e.code ?? null,
      slug: e.slug ?? null,
      language: e.language ?? null,
      url: e.url ?? null,
      feedback_url: e.feedback_url ?? null,
      origin_url: e.origin_url ?? null,
      do_not_record: e.do_not_record ?? null,
      schedule: schedule.acronym ?? schedule.title,
    },
  };
}

/**
 * A start given only as `HH:MM` under its `<day date>`: on that date, or on the next calendar date
 * when it is before the day change (a 01:00 start under day 1 happens on day 2's date).
 */
function floatingStart(start: string | null, date: string | null, dayChange: string | null) {
  if (!date || !start) return null;
  const minutes = (t: string) => {
    const [h, m] = t.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  if (dayChange && /^\d{1,2}:\d{2}/.test(start) && minutes(start) < minutes(dayChange)) {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { date: next.toISOString().slice(0, 10), time: start };
  }
  return { date, time: start };
}

/** A frab schedule (from XML or JSON) as a ParsedProgramme. */
export function frabProgramme(schedule: FrabSchedule, format: ParsedProgramme['format']): ParsedProgramme {
  const topPersons = new Map<string, FrabPerson>();
  for (const p of schedule.persons) {
    const key = personKey(p);
    if (key) topPersons.set(key, p);
  }
  const venues = new Map<string, ParsedVenue>();
  const addRoom = (name: string, at: string, room?: FrabRoom) => {
    const id = roomId(name);
    if (venues.has(id)) return;
    venues.set(id, {
      id,
      at,
      name,
      details: room
        ? { guid: room.guid ?? null, capacity: room.capacity ?? null, type: room.type ?? null }
        : {},
    });
  };
  for (const room of schedule.rooms) addRoom(room.name, `room '${room.name}'`, room);
  const entities: ParsedEntity[] = [];
  const personSeen = new Set<string>();
  const events: ParsedEvent[] = [];
  const skipped: ParsedProgramme['skipped'] = [];
  for (const day of schedule.days) {
    for (const e of day.events) {
      const room = cleanLine(e.room);
      if (room) addRoom(room, e.at);
      for (const p of e.persons) {
        const key = personKey(p);
        if (key && personSeen.has(key)) continue;
        if (key) personSeen.add(key);
        entities.push(personEntity(p, key ? topPersons.get(key) : undefined));
      }
      events.push(frabEvent(e, day, schedule));
    }
  }
  // Persons of the top-level list that no event names are still people of the programme.
  for (const [key, p] of topPersons) {
    if (!personSeen.has(key)) entities.push(personEntity(p));
  }
  const year = /^(\d{4})/.exec(schedule.start ?? day0(schedule) ?? '')?.[1];
  return {
    format,
    source: cleanLine(schedule.acronym) ?? (schedule.title ? slugify(schedule.title) || null : null),
    year: year ? Number(year) : null,
    time_zone: cleanLine(schedule.time_zone_name),
    title: cleanLine(schedule.title),
    city: cleanLine(schedule.city),
    day_change: cleanLine(schedule.day_change),
    base_url: cleanLine(schedule.base_url),
    venues: [...venues.values()],
    entities,
    events,
    skipped,
  };
}

function day0(schedule: FrabSchedule): string | null {
  return schedule.days.find((d) => d.date)?.date ?? null;
}
