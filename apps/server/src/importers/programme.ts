import type {
  EntityInput,
  EventEntityRoleInput,
  EventInput,
  ImportKind,
  LinkInput,
  VenueInput,
} from '../catalog/types.ts';
import type { Markup } from './text.ts';
import type { TimeValue } from './time.ts';

/**
 * The shape every format parser produces: the source's records read as they are (raw text with its
 * markup, times as the file writes them, the source's own ids), before the shared
 * `toCatalogInput` layer cleans, places in time and maps them onto {@link CatalogInput}. Parsers
 * never sanitise; that happens once, in one place.
 */

/** The formats a programme file can be in (`native` is the catalogue's own JSON, as in types.ts). */
export const IMPORT_FORMATS = ['sxsw', 'frab-xml', 'c3voc-json', 'pretalx', 'csv', 'native'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Other names accepted for a format (openapi.yaml's ImportFormat calls c3voc JSON `frab-json`). */
export const FORMAT_ALIASES: Readonly<Record<string, ImportFormat>> = {
  'frab-json': 'c3voc-json',
  'schedule-json': 'c3voc-json',
  frab: 'frab-xml',
  pentabarf: 'frab-xml',
  xml: 'frab-xml',
  'pretalx-api': 'pretalx',
  ndjson: 'sxsw',
};

/** Free text as the source writes it. */
export interface RawText {
  text: string;
  markup: Markup;
}

/** An outside link as the source writes it (the address may be relative, unencoded or unsafe). */
export interface RawLink {
  type: LinkInput['type'];
  url: string;
  title?: string | null;
}

/** A record left out while reading the file, and why. */
export interface ParseSkip {
  kind: ImportKind;
  /** Where it is: `line 12`, `/schedule/day[1]/room[2]/event[3]`, `talks.json[4]`… */
  ref: string;
  reason: string;
  /**
   * The record's key (an event's guid or id) when it has one: the source still lists it, so
   * `--cancel-missing` must leave the stored record alone.
   */
  id?: string | null;
  /**
   * Left out because the source says it is not part of the programme (a withdrawn or rejected
   * pretalx talk), not because it is broken: it never stops an import, and `--cancel-missing`
   * cancels a stored copy like any event the file no longer lists.
   */
  intended?: boolean;
}

/** A room or building. */
export interface ParsedVenue extends Omit<VenueInput, 'id' | 'name' | 'links'> {
  id: string | null;
  /** Where the record is in the file, for reports. */
  at: string;
  name: unknown;
  links?: RawLink[] | null;
}

/** A person, artist, film or organisation, keyed by the source's own id (never by name). */
export interface ParsedEntity
  extends Omit<EntityInput, 'id' | 'name' | 'bio' | 'details_text' | 'description' | 'links'> {
  id: string | null;
  at: string;
  name: unknown;
  bio?: RawText | null;
  details_text?: RawText | null;
  description?: RawText | null;
  links?: RawLink[] | null;
}

/** Who takes part in an event, by the source's entity id. */
export interface ParsedRef {
  id: string;
  role: EventEntityRoleInput;
}

/** A scheduled item. */
export interface ParsedEvent
  extends Omit<
    EventInput,
    'id' | 'name' | 'description' | 'long_description' | 'start_time' | 'end_time' | 'entities'
  > {
  /** The source's id (may repeat in some sources: see `guid`). */
  id: string | null;
  /** A globally unique id when the source has one: it is the event's key when present. */
  guid?: string | null;
  at: string;
  name: unknown;
  subtitle?: unknown;
  description?: RawText | null;
  long_description?: RawText | null;
  start?: TimeValue | null;
  end?: TimeValue | null;
  /** Used when `end` is missing. */
  duration_minutes?: number | null;
  /** The programme day the source files it under (`yyyy-MM-dd`), when it says. */
  date?: string | null;
  people?: ParsedRef[] | null;
  links?: RawLink[] | null;
}

/** One programme as read from a file or a folder. */
export interface ParsedProgramme {
  format: ImportFormat;
  /** A stable name for the source, from the file (e.g. its acronym), or `null`. */
  source: string | null;
  /** Conference year named by the file, or `null`. */
  year: number | null;
  /** IANA zone named by the file, or `null` (then floating times need `--timezone`). */
  time_zone: string | null;
  /** The programme's name (`FOSDEM 2026`) and city (`Brussels`) when the file names them. */
  title?: string | null;
  city?: string | null;
  /** `HH:MM` before which a start belongs to the previous programme day (frab `day_change`). */
  day_change?: string | null;
  /** Base for relative links in the file (frab `base_url`, pretalx instance). */
  base_url?: string | null;
  venues: ParsedVenue[];
  entities: ParsedEntity[];
  events: ParsedEvent[];
  skipped: ParseSkip[];
}

/** An empty programme of a format, for parsers to fill. */
export function emptyProgramme(format: ImportFormat): ParsedProgramme {
  return {
    format,
    source: null,
    year: null,
    time_zone: null,
    title: null,
    city: null,
    day_change: null,
    base_url: null,
    venues: [],
    entities: [],
    events: [],
    skipped: [],
  };
}
