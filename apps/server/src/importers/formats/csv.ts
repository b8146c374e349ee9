import { CsvError, parse } from 'csv-parse/sync';
import { ImportFileError, type SourceFile } from '../errors.ts';
import {
  emptyProgramme,
  type ParsedEntity,
  type ParsedEvent,
  type ParsedProgramme,
  type ParsedRef,
  type ParsedVenue,
} from '../programme.ts';
import { cleanLine, slugify } from '../text.ts';
import { durationMinutes, TimeValueError } from '../time.ts';

/**
 * CSV programme: one event per row, UTF-8, comma-separated, with a header row (RFC 4180 quoting;
 * a BOM is allowed). Column names are case-insensitive; unknown columns are ignored; the order is
 * free. Lists inside a cell are separated by `|`.
 *
 * | column | required | meaning |
 * | --- | --- | --- |
 * | `id` | yes | event id, unique in the file (e.g. `PP100123`) |
 * | `name` (or `title`) | yes | title; a leading `CANCELLED`/`CANCELED` marks it canceled |
 * | `guid` | | globally unique id; when given it is the event's key instead of `id` |
 * | `date` | | programme day `yyyy-MM-dd` (an event after midnight belongs to the day before) |
 * | `start`, `end` | | ISO 8601 with offset (`2026-03-12T14:30:00-05:00`), ISO without offset or `HH:MM` with `date` (floating: placed in `--timezone`, which is then required); an `HH:MM` end at or before the start is on the next day |
 * | `duration` | | minutes or `HH:MM`, used when `end` is empty |
 * | `venue_id`, `venue` | | venue id and name (a venue named without id gets the id `venue-<slug>`) |
 * | `venue_parent_id`, `venue_parent` | | the building the venue is in (sub-venues) |
 * | `venue_address`, `venue_city`, `venue_state` | | where the venue is |
 * | `description` | | short description (plain text) |
 * | `long_description` | | long description: Markdown (plain text is valid Markdown; HTML in it is sanitised) |
 * | `event_type`, `format`, `track`, `experience_level`, `focus_area`, `genre`, `subgenre`, `presented_by` | | as the catalogue fields of the same names |
 * | `credentials` | | badge types, e.g. `platinum|edu` (each becomes `{name: "<Type> Badge", type}`) |
 * | `tags`, `accessibility` | | `|`-separated names |
 * | `reservable`, `canceled`, `featured` | | `true`/`false` (also `yes`/`no`, `1`/`0`) |
 * | `capacity` | | whole number |
 * | `url` | | the event's page |
 * | `contributor_ids` | | `|`-separated ids of the people or artists on stage |
 * | `contributor_names` | | their names, same order (required for each id) |
 * | `contributor_types` | | `person` or `artist` for each (default `person`) |
 *
 * People are identified by `contributor_ids` only: the same id on several rows is one person, and
 * two ids with the same name are two people. A name without an id is reported as skipped.
 * Columns named like contact data (`email`, `phone`, …) are never read.
 */

const REQUIRED = ['id', 'name'];

function bool(value: string | undefined): boolean | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  if (['true', 'yes', '1', 'y'].includes(v)) return true;
  if (['false', 'no', '0', 'n'].includes(v)) return false;
  return null;
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

/** The id of a venue named without one. */
function venueKey(name: string | null): string | null {
  return name ? `venue-${slugify(name)}` : null;
}

/** `HH:MM` alone is a time on the row's date. */
function timeOf(value: string | undefined, date: string | null) {
  const v = nonEmpty(value)?.trim();
  if (!v) return null;
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(v)) return date ? { date, time: v } : v;
  return v;
}

const BADGE_NAMES: Record<string, string> = { filmtv: 'Film & TV', edu: 'EDU' };

