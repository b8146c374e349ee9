import type {
  Aggregation,
  Attendee,
  Contributor,
  CurrentUser,
  Event,
  Film,
  Organization,
  ProgrammeBody,
  SearchHit,
  SearchResult,
  Venue,
} from '@conf/api-client';

/**
 * Another year's programme in another zone: 2025 is a one-day Tokyo programme, where 09:30 is still
 * the day before in Chicago (the landing zone).
 */
export function tokyoProgramme(overrides: Partial<ProgrammeBody> = {}): ProgrammeBody {
  return {
    year: 2025,
    name: 'Tokyo Days 2025',
    shortName: 'Tokyo Days',
    firstDay: '2025-05-20',
    lastDay: '2025-05-20',
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
    theme: 'education',
    tagline: null,
    eventTypes: [],
    stored: true,
    ...overrides,
  };
}

/** An event as GET /api/web/{year}/events/{id} returns it (every field of the contract present). */
export function eventRecord(overrides: Partial<Event> = {}): Event {
  return {
    event_id: 'PP1001',
    id: 'PP1001',
    year: 2026,
    name: 'Teaching With Games',
    description: 'How play builds curiosity.',
    long_description: 'Three teachers show what changed in their classrooms.\n\nBring your own dice.',
    start_time: '2026-03-09T09:30:00-05:00',
    end_time: '2026-03-09T10:30:00-05:00',
    date: '2026-03-09',
    publish_at: '2026-01-15T09:00:00-06:00',
    announcement_date: null,
    thumbnail_url: '/images/event/PP1001.svg',
    image: { url: '/images/event/PP1001.svg', credit: 'Photo Desk' },
    presented_by: 'The Learning Lab',
    format: 'Panel',
    event_type: 'panel',
    track: 'Play & Learning',
    experience_level: 'Beginner',
    focus_area: 'Early Learning',
    genre: null,
    subgenre: null,
    credentials: [{ name: 'EDU Badge', type: 'edu' }],
    credential_types: ['edu', 'platinum'],
    contributors: [
      {
        entity_id: 'P200',
        type: 'person',
        name: 'Ada Byron',
        title: 'Teacher',
        company: 'Lakeside School',
        thumbnail_url: null,
      },
      {
        entity_id: 'A300',
        type: 'artist',
        name: 'The Chalkboards',
        title: null,
        company: null,
        thumbnail_url: '/images/artist/A300.svg',
      },
    ],
    tags: [{ id: 'games', name: 'Games' }],
    accessibility: ['Captioning'],
    meta: { sponsor: 'Acme Learning' },
    sponsorImage: null,
    venue: { id: 'V10', name: 'Salon C', root: { id: 'V1', name: 'Hilton Austin Downtown' } },
    alpha: 'T',
    featured: false,
    canceled: false,
    reservable: true,
    capacity: 120,
    express_entry: false,
    express_message: null,
    ...overrides,
  };
}

/** A contributor as GET /api/web/{year}/contributors/{id} returns it. */
export function contributorRecord(overrides: Partial<Contributor> = {}): Contributor {
  return {
    entity_id: 'P200',
    year: 2026,
    type: 'person',
    name: 'Ada Byron',
    image: { url: '/images/person/P200.svg', alt_text: null },
    thumbnail_url: '/images/person/P200.svg',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    genre: null,
    subgenre: null,
    title: 'Teacher',
    company: 'Lakeside School',
    bio: 'Ada teaches mathematics through games.',
    details: null,
    events: [
      {
        event_id: 'PP1001',
        name: 'Teaching With Games',
        start_time: '2026-03-09T09:30:00-05:00',
        end_time: '2026-03-09T10:30:00-05:00',
        date: '2026-03-09',
        event_type: 'panel',
        venue: { id: 'V10', name: 'Salon C' },
      },
    ],
    links: [],
    artist_connection: null,
    publish_at: '2026-02-01T09:00:00-06:00',
    credential_types: ['edu'],
    featured: false,
    alpha: 'A',
    ...overrides,
  };
}

/** A film as GET /api/web/{year}/films/{id} returns it. */
export function filmRecord(overrides: Partial<Film> = {}): Film {
  return {
    id: 'F500',
    entity_id: 'F500',
    year: 2026,
    name: 'Chalk and Light',
    description: 'A year inside a rural classroom.',
    thumbnail_url: '/images/film/F500.svg',
    links: [
      { type: 'website', url: 'https://example.org/chalk-and-light' },
      { type: 'youtube', url: '  ' },
    ],
    featured: true,
    publish_at: '2026-01-10T09:00:00-06:00',
    events: [
      {
        event_id: 'SC1',
        name: 'Chalk and Light: Premiere',
        start_time: '2026-03-10T19:00:00-05:00',
        end_time: '2026-03-10T20:45:00-05:00',
        date: '2026-03-10',
        event_type: 'screening',
        venue: { id: 'V20', name: 'Paramount Theatre' },
      },
    ],
    ...overrides,
  };
}

/** A brand, exhibitor or music presenter as its GET returns it. */
export function organizationRecord(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 'B600',
    entity_id: 'B600',
    year: 2026,
    type: 'brand',
    name: 'Acme Learning',
    description: 'Tools for classrooms.',
    thumbnail_url: '/images/brand/B600.svg',
    links: [{ type: 'website', url: 'https://example.org/acme' }],
    featured: false,
    publish_at: '2026-01-10T09:00:00-06:00',
    ...overrides,
  };
}

