import { ImportFileError, isRecord, type SourceFile } from '../errors.ts';
import type { ParsedProgramme, RawLink } from '../programme.ts';
import type { FrabDay, FrabEvent, FrabPerson, FrabRoom, FrabSchedule } from './frab-common.ts';
import { frabProgramme } from './frab-common.ts';

/**
 * c3voc / frab `schedule.json` (`{"schedule": {"conference": {"days": [{"rooms": {"One": [event…]}}]}}}`),
 * as 39C3's `everything.schedule.json`. The same event fields as frab XML, so it goes through the
 * same mapping (frab-common.ts). Lenient, as the real files require: string ids, null `code`,
 * slugs the schema refuses, optional keys. A structural problem (no `conference`, `days` not a
 * list, a room's events not a list) is an {@link ImportFileError} naming its JSON path.
 */

type Node = Record<string, unknown>;

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function person(p: unknown, at: string): FrabPerson {
  const n: Node = isRecord(p) ? p : {};
  return {
    id: str(n.id),
    guid: str(n.guid) ?? str(n.code),
    name: n.name ?? n.public_name,
    biography: str(n.biography),
    avatar: str(n.avatar),
    url: str(n.url),
    at,
  };
}

function references(value: unknown, fallbackType: string): RawLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((ref) => {
    const url = isRecord(ref) ? str(ref.url) : null;
    return url && isRecord(ref) ? [{ type: str(ref.type) ?? fallbackType, url, title: str(ref.title) }] : [];
  });
}

function event(n: Node, at: string, roomName: string): FrabEvent {
  return {
    at,
    id: str(n.id),
    guid: str(n.guid),
    code: str(n.code),
    date: str(n.date),
    start: str(n.start),
    duration: str(n.duration),
    room: str(n.room) ?? roomName,
    slug: str(n.slug),
    url: str(n.url),
    title: n.title,
    subtitle: n.subtitle,
    track: str(n.track),
    type: str(n.type),
    language: str(n.language),
    abstract: str(n.abstract),
    description: str(n.description),
    persons: (Array.isArray(n.persons) ? n.persons : []).map((p, i) => person(p, `${at}.persons[${i}]`)),
    links: [...references(n.links, 'related'), ...references(n.attachments, 'slides')],
    feedback_url: str(n.feedback_url),
    origin_url: str(n.origin_url),
    do_not_record: typeof n.do_not_record === 'boolean' ? n.do_not_record : null,
  };
}

function fail(file: SourceFile, path: string, problem: string): never {
  throw new ImportFileError(problem, { file: file.name, location: path });
}

/** Reads an already parsed schedule.json document. */
export function parseC3vocJson(file: SourceFile, doc: unknown): ParsedProgramme {
  const schedule = isRecord(doc) ? doc.schedule : undefined;
  if (!isRecord(schedule)) fail(file, '$.schedule', 'expected an object with a "schedule" object');
  const conference = schedule.conference;
  if (!isRecord(conference)) fail(file, '$.schedule.conference', 'expected a "conference" object');
  if (!Array.isArray(conference.days)) fail(file, '$.schedule.conference.days', 'expected a list of days');
  const days: FrabDay[] = conference.days.map((day, d) => {
    const at = `$.schedule.conference.days[${d}]`;
    if (!isRecord(day)) fail(file, at, 'expected a day object');
    if (!isRecord(day.rooms)) fail(file, `${at}.rooms`, 'expected an object of rooms');
    const events: FrabEvent[] = [];
    for (const [roomName, roomEvents] of Object.entries(day.rooms)) {
      const roomAt = `${at}.rooms[${JSON.stringify(roomName)}]`;
      if (!Array.isArray(roomEvents)) fail(file, roomAt, 'expected a list of events');
      roomEvents.forEach((e, i) => {
        if (!isRecord(e)) fail(file, `${roomAt}[${i}]`, 'expected an event object');
        events.push(event(e, `${roomAt}[${i}]`, roomName));
      });
    }
    return { date: str(day.date), at, events };
  });
  const rooms: FrabRoom[] = (Array.isArray(conference.rooms) ? conference.rooms : []).flatMap((r) => {
    const name = isRecord(r) ? str(r.name) : null;
    if (!name || !isRecord(r)) return [];
    return [
      {
        name,
        guid: str(r.guid),
        capacity: typeof r.capacity === 'number' ? r.capacity : null,
        type: str(r.type),
      },
    ];
  });
  const parsed: FrabSchedule = {
    acronym: str(conference.acronym),
    title: str(conference.title),
    city: str(conference.city),
    start: str(conference.start),
    time_zone_name: str(conference.time_zone_name),
    day_change: str(conference.day_change),
    base_url: str(schedule.base_url) ?? str(conference.base_url) ?? str(conference.url),
    rooms,
    persons: [],
    days,
  };
  return frabProgramme(parsed, 'c3voc-json');
}
