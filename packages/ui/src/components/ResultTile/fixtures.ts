import type { SearchHitLike } from './hit.ts';

/** "Now" in stories and tests: before the festival, so future records show "Visible after". */
export const SAMPLE_NOW = new Date('2026-03-01T12:00:00-06:00');

/** One hit of every type, shaped as the server's `_source` (stories and tests). */
export const SAMPLE_HITS: Readonly<Record<string, SearchHitLike>> = {
  event: {
    _id: 'PP1001',
    type: 'event',
    favorite_id: 'PP1001',
    favorite_type: 'event',
    highlight: { name: ['<span class="highlight">Teach</span>ing With Games'] },
    _source: {
      event_id: 'PP1001',
      name: 'Teaching With Games',
      description: 'How play builds curiosity.',
      event_type: 'panel',
      start_time: '2026-03-09T09:30:00-05:00',
      end_time: '2026-03-09T10:30:00-05:00',
      date: '2026-03-09',
      publish_at: '2026-01-15T09:00:00-06:00',
      thumbnail_url: null,
      venue: { id: 'V10', name: 'Salon C', root: { id: 'V1', name: 'Hilton Austin Downtown' } },
      contributors: [
        { entity_id: 'P200', type: 'person', name: 'Ada Byron' },
        { entity_id: 'P201', type: 'person', name: 'Grace Hopper' },
      ],
      credential_types: ['edu', 'platinum'],
      featured: true,
      canceled: false,
      alpha: 'T',
    },
  },
  screening: {
    _id: 'FS2002',
    type: 'event',
    highlight: {},
    _source: {
      event_id: 'FS2002',
      name: 'Chalk Lines (World Premiere)',
      event_type: 'screening',
      start_time: '2026-03-12T19:00:00-05:00',
      end_time: '2026-03-12T20:45:00-05:00',
      date: '2026-03-12',
      publish_at: '2026-03-20T09:00:00-05:00',
      venue: { id: 'V30', name: 'Paramount Theatre', root: null },
      contributors: [],
      credential_types: ['film', 'platinum'],
      featured: false,
      canceled: true,
    },
  },
  artist: {
    _id: 'A300',
    type: 'artist',
    highlight: {},
    _source: {
      entity_id: 'A300',
      name: 'The Chalkboards',
      genre: 'Indie',
      subgenre: 'Pop',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      thumbnail_url: null,
      publish_at: null,
      featured: false,
    },
  },
  person: {
    _id: 'P200',
    type: 'person',
    highlight: {},
    _source: {
      entity_id: 'P200',
      name: 'Ada Byron',
      title: 'Teacher',
      company: 'Lakeside School',
      thumbnail_url: null,
      publish_at: '2026-01-10T09:00:00-06:00',
    },
  },
  film: {
    _id: 'F400',
    type: 'film',
    highlight: { description: ['A documentary about <span class="highlight">teach</span>ers'] },
    _source: {
      id: 'F400',
      name: 'Chalk Lines',
      description: 'A documentary about teachers.',
      publish_at: null,
    },
  },
  brand: {
    _id: 'B500',
    type: 'brand',
    highlight: {},
    _source: {
      id: 'B500',
      name: 'Lakeside Learning',
      description: 'Classroom tools.',
      publish_at: '2026-01-01T00:00:00Z',
    },
  },
  exhibitor: {
    _id: 'E600',
    type: 'exhibitor',
    highlight: {},
    _source: { id: 'E600', name: 'Robots & Co', description: null, publish_at: '2026-01-01T00:00:00Z' },
  },
  music_fest_presenter: {
    _id: 'M12',
    type: 'music_fest_presenter',
    highlight: {},
    _source: {
      id: 'M12',
      name: 'Chalk Records',
      description: 'Label showcase.',
      publish_at: '2026-01-01T00:00:00Z',
    },
  },
  venue: {
    _id: 'V10',
    type: 'venue',
    highlight: {},
    _source: {
      id: 'V10',
      name: 'Salon C',
      parent_venue: { id: 'V1', name: 'Hilton Austin Downtown' },
      location: { address: '500 E 4th St, Austin, TX', latitude: null, longitude: null },
    },
  },
  attendee: {
    _id: 'u42',
    type: 'attendee',
    highlight: {},
    _source: {
      uid: 'u42',
      name: 'Grace Hopper',
      pronoun: 'she/her',
      title: 'Rear Admiral',
      company: 'US Navy',
      hometown: 'Arlington, VA',
      image_url: null,
    },
  },
};

/** A sample hit by key (throws on a typo, so fixtures stay honest). */
export function sampleHit(key: keyof typeof SAMPLE_HITS | string): SearchHitLike {
  const hit = SAMPLE_HITS[key];
  if (!hit) throw new Error(`No sample hit ${key}`);
  return hit;
}
