import { ImportFileError, isRecord, type SourceFile } from '../errors.ts';
import {
  emptyProgramme,
  type ParsedEntity,
  type ParsedEvent,
  type ParsedProgramme,
  type ParsedVenue,
  type RawLink,
} from '../programme.ts';
import { slugify } from '../text.ts';

/**
 * pretalx REST API JSON (v1): `talks` (or `submissions`), `speakers` and `rooms`, each a list or a
 * paginated answer (`{"count", "next", "results": […]}`), from one file each or from a folder
 * (JuliaCon 2023). Also accepted: one JSON object bundling them (`{"talks": […], "speakers": […],
 * "rooms": […]}`), which is how the whole programme travels in one request body.
 *
 * - Names of tracks, rooms and submission types are i18n objects (`{"en": "SciML"}`) or plain
 *   strings: both are read (English first, then the first language given).
 * - An event per slot: a talk with one `slot` is the event `<code>`; a talk with several `slots`
 *   gives `<code>`, `<code>-2`, … (the first slot keeps the plain code). Times carry offsets; the
 *   slot's start/end are used, never the submission's `duration` (they disagree in real data).
 * - Speakers are keyed by their pretalx `code` (two speakers named "Torkel" stay two). Their
 *   `answers` (organiser questions, possibly private) and any e-mail are never read.
 * - Talks in state `withdrawn` or `rejected` are skipped; `canceled` ones are imported canceled.
 * - Relative resource and avatar paths are resolved against `https://pretalx.com` unless the file
 *   gives absolute ones.
 */

/** The parts a pretalx programme is made of. */
export type PretalxPart = 'talks' | 'speakers' | 'rooms';

export interface PretalxFile {
  file: SourceFile;
  part: PretalxPart;
  items: unknown[];
}

const DEFAULT_BASE = 'https://pretalx.com';

/** The results list of a pretalx answer (a list, or a paginated object). */
export function pretalxItems(doc: unknown): unknown[] | null {
  if (Array.isArray(doc)) return doc;
  if (isRecord(doc) && Array.isArray(doc.results)) return doc.results;
  return null;
}

/** What a list of pretalx objects holds, from its first object's keys; `null` when not pretalx. */
export function pretalxPartOf(items: readonly unknown[]): PretalxPart | null {
  const first = items.find(isRecord);
  if (!first) return null;
  if ('code' in first && ('slot' in first || 'slots' in first || 'submission_type' in first)) return 'talks';
  if ('code' in first && ('submissions' in first || 'biography' in first)) return 'speakers';
  if ('id' in first && isRecord(first.name) && ('capacity' in first || 'position' in first)) return 'rooms';
  return null;
}

/** Splits a bundle object (`{talks, speakers, rooms}`) into parts; `null` when it is not one. */
export function pretalxBundle(file: SourceFile, doc: unknown): PretalxFile[] | null {
  if (!isRecord(doc)) return null;
  const parts: PretalxFile[] = [];
  for (const [key, part] of [
    ['talks', 'talks'],
    ['submissions', 'talks'],
    ['speakers', 'speakers'],
    ['rooms', 'rooms'],
  ] as const) {
    const items = pretalxItems(doc[key]);
    if (items) parts.push({ file: { name: `${file.name}#${key}`, text: '' }, part, items });
  }
  return parts.some((p) => p.part === 'talks') ? parts : null;
}