/** A venue as GET /api/web/{year}/venues/{id} returns it. */
export function venueRecord(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 'V10',
    year: 2026,
    name: 'Salon C',
    parent_venue: { id: 'V1', name: 'Hilton Austin Downtown' },
    location: { address: '500 E 4th St, Austin, TX', latitude: 30.265, longitude: -97.739 },
    links: [],
    thumbnail_url: '/images/venue/V10.svg',
    ...overrides,
  };
}

/** An attendee as GET /attendees/{id}.json returns it. */
export function attendeeRecord(overrides: Partial<Attendee> = {}): Attendee {
  return {
    uid: 'u000042',
    name: 'Grace Hopper',
    pronoun: 'she/her',
    title: 'Curriculum Lead',
    company: 'Harbor Schools',
    company_type: 'School District',
    hometown: 'Arlington, VA',
    industry: 'K-12 Education',
    country: 'US',
    badge_type: 'EDU',
    biography:
      'Grace builds computing courses for middle schools and trains teachers to run them with confidence across the whole district every single year.',
    image_url: '/images/attendee/u000042.svg',
    x_url: null,
    facebook_url: null,
    instagram_url: null,
    tiktok_url: null,
    website: null,
    ...overrides,
  };
}

/**
 * The signed-in user as GET /api/me returns it: Ada Byron (u-1), an attendee, not shown in "who's
 * interested" lists, without a directory entry.
 */
export function currentUserRecord(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uid: 'u-1',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Byron',
    image_url: null,
    roles: ['attendee'],
    show_in_interested: false,
    attendee_uid: null,
    ...overrides,
  };
}

/** Every field of a hit's `_source`, empty, by its type; a test gives those it reads. */
function emptySource(type: SearchHit['type']): Record<string, unknown> {
  const shown = { name: '', thumbnail_url: null, alpha: '' };
  switch (type) {
    case 'event':
      return {
        ...shown,
        ...{ start_time: null, end_time: null, date: null, venue: null, event_type: null, format: null },
        ...{ track: null, credential_types: [], featured: false, canceled: false, publish_at: null },
      };
    case 'artist':
    case 'person':
      return {
        ...shown,
        ...{ type, title: null, company: null, genre: null, subgenre: null, city: null, state: null },
        ...{ country: null, credential_types: [], featured: false, publish_at: null },
      };
    case 'venue':
      return { ...shown, parent_venue: null, address: null };
    case 'attendee':
      return {
        name: '',
        alpha: '',
        pronoun: null,
        title: null,
        company: null,
        hometown: null,
        industry: null,
        image_url: null,
      };
    default:
      return { ...shown, type, featured: false, publish_at: null };
  }
}

/** A search hit (the fields the tiles and lists read are in `_source`; the others are empty). */
export function searchHit(
  type: SearchHit['type'],
  id: string,
  source: Record<string, unknown>,
  overrides: Partial<SearchHit> = {},
): SearchHit {
  const favoriteType = type === 'event' || type === 'venue' || type === 'attendee' ? type : 'entity';
  // A fixture: TypeScript cannot tie the `_source` built from `type` to that type's hit schema.
  return {
    _id: id,
    type,
    _source: { ...emptySource(type), ...source },
    highlight: {},
    favorite_id: id,
    favorite_type: favoriteType,
    ...overrides,
  } as SearchHit;
}

/**
 * An event search hit of the conference week: on `date` (YYYY-MM-DD) from `from` to `to` (HH:mm in
 * Chicago, which is on daylight time, -05:00, from March 8, 2026), a session at no venue, neither
 * featured nor canceled, its alpha the first letter of its name; `fields` add to or replace these.
 */
export function eventHit(
  id: string,
  name: string,
  [date, from, to]: [date: string, from: string, to: string],
  fields: Record<string, unknown> = {},
): SearchHit {
  return searchHit('event', id, {
    name,
    start_time: `${date}T${from}:00-05:00`,
    end_time: `${date}T${to}:00-05:00`,
    date,
    event_type: 'session',
    venue: null,
    featured: false,
    canceled: false,
    alpha: name.charAt(0).toUpperCase(),
    ...fields,
  });
}

/**
 * A contributor search hit: an artist or person, not featured, its alpha the first letter of its
 * name; `fields` add to or replace these.
 */
export function contributorHit(
  type: 'artist' | 'person',
  id: string,
  name: string,
  fields: Record<string, unknown> = {},
): SearchHit {
  return searchHit(type, id, { name, featured: false, alpha: name.charAt(0).toUpperCase(), ...fields });
}

/**
 * The Event Type aggregation of a search result as the API sends it (open, in the Events group,
 * `session` labelled Session): one bucket per entry of `counts` (event type to hit count), in order.
 */
export function eventTypeAggregation(counts: Record<string, number>): Aggregation {
  return {
    name: 'event_type',
    title: 'Event Type',
    model: 'event',
    group: 'Events',
    hidden: false,
    open: true,
    labels: { session: 'Session' },
    buckets: Object.entries(counts).map(([key, doc_count]) => ({ key, doc_count })),
  };
}

/** A search result: one page of hits with aggregations. */
export function searchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  const hits = overrides.hits ?? [];
  return {
    id: 's_test',
    hits,
    aggregations: [],
    grouping: 'models',
    filters: [],
    models: [],
    total: hits.length,
    page: 1,
    per_page: 60,
    ...overrides,
  };
}
