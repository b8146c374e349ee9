/**
 * The normalized input of {@link importCatalog}: one conference year's programme from one source.
 *
 * Every importer (the demo generator, and readers of real schedule files: frab/Pentabarf XML,
 * c3voc JSON, pretalx, SXSW feeds) turns its format into this shape; the import validates it,
 * computes what changed and writes it in one transaction.
 *
 * Rules shared by every field:
 * - Optional fields may be omitted, `undefined` or `null`: all three mean "unknown" and are stored as
 *   `null` (booleans as `false`, lists as empty).
 * - Strings are trimmed; an empty string counts as missing. Names additionally have runs of
 *   whitespace (tabs, no-break spaces) collapsed to one space.
 * - Times are ISO 8601 strings **with** a UTC offset or `Z` (`2026-03-09T09:30:00-05:00`). A time
 *   without an offset is rejected: floating local times must be placed in their zone by the importer.
 * - Ids are non-empty strings of at most 128 characters, unique per kind within a year (venues,
 *   entities and events have separate id spaces; entity ids are shared by all entity types).
 * - `details` keeps source fields that have no field of their own, as JSON (e.g. a film's runtime, a
 *   venue's age policy, a session's official URL). It is stored, not interpreted.
 */
export interface CatalogInput {
  /** Conference year every record belongs to, e.g. 2026. */
  year: number;
  /**
   * Name of the source, e.g. `demo`, `sxsw-2026`, `fosdem-2026`. Records remember the source that
   * last wrote them; `cancelMissing` only cancels events of this source.
   */
  source: string;
  /** The file format read, for the import log (e.g. `frab-xml`, `pretalx-api`, `generator`). */
  format?: string | null;
  venues: VenueInput[];
  entities: EntityInput[];
  events: EventInput[];
  attendees: AttendeeInput[];
  /**
   * The year's programme settings (name, dates, city, zone, theme, event types), stored with the
   * import in its transaction (table `programmes`, one row per year: the last import that gives
   * them wins). Omitted: the stored settings stay; the zone for event days is then the stored one.
   */
  programme?: ProgrammeInput | null;
}

/** The settings of a year's programme, as the site, kiosk and exports show them. */
export interface ProgrammeInput {
  /** `FOSDEM 2026`, `EDU Summit 2026`. */
  name: string;
  /** Header and document titles: `FOSDEM`, `EDU Summit`. */
  short_name: string;
  /** First and last programme day, `yyyy-MM-dd`. */
  first_day?: string | null;
  last_day?: string | null;
  /** `Brussels`, `Austin, Texas`. */
  city?: string | null;
  /** IANA zone every time of the programme is shown in, e.g. `Europe/Brussels`. */
  time_zone: string;
  theme?: 'education' | 'festival' | null;
  /** One sentence under the hero's title. */
  tagline?: string | null;
  /** The `event_type` values the Event Type filter offers, in order (the data's, or the import's). */
  event_types?: string[] | null;
}

/** Types of outside link the product shows with an icon (other types are kept and shown plainly). */
export type LinkType =
  | 'apple'
  | 'bandcamp'
  | 'facebook'
  | 'instagram'
  | 'soundcloud'
  | 'spotify'
  | 'tiktok'
  | 'twitter'
  | 'website'
  | 'youtube';

/** An outside link. A link with a blank `url` is kept in the data but never shown. */
export interface LinkInput {
  /** One of {@link LinkType}, or another short lower-case word (`trailer`, `linkedin`, …). */
  type: LinkType | (string & {});
  /** Absolute URL. */
  url: string;
}

/** A room, stage or building. */
export interface VenueInput {
  /** Venue id, unique within the year (e.g. `V0162`). */
  id: string;
  /** Display name, e.g. `Salon A-D`. Not unique: two hotels may each have a `Salon C`. */
  name: string;
  /**
   * Id of the enclosing venue (the room's building), from this input or an earlier import of the
   * same year. Unknown ids, self references and cycles are dropped with a note; the venue is kept.
   */
  parent_id?: string | null;
  /** Street address, e.g. `110 E 2nd St.`. */
  address?: string | null;
  city?: string | null;
  /** State or region, e.g. `TX`. */
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
  /** WGS 84 degrees; both or neither. Out-of-range values are dropped with a note. */
  latitude?: number | null;
  longitude?: number | null;
  links?: LinkInput[] | null;
  /** Small image, absolute URL or site path (e.g. `/images/venue/V0162.svg`). */
  thumbnail_url?: string | null;
  /** Source fields without a field here (floor, age policy, indoor/outdoor, accessibility…). */
  details?: Record<string, unknown> | null;
}

/** The kinds of entity: contributors (artist, person) and the others. */
export type EntityTypeInput = 'artist' | 'person' | 'film' | 'brand' | 'exhibitor' | 'music_fest_presenter';