function credentialsOf(value: string | undefined) {
  return listOf(value).map((type) => {
    const t = type.toLowerCase();
    const label = BADGE_NAMES[t] ?? `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
    return { name: `${label} Badge`, type: t };
  });
}

/** Reads a CSV programme; a malformed file is an {@link ImportFileError} naming the line. */
export function parseCsv(file: SourceFile): ParsedProgramme {
  let rows: { record: Record<string, string>; line: number }[];
  try {
    const records = parse(file.text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    rows = records.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportFileError(`not valid CSV (${error.message.replace(/^Invalid Record Length: /, '')})`, {
        file: file.name,
        location: line ? `line ${line}` : null,
      });
    }
    throw error;
  }
  const header = file.text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const columns = header.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  const missing = REQUIRED.filter(
    (c) => !columns.includes(c) && !(c === 'name' && columns.includes('title')),
  );
  if (missing.length > 0) {
    throw new ImportFileError(`the header lacks the column(s) ${missing.join(', ')}`, {
      file: file.name,
      location: 'line 1',
    });
  }
  const program = emptyProgramme('csv');
  const venues = new Map<string, ParsedVenue>();
  const people = new Map<string, ParsedEntity>();
  for (const { record: r, line } of rows) {
    const at = `${file.name} line ${line}`;
    const date = cleanLine(r.date);
    let duration: number | null = null;
    try {
      duration = durationMinutes(nonEmpty(r.duration));
    } catch (error) {
      if (!(error instanceof TimeValueError)) throw error;
      const id = cleanLine(r.guid) ?? cleanLine(r.id);
      const title = cleanLine(r.name ?? r.title);
      const ref = `event:${id ?? '?'}${title ? ` '${title}'` : ''} (${at})`;
      program.skipped.push({ kind: 'events', ref, reason: error.message, id });
      continue;
    }
    const venueName = cleanLine(r.venue);
    const venueId = cleanLine(r.venue_id) ?? venueKey(venueName);
    const parentId = cleanLine(r.venue_parent_id) ?? venueKey(cleanLine(r.venue_parent));
    if (parentId && !venues.has(parentId)) {
      venues.set(parentId, { id: parentId, at, name: r.venue_parent ?? parentId });
    }
    if (venueId && !venues.has(venueId)) {
      venues.set(venueId, {
        id: venueId,
        at,
        name: venueName ?? venueId,
        parent_id: parentId,
        address: nonEmpty(r.venue_address),
        city: nonEmpty(r.venue_city),
        state: nonEmpty(r.venue_state),
      });
    }
    const ids = listOf(r.contributor_ids);
    const names = listOf(r.contributor_names);
    const types = listOf(r.contributor_types);
    const refs: ParsedRef[] = [];
    ids.forEach((id, i) => {
      refs.push({ id, role: 'contributor' });
      if (!people.has(id)) {
        people.set(id, {
          id,
          at: `${at} contributor_ids[${i + 1}]`,
          type: types[i]?.toLowerCase() === 'artist' ? 'artist' : 'person',
          name: names[i] ?? null,
        });
      }
    });
    names.slice(ids.length).forEach((name, i) => {
      program.skipped.push({
        kind: 'entities',
        ref: `${at} contributor_names[${ids.length + i + 1}]`,
        reason: `contributor '${name}' has no id (people are never matched by name)`,
      });
    });
    const event: ParsedEvent = {
      id: nonEmpty(r.id),
      guid: nonEmpty(r.guid),
      at,
      name: nonEmpty(r.name) ?? nonEmpty(r.title),
      description: nonEmpty(r.description) ? { text: r.description as string, markup: 'plain' } : null,
      long_description: nonEmpty(r.long_description)
        ? { text: r.long_description as string, markup: 'markdown' }
        : null,
      start: timeOf(r.start ?? r.start_time, date),
      end: timeOf(r.end ?? r.end_time, date),
      duration_minutes: duration,
      date,
      venue_id: venueId,
      event_type: nonEmpty(r.event_type),
      format: nonEmpty(r.format),
      track: nonEmpty(r.track),
      experience_level: nonEmpty(r.experience_level),
      focus_area: nonEmpty(r.focus_area),
      genre: nonEmpty(r.genre),
      subgenre: nonEmpty(r.subgenre),
      presented_by: nonEmpty(r.presented_by),
      credentials: credentialsOf(r.credentials),
      tags: listOf(r.tags).map((name) => ({ id: slugify(name), name })),
      accessibility: listOf(r.accessibility),
      reservable: bool(r.reservable),
      canceled: bool(r.canceled),
      featured: bool(r.featured),
      capacity: nonEmpty(r.capacity) ? Number(r.capacity) : null,
      people: refs,
      links: nonEmpty(r.url) ? [{ type: 'website', url: r.url as string, title: 'Event page' }] : [],
      details: { url: nonEmpty(r.url) },
    };
    program.events.push(event);
  }
  program.venues = [...venues.values()];
  program.entities = [...people.values()];
  return program;
}
