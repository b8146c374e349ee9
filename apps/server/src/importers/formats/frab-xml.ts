import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportFileError, isRecord, type SourceFile } from '../errors.ts';
import type { ParsedProgramme, RawLink } from '../programme.ts';
import {
  type FrabDay,
  type FrabEvent,
  type FrabPerson,
  type FrabRoom,
  type FrabSchedule,
  frabProgramme,
} from './frab-common.ts';

/**
 * frab / Pentabarf schedule XML: `<schedule><conference/><day date><room name><event>…`.
 * Read with fast-xml-parser (validated first, so a broken file is reported with its line and
 * column). Handles the variants the datasets show:
 * - legacy Pentabarf (FOSDEM 2023): no `<date>`, no guid, no zone; times are floating `HH:MM`
 *   under `<day date>` (placed in `--timezone`, which such a file requires);
 * - FOSDEM 2026: `<date>` with offset, `guid`, `<time_zone_name>`, top-level `<tracks>` and
 *   `<persons>` with biographies (events reference persons by id);
 * - 39C3 schedule.xml: persons by `guid`, `code`, repeated numeric ids (guid is the key).
 * Abstracts are HTML (FOSDEM) or Markdown (39C3): sanitised to text by the shared layer.
 */

const ARRAYS = new Set(['day', 'room', 'event', 'person', 'link', 'attachment', 'track']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

/** Text of an element that may carry attributes (`{ '#text': …, '@_slug': … }`) or be empty. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value) && typeof value['#text'] === 'string') return value['#text'];
  if (isRecord(value) && typeof value['#text'] === 'number') return String(value['#text']);
  return null;
}

function attr(node: unknown, name: string): string | null {
  return isRecord(node) ? textOf(node[`@_${name}`]) : null;
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The `<x>` children of a container element such as `<persons>` or `<links>`. */
function children(container: unknown, name: string): unknown[] {
  if (!isRecord(container)) return [];
  const items = container[name];
  return Array.isArray(items) ? items : [];
}

function person(node: unknown, at: string): FrabPerson {
  const n = isRecord(node) ? node : {};
  return {
    id: attr(n, 'id'),
    guid: attr(n, 'guid'),
    // Inline references carry the name as text; the top-level list as <name>.
    name: textOf(n.name) ?? textOf(n),
    biography: textOf(n.biography),
    extended_biography: textOf(n.extended_biography),
    slug: textOf(n.slug),
    at,
  };
}

function references(node: Node, container: string, item: string, fallbackType: string): RawLink[] {
  return children(node[container], item).flatMap((ref) => {
    const url = attr(ref, 'href');
    return url ? [{ type: attr(ref, 'type') ?? fallbackType, url, title: textOf(ref) }] : [];
  });
}

function event(node: Node, at: string, roomName: string | null): FrabEvent {
  return {
    at,
    id: attr(node, 'id'),
    guid: attr(node, 'guid'),
    code: attr(node, 'code'),
    date: textOf(node.date),
    start: textOf(node.start),
    duration: textOf(node.duration),
    room: textOf(node.room) ?? roomName,
    slug: textOf(node.slug),
    url: textOf(node.url),
    title: textOf(node.title),
    subtitle: textOf(node.subtitle),
    track: textOf(Array.isArray(node.track) ? node.track[0] : node.track),
    type: textOf(node.type),
    language: textOf(node.language),
    abstract: textOf(node.abstract),
    description: textOf(node.description),
    persons: children(node.persons, 'person').map((p, i) => person(p, `${at}/persons/person[${i + 1}]`)),
    links: [
      ...references(node, 'links', 'link', 'related'),
      ...references(node, 'attachments', 'attachment', 'slides'),
    ],
    feedback_url: textOf(node.feedback_url),
    origin_url: textOf(node.origin_url),
  };
}

/** Reads a frab XML file; throws {@link ImportFileError} naming the line or element when broken. */
export function parseFrabXml(file: SourceFile): ParsedProgramme {
  const text = file.text.replace(/^\ufeff/, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ImportFileError(`not well-formed XML (${valid.err.msg})`, {
      file: file.name,
      location: `line ${valid.err.line}, column ${valid.err.col}`,
    });
  }
  const doc = parser.parse(text) as Node;
  const root = doc.schedule;
  if (!isRecord(root)) {
    throw new ImportFileError('expected a <schedule> root element', { file: file.name, location: '/' });
  }
  const conference = isRecord(root.conference) ? root.conference : null;
  if (!conference) {
    throw new ImportFileError('missing <conference> element', { file: file.name, location: '/schedule' });
  }
  const days = list(root.day);
  if (days.length === 0 && root.day !== undefined) {
    throw new ImportFileError('<day> elements hold no content', {
      file: file.name,
      location: '/schedule/day',
    });
  }
  const parsedDays: FrabDay[] = days.map((day, d) => {
    const dayAt = `/schedule/day[${d + 1}]`;
    const rooms = list(day.room);
    return {
      date: attr(day, 'date'),
      at: dayAt,
      events: rooms.flatMap((room, r) =>
        list(room.event).map((e, i) =>
          event(e, `${dayAt}/room[${r + 1}]/event[${i + 1}]`, attr(room, 'name')),
        ),
      ),
    };
  });
  const rooms: FrabRoom[] = [];
  for (const day of days) {
    for (const room of list(day.room)) {
      const name = attr(room, 'name');
      if (name) rooms.push({ name, guid: attr(room, 'guid') });
    }
  }
  const schedule: FrabSchedule = {
    acronym: textOf(conference.acronym),
    title: textOf(conference.title),
    city: textOf(conference.city),
    start: textOf(conference.start),
    time_zone_name: textOf(conference.time_zone_name),
    day_change: textOf(conference.day_change),
    base_url: textOf(conference.base_url) ?? textOf(root.base_url),
    rooms,
    persons: children(root.persons, 'person').map((p, i) => person(p, `/schedule/persons/person[${i + 1}]`)),
    days: parsedDays,
  };
  return frabProgramme(schedule, 'frab-xml');
}