/**
 * An artist, person (speaker), film, brand, exhibitor or music fest presenter. Fields marked for a
 * type are ignored by the product for the other types but stored as given.
 */
export interface EntityInput {
  /** Entity id, unique within the year across every entity type (favorites of type "entity" use it). */
  id: string;
  type: EntityTypeInput;
  /** Display name (a person's full name, a band, a film title, a company). */
  name: string;
  /** Person: job title, e.g. `Superintendent`. */
  title?: string | null;
  /** Person: organisation, e.g. `Austin ISD`. */
  company?: string | null;
  /** Contributor: home town city, state and country (artists: "from"). */
  city?: string | null;
  state?: string | null;
  country?: string | null;
  /** Artist: genre and subgenre, e.g. `Rock` / `Indie Rock`. */
  genre?: string | null;
  subgenre?: string | null;
  /** Contributor: biography (plain text; may contain simple HTML from some sources). */
  bio?: string | null;
  /** Contributor: the source's `details` text (SXSW artists keep their long description there). */
  details_text?: string | null;
  /** Film, brand, exhibitor, presenter: description. */
  description?: string | null;
  /** Small square image (absolute URL or site path, e.g. `/images/person/2000001.svg`). */
  thumbnail_url?: string | null;
  /** Large image and its alternative text. */
  image_url?: string | null;
  image_alt_text?: string | null;
  links?: LinkInput[] | null;
  /** Artist: professional connections sought, e.g. `['Booking Agent', 'Sync Licensing']`. */
  artist_connection?: { seeking: string[] } | null;
  /** Shown first in alphabetical groupings. */
  featured?: boolean | null;
  /** When the record becomes public (`null`: not published). */
  publish_at?: string | null;
  /** When the record was announced (drives "recently announced speakers"). */
  announcement_date?: string | null;
  /** Source fields without a field here (film runtime, premiere, countries of origin…). */
  details?: Record<string, unknown> | null;
}

/** How an entity takes part in an event. */
export type EventEntityRoleInput = 'contributor' | 'film' | 'presenter' | 'sponsor';

/** Reference from an event to an entity of the same year, in display order. */
export interface EventEntityRefInput {
  /** Id of an entity in this input or in an earlier import of the same year. */
  entity_id: string;
  /**
   * `contributor` (an artist or person on stage), `film` (the film screened), `presenter` (a
   * music fest presenter or brand presenting it), `sponsor` (a brand or exhibitor). A reference to
   * an unknown id, or to an entity of a type the role does not allow, is dropped with a note.
   */
  role: EventEntityRoleInput;
}

/** A badge or credential that admits to an event. */
export interface CredentialInput {
  /** Display name, e.g. `EDU Badge`, `Platinum Badge`, `CPE Credit`. */
  name: string;
  /**
   * `platinum`, `innovation`, `interactive`, `film`, `filmtv`, `music`, `edu` (badge types, listed
   * in the record's `credential_types`), or another type such as `cpe_credit` (kept in
   * `credentials` only).
   */
  type: string;
}

/** A session, panel, showcase, screening or any other scheduled item. */
export interface EventInput {
  /** Event id, unique within the year (e.g. `PP100123`). */
  id: string;
  /** Title. Required. */
  name: string;
  /** Short description (plain text). */
  description?: string | null;
  /** Long description (may contain HTML or Markdown, as the source gives it). */
  long_description?: string | null;
  /** Start and end, ISO 8601 with offset. End before start is rejected. Either may be missing. */
  start_time?: string | null;
  end_time?: string | null;
  /**
   * Festival day `yyyy-MM-dd` the event belongs to. May differ from the start's calendar day (a
   * 01:00 set belongs to the previous night). Default: the calendar day of `start_time` in the
   * programme's zone.
   */
  date?: string | null;
  /** When the event becomes public (`null`: not published). */
  publish_at?: string | null;
  /** When the event was announced. */
  announcement_date?: string | null;
  /** Small image (absolute URL or site path, e.g. `/images/event/PP100123.svg`). */
  thumbnail_url?: string | null;
  /** Large image and its photo credit. */
  image_url?: string | null;
  image_credit?: string | null;
  /** "Presented by" line. */
  presented_by?: string | null;
  /** Format label, e.g. `Workshop`, `Panel`, `Film Screening`. */
  format?: string | null;
  /** `session`, `panel`, `showcase`, `showcase_presenter`, `screening`, `edu`, or the source's type. */
  event_type?: string | null;
  track?: string | null;
  /** `Beginner`, `Intermediate`, `Advanced`. */
  experience_level?: string | null;
  focus_area?: string | null;
  /** Music or film genre and subgenre. */
  genre?: string | null;
  subgenre?: string | null;
  credentials?: CredentialInput[] | null;
  tags?: { id: string; name: string }[] | null;
  /** Accessibility features, e.g. `Closed Captioning`, `ASL Interpretation`. */
  accessibility?: string[] | null;
  /** Sponsor name (`meta.sponsor`) and its image (`sponsorImage`). */
  sponsor?: string | null;
  sponsor_image?: string | null;
  /**
   * Venue id in this input or an earlier import of the same year. An unknown id is dropped with a
   * note: the event is kept without a venue.
   */
  venue_id?: string | null;
  /** Contributors, film, presenters and sponsors, in display order. */
  entities?: EventEntityRefInput[] | null;
  featured?: boolean | null;
  /** Canceled by the source (events of this source missing from a later import can also be canceled). */
  canceled?: boolean | null;
  /** RSVP: whether seats can be reserved, and how many there are. */
  reservable?: boolean | null;
  capacity?: number | null;
  /** Express (SXXPress) entry and the message shown in its modal. */
  express_entry?: boolean | null;
  express_message?: string | null;
  /** Source fields without a field here (official URL, stream, hash tags, CPE hours…). */
  details?: Record<string, unknown> | null;
}