/** An i18n value (`{"en": "…"}`) or a plain string, as one string. */
export function i18n(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return null;
  const en = value.en;
  if (typeof en === 'string' && en.trim() !== '') return en;
  const first = Object.values(value).find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof first === 'string' ? first : null;
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function speakerEntity(s: Record<string, unknown>, at: string): ParsedEntity {
  return {
    id: str(s.code),
    at,
    type: 'person',
    name: s.name,
    bio: typeof s.biography === 'string' ? { text: s.biography, markup: 'markdown' } : null,
    image_url: str(s.avatar) ?? str(s.avatar_url),
    thumbnail_url: str(s.avatar_thumbnail_default) ?? str(s.avatar) ?? str(s.avatar_url),
  };
}

function roomVenueId(roomId: unknown, roomName: string | null): string | null {
  const id = str(roomId);
  if (id) return `room-${id}`;
  return roomName ? `room-${slugify(roomName)}` : null;
}

interface Slot {
  start: string | null;
  end: string | null;
  room_id: unknown;
  room: string | null;
}

function slotsOf(talk: Record<string, unknown>): Slot[] {
  const raw = Array.isArray(talk.slots) ? talk.slots : isRecord(talk.slot) ? [talk.slot] : [];
  return raw.filter(isRecord).map((s) => ({
    start: str(s.start),
    end: str(s.end),
    room_id: s.room_id ?? (isRecord(s.room) && 'id' in s.room && !('en' in s.room) ? s.room.id : null),
    room: i18n(s.room) ?? i18n(isRecord(s.room) ? s.room.name : null),
  }));
}

const SKIPPED_STATES = new Set(['withdrawn', 'rejected', 'deleted']);

function talkEvents(
  talk: Record<string, unknown>,
  at: string,
  program: ParsedProgramme,
  venues: Map<string, ParsedVenue>,
): ParsedEvent[] {
  const code = str(talk.code);
  const state = str(talk.state)?.toLowerCase() ?? null;
  if (state && SKIPPED_STATES.has(state)) {
    program.skipped.push({
      kind: 'events',
      ref: `${code ?? '?'} (${at})`,
      reason: `talk is ${state}`,
      intended: true,
    });
    return [];
  }
  const speakers = Array.isArray(talk.speakers) ? talk.speakers : [];
  const people = speakers.flatMap((s) => {
    const speaker = isRecord(s) ? str(s.code) : typeof s === 'string' ? s : null;
    return speaker ? [{ id: speaker, role: 'contributor' as const }] : [];
  });
  const links: RawLink[] = (Array.isArray(talk.resources) ? talk.resources : []).flatMap((r) => {
    const url = isRecord(r) ? (str(r.resource) ?? str(r.link)) : null;
    return url && isRecord(r) ? [{ type: 'related', url, title: str(r.description) }] : [];
  });
  const submissionType = i18n(talk.submission_type);
  const slots = slotsOf(talk);
  const base: Omit<ParsedEvent, 'id' | 'at'> = {
    name: talk.title,
    description: typeof talk.abstract === 'string' ? { text: talk.abstract, markup: 'markdown' } : null,
    long_description:
      typeof talk.description === 'string' ? { text: talk.description, markup: 'markdown' } : null,
    event_type: submissionType,
    format: submissionType,
    track: i18n(talk.track),
    featured: talk.is_featured === true,
    canceled: state === 'canceled' || state === 'cancelled',
    image_url: str(talk.image),
    people,
    links,
    details: {
      code,
      state,
      language: str(talk.content_locale),
      duration_minutes: typeof talk.duration === 'number' ? talk.duration : null,
      do_not_record: typeof talk.do_not_record === 'boolean' ? talk.do_not_record : null,
    },
  };
  if (slots.length === 0) return [{ ...base, id: code, at }];
  return slots.map((slot, i) => {
    const venueId = roomVenueId(slot.room_id, slot.room);
    if (venueId && slot.room && !venues.has(venueId)) {
      venues.set(venueId, { id: venueId, at, name: slot.room });
    }
    return {
      ...base,
      id: code && i > 0 ? `${code}-${i + 1}` : code,
      at: slots.length > 1 ? `${at}.slots[${i}]` : at,
      start: slot.start,
      end: slot.end,
      venue_id: venueId,
    };
  });
}

/** Reads the parts of one pretalx programme (any may be missing but the talks). */
export function parsePretalx(parts: readonly PretalxFile[]): ParsedProgramme {
  const talks = parts.filter((p) => p.part === 'talks');
  if (talks.length === 0) {
    throw new ImportFileError('a pretalx import needs the talks (talks.json or submissions.json)', {
      file: parts[0]?.file.name ?? null,
    });
  }
  const program = emptyProgramme('pretalx');
  program.base_url = DEFAULT_BASE;
  const venues = new Map<string, ParsedVenue>();
  for (const part of parts.filter((p) => p.part === 'rooms')) {
    part.items.forEach((room, i) => {
      if (!isRecord(room)) return;
      const id = roomVenueId(room.id, i18n(room.name));
      if (!id) return;
      venues.set(id, {
        id,
        at: `${part.file.name}[${i}]`,
        name: i18n(room.name),
        details: {
          guid: str(room.guid),
          capacity: typeof room.capacity === 'number' ? room.capacity : null,
          description: i18n(room.description),
        },
      });
    });
  }
  const speakerParts = parts.filter((p) => p.part === 'speakers');
  for (const part of speakerParts) {
    part.items.forEach((s, i) => {
      if (isRecord(s)) program.entities.push(speakerEntity(s, `${part.file.name}[${i}]`));
    });
  }
  for (const part of talks) {
    part.items.forEach((talk, i) => {
      const at = `${part.file.name}[${i}]`;
      if (!isRecord(talk)) {
        program.skipped.push({ kind: 'events', ref: at, reason: 'not a talk object' });
        return;
      }
      // Speakers embedded in talks fill in whoever speakers.json lacks (same code = same person).
      for (const [j, s] of (Array.isArray(talk.speakers) ? talk.speakers : []).entries()) {
        if (isRecord(s)) program.entities.push(speakerEntity(s, `${at}.speakers[${j}]`));
      }
      program.events.push(...talkEvents(talk, at, program, venues));
    });
  }
  program.venues = [...venues.values()];
  const firstStart = program.events.find((e) => typeof e.start === 'string')?.start;
  const year = typeof firstStart === 'string' ? Number(firstStart.slice(0, 4)) : null;
  program.year = year && Number.isInteger(year) ? year : null;
  program.source = year ? `pretalx-${year}` : null;
  return program;
}