/** A person in the attendee directory. */
export interface AttendeeInput {
  /** User id, unique within the year. */
  uid: string;
  /** Full name. Required. */
  name: string;
  /** e.g. `she/her`. */
  pronoun?: string | null;
  title?: string | null;
  company?: string | null;
  /** e.g. `School District`, `Nonprofit`, `EdTech Startup`. */
  company_type?: string | null;
  /** e.g. `Austin, TX`. */
  hometown?: string | null;
  industry?: string | null;
  country?: string | null;
  /** Badge held, e.g. `EDU Badge`. */
  badge_type?: string | null;
  biography?: string | null;
  image_url?: string | null;
  x_url?: string | null;
  facebook_url?: string | null;
  instagram_url?: string | null;
  tiktok_url?: string | null;
  website?: string | null;
  /** The attendee asked not to be listed: stored, never shown, and the directory omits them. */
  directory_opt_out?: boolean | null;
  /** Source fields without a field here. */
  details?: Record<string, unknown> | null;
}

/** The kinds of record an import writes, as named in its report. */
export type ImportKind = 'venues' | 'entities' | 'events' | 'attendees';

/** A record left out of the import, or kept with a change, and why. */
export interface RecordNote {
  /** `kind:id` (e.g. `event:PP100123`), or `kind#index` when the record has no usable id. */
  ref: string;
  reason: string;
}

/**
 * What an import did to one kind of record (or to all of them, in `total`): the `ImportReport` shape
 * of openapi.yaml.
 */
export interface ImportCounts {
  /** New records. */
  created: number;
  /** Records whose content (or source, or canceled flag) changed. */
  updated: number;
  /** Records identical to what was stored. */
  unchanged: number;
  /** Records rejected by validation (see `skipped_records`). */
  skipped: number;
  /** Events of the source missing from the input and canceled (`cancelMissing`); 0 for other kinds. */
  canceled: number;
  skipped_records: RecordNote[];
}

/** The report of {@link importCatalog}, also stored in `import_runs.report` for committed imports. */
export interface ImportReport {
  year: number;
  source: string;
  /** True when everything was rolled back (nothing written). */
  dry_run: boolean;
  /** Id of the `import_runs` row; `null` for a dry run. */
  run_id: number | null;
  started_at: string;
  duration_ms: number;
  /** Number of event-entity links written (for created or updated events). */
  links_written: number;
  kinds: Record<ImportKind, ImportCounts>;
  total: ImportCounts;
  /** Records kept with something dropped (an unknown venue, entity or parent reference…). */
  notes: RecordNote[];
}

/** Options of {@link importCatalog}. */
export interface ImportOptions {
  /** Run everything, report, then roll back. */
  dryRun?: boolean;
  /** Cancel (never delete) events of this year and source that the input does not contain. */
  cancelMissing?: boolean;
  /**
   * Event ids the source still lists though they are not in the input (records an importer skipped
   * while reading the file): `cancelMissing` leaves them alone.
   */
  keepEventIds?: Iterable<string> | null;
  /**
   * Called in the transaction once the input is validated and before anything is written; throwing
   * rolls the import back. Importers refuse here a run that would skip records or cancel too much.
   */
  beforeWrite?: ((plan: ImportPlan) => void) | null;
}

/** What an import is about to do, for {@link ImportOptions.beforeWrite}. */
export interface ImportPlan {
  year: number;
  source: string;
  /** Records of the input that validation skipped, with their kind. */
  skipped: (RecordNote & { kind: ImportKind })[];
  /** With `cancelMissing`: events it would cancel, of the live (not canceled) events of the source. */
  cancel: { events: number; live: number } | null;
}
