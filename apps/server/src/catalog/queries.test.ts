import type { OpenAPIBackend } from 'openapi-backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver, withFreshDatabase } from '../../test/fixtures/each-driver.ts';
import { newOpenApiBackend } from '../../test/openapi-backend.ts';
import type { Database } from '../db/database.ts';
import { loadOpenApiDocument } from '../http/contract.ts';
import { importCatalog } from './import.ts';
import {
  getAttendee,
  getBrand,
  getContributor,
  getEvent,
  getExhibitor,
  getFilm,
  getMusicFestPresenter,
  getVenue,
} from './queries.ts';
import type { CatalogInput } from './types.ts';

/** An attendee with every field; the directory answers them all unchanged. */
const GRACE = {
  uid: 'U1',
  name: 'Grace Hopper',
  pronoun: 'she/her',
  title: 'Superintendent',
  company: 'Round Rock ISD',
  company_type: 'School District',
  hometown: 'Round Rock, TX',
  industry: 'K-12 Education',
  country: 'United States',
  badge_type: 'EDU Badge',
  biography: 'Leads a district.',
  image_url: '/images/attendee/U1.svg',
  x_url: 'https://x.com/grace',
  facebook_url: 'https://www.facebook.com/grace',
  instagram_url: 'https://www.instagram.com/grace',
  tiktok_url: 'https://www.tiktok.com/@grace',
  website: 'https://grace.example',
};

/** E1's programme fields, which getEvent answers as they were imported. */
const E1_PROGRAMME = {
  presented_by: 'BrightPath',
  format: 'Panel',
  event_type: 'panel',
  track: 'Higher Ed',
  experience_level: 'Beginner',
  focus_area: 'K-12 Education',
};

/** A small hand-made programme that uses every field, and leaves every optional one out somewhere. */
const FIXTURE: CatalogInput = {
  year: 2026,
  source: 'fixture',
  // Times are answered in the programme's zone: Austin's.
  programme: { name: 'Fixture 2026', short_name: 'Fixture', time_zone: 'America/Chicago' },
  venues: [
    {
      id: 'HILTON',
      name: 'Hilton Austin Downtown',
      address: '500 E 4th St.',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      latitude: 30.2654,
      longitude: -97.7391,
      links: [
        { type: 'website', url: 'https://hilton.example' },
        { type: 'website', url: '' },
      ],
      thumbnail_url: '/images/venue/HILTON.svg',
    },
    { id: 'FLOOR2', name: 'Second Floor', parent_id: 'HILTON' },
    { id: 'SALONC', name: 'Salon C', parent_id: 'FLOOR2' },
  ],
  entities: [
    {
      id: 'P1',
      type: 'person',
      name: 'ada Lovelace',
      title: 'Professor of Education',
      company: 'Austin ISD',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      bio: 'Teaches computing.',
      thumbnail_url: '/images/person/P1.svg',
      image_url: '/images/person/P1.svg',
      image_alt_text: 'Ada Lovelace',
      links: [{ type: 'twitter', url: 'https://x.com/ada' }],
      featured: true,
      publish_at: '2026-02-01T15:00:00Z',
    },
    {
      id: 'A1',
      type: 'artist',
      name: 'The Chalkboards',
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      genre: 'Rock',
      subgenre: 'Indie Rock',
      details_text: 'A band of former teachers.',
      links: [
        { type: 'bandcamp', url: 'https://chalkboards.bandcamp.com' },
        { type: 'spotify', url: '  ' },
        { type: 'myspace', url: 'https://myspace.example/chalkboards' },
      ],
      artist_connection: { seeking: ['Booking Agent', 'Sync Licensing'] },
    },
    {
      id: 'F1',
      type: 'film',
      name: 'First Bell',
      description: 'A year in Room 12.',
      links: [{ type: 'youtube', url: 'https://www.youtube.com/watch?v=abc' }],
    },
    { id: 'BR1', type: 'brand', name: 'BrightPath', description: 'Tutoring tools.', featured: true },
    { id: 'EX1', type: 'exhibitor', name: 'Kinetic Classrooms' },
    { id: 'MP1', type: 'music_fest_presenter', name: 'Austin Sound Collective' },
  ],
  events: [
    {
      id: 'E1',
      name: 'Reimagining Assessment: Project-Based Learning in Rural High Schools',
      description: 'Short.',
      long_description: 'Long.',
      start_time: '2026-03-09T14:30:00Z',
      end_time: '2026-03-09T15:30:00Z',
      publish_at: '2026-02-01T15:00:00Z',
      announcement_date: '2026-02-02T15:00:00Z',
      thumbnail_url: '/images/event/E1.svg',
      image_url: '/images/event/E1.svg',
      image_credit: 'Jo Photographer',
      ...E1_PROGRAMME,
      credentials: [
        { name: 'EDU Badge', type: 'edu' },
        { name: 'CPE Credit', type: 'cpe_credit' },
        { name: 'Platinum Badge', type: 'platinum' },
      ],
      tags: [{ id: 'assessment', name: 'Assessment' }, { name: 'Rural Education' }] as {
        id: string;
        name: string;
      }[],
      accessibility: ['Closed Captioning', 'ASL Interpretation'],
      sponsor: 'BrightPath',
      sponsor_image: '/images/brand/BR1.svg',
      venue_id: 'SALONC',
      entities: [
        { entity_id: 'A1', role: 'contributor' },
        { entity_id: 'P1', role: 'contributor' },
        { entity_id: 'BR1', role: 'sponsor' },
      ],
      featured: true,
      reservable: true,
      capacity: 120,
      express_entry: true,
      express_message: 'Line opens 30 minutes early.',
    },
    { id: 'E2', name: '3TEN after hours' },
    {
      id: 'E3',
      name: 'Canceled session',
      start_time: '2026-03-10T14:00:00Z',
      entities: [{ entity_id: 'P1', role: 'contributor' }],
      canceled: true,
    },
    {
      id: 'E4',
      name: 'Late screening',
      start_time: '2026-03-10T06:00:00Z',
      end_time: '2026-03-10T07:30:00Z',
      date: '2026-03-09',
      event_type: 'screening',
      credentials: [{ name: 'Film & TV Badge', type: 'film' }],
      venue_id: 'HILTON',
      entities: [
        { entity_id: 'F1', role: 'film' },
        { entity_id: 'P1', role: 'contributor' },
      ],
    },
  ],
  attendees: [
    GRACE,
    { uid: 'U2', name: 'Private Person', directory_opt_out: true },
    { uid: 'U3', name: 'Minimal Attendee' },
  ],
};

const NULL_ATTENDEE_FIELDS = {
  pronoun: null,
  title: null,
  company: null,
  company_type: null,
  hometown: null,
  industry: null,
  country: null,
  badge_type: null,
  biography: null,
  image_url: null,
  x_url: null,
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  website: null,
};

describeEachDriver('catalogue queries on $driver', (driver) => {
  let db: Database;
  let contract: OpenAPIBackend;
  /** The record matches its operation's 200 response in openapi.yaml. */
  const expectContract = (operationId: string, record: unknown) => {
    const result = contract.validator.validateResponse(record, operationId, 200);
    expect(result.errors ?? []).toEqual([]);
  };

  withFreshDatabase(driver, (opened) => {
    db = opened;
  });
  beforeAll(async () => {
    await importCatalog(db, FIXTURE);
    await importCatalog(db, {
      year: 2025,
      source: 'fixture',
      venues: [],
      entities: [],
      events: [],
      attendees: [
        { uid: 'U1', name: 'Grace Hopper', title: 'Principal' },
        { uid: 'U9', name: 'Only Last Year' },
      ],
    });
    contract = newOpenApiBackend(loadOpenApiDocument());
    await contract.init();
  });

  describe('getEvent', () => {
    it('returns the complete record, times in Chicago with their offset', async () => {
      const event = await getEvent(db, 2026, 'E1');
      expect(event).toEqual({
        event_id: 'E1',
        id: 'E1',
        year: 2026,
        name: 'Reimagining Assessment: Project-Based Learning in Rural High Schools',
        description: 'Short.',
        long_description: 'Long.',
        start_time: '2026-03-09T09:30:00-05:00',
        end_time: '2026-03-09T10:30:00-05:00',
        date: '2026-03-09',
        publish_at: '2026-02-01T09:00:00-06:00',
        announcement_date: '2026-02-02T09:00:00-06:00',
        thumbnail_url: '/images/event/E1.svg',
        image: { url: '/images/event/E1.svg', credit: 'Jo Photographer' },
        ...E1_PROGRAMME,
        genre: null,
        subgenre: null,
        credentials: [
          { name: 'EDU Badge', type: 'edu' },
          { name: 'CPE Credit', type: 'cpe_credit' },
          { name: 'Platinum Badge', type: 'platinum' },
        ],
        credential_types: ['platinum', 'edu'],
        contributors: [
          {
            entity_id: 'A1',
            type: 'artist',
            name: 'The Chalkboards',
            title: null,
            company: null,
            thumbnail_url: null,
          },
          {
            entity_id: 'P1',
            type: 'person',
            name: 'ada Lovelace',
            title: 'Professor of Education',
            company: 'Austin ISD',
            thumbnail_url: '/images/person/P1.svg',
          },
        ],
        tags: [
          { id: 'assessment', name: 'Assessment' },
          { id: 'rural-education', name: 'Rural Education' },
        ],
        accessibility: ['Closed Captioning', 'ASL Interpretation'],
        meta: { sponsor: 'BrightPath' },
        sponsorImage: '/images/brand/BR1.svg',
        venue: { id: 'SALONC', name: 'Salon C', root: { id: 'HILTON', name: 'Hilton Austin Downtown' } },
        alpha: 'R',
        featured: true,
        canceled: false,
        reservable: true,
        capacity: 120,
        express_entry: true,
        express_message: 'Line opens 30 minutes early.',
      });
      expectContract('getEvent', event);
    });

    it('gives null (never undefined) for every field a minimal event lacks', async () => {
      const event = await getEvent(db, 2026, 'E2');
      expect(event).toEqual({
        event_id: 'E2',
        id: 'E2',
        year: 2026,
        name: '3TEN after hours',
        description: null,
        long_description: null,
        start_time: null,
        end_time: null,
        date: null,
        publish_at: null,
        announcement_date: null,
        thumbnail_url: null,
        image: null,
        presented_by: null,
        format: null,
        event_type: null,
        track: null,
        experience_level: null,
        focus_area: null,
        genre: null,
        subgenre: null,
        credentials: [],
        credential_types: [],
        contributors: [],
        tags: [],
        accessibility: [],
        meta: { sponsor: null },
        sponsorImage: null,
        venue: null,
        alpha: '#',
        featured: false,
        canceled: false,
        reservable: false,
        capacity: null,
        express_entry: false,
        express_message: null,
      });
      expectContract('getEvent', event);
    });

    it('keeps the festival day of an event after midnight; a top-level venue has no root', async () => {
      const event = await getEvent(db, 2026, 'E4');
      expect(event).toMatchObject({
        start_time: '2026-03-10T01:00:00-05:00',
        date: '2026-03-09',
        venue: { id: 'HILTON', name: 'Hilton Austin Downtown', root: null },
        credential_types: ['film'],
      });
    });

    it('is null for a missing id or another year', async () => {
      expect(await getEvent(db, 2026, 'NOPE')).toBeNull();
      expect(await getEvent(db, 2025, 'E1')).toBeNull();
    });
  });

  describe('getContributor', () => {
    it('returns a person with their (not canceled) events by time and their badge types', async () => {
      const person = await getContributor(db, 2026, 'P1');
      expect(person).toEqual({
        entity_id: 'P1',
        year: 2026,
        type: 'person',
        name: 'ada Lovelace',
        image: { url: '/images/person/P1.svg', alt_text: 'Ada Lovelace' },
        thumbnail_url: '/images/person/P1.svg',
        city: 'Austin',
        state: 'TX',
        country: 'United States',
        genre: null,
        subgenre: null,
        title: 'Professor of Education',
        company: 'Austin ISD',
        bio: 'Teaches computing.',
        details: null,
        events: [
          {
            event_id: 'E1',
            name: 'Reimagining Assessment: Project-Based Learning in Rural High Schools',
            start_time: '2026-03-09T09:30:00-05:00',
            end_time: '2026-03-09T10:30:00-05:00',
            date: '2026-03-09',
            event_type: 'panel',
            venue: { id: 'SALONC', name: 'Salon C' },
          },
          {
            event_id: 'E4',
            name: 'Late screening',
            start_time: '2026-03-10T01:00:00-05:00',
            end_time: '2026-03-10T02:30:00-05:00',
            date: '2026-03-09',
            event_type: 'screening',
            venue: { id: 'HILTON', name: 'Hilton Austin Downtown' },
          },
        ],
        links: [{ type: 'twitter', url: 'https://x.com/ada' }],
        artist_connection: null,
        publish_at: '2026-02-01T09:00:00-06:00',
        credential_types: ['platinum', 'film', 'edu'],
        featured: true,
        alpha: 'A',
      });
      expectContract('getContributor', person);
    });

    it('returns an artist without blank links or links of unknown types', async () => {
      const artist = await getContributor(db, 2026, 'A1');
      expect(artist).toMatchObject({
        type: 'artist',
        genre: 'Rock',
        subgenre: 'Indie Rock',
        details: 'A band of former teachers.',
        image: null,
        links: [{ type: 'bandcamp', url: 'https://chalkboards.bandcamp.com' }],
        artist_connection: { seeking: ['Booking Agent', 'Sync Licensing'] },
        publish_at: null,
        alpha: 'T',
      });
      expectContract('getContributor', artist);
    });

    it('is null for an entity that is not a contributor, or a missing one', async () => {
      expect(await getContributor(db, 2026, 'F1')).toBeNull();
      expect(await getContributor(db, 2026, 'NOBODY')).toBeNull();
    });
  });

  describe('getFilm', () => {
    it('returns the film with its screenings', async () => {
      const film = await getFilm(db, 2026, 'F1');
      expect(film).toEqual({
        id: 'F1',
        entity_id: 'F1',
        year: 2026,
        name: 'First Bell',
        description: 'A year in Room 12.',
        thumbnail_url: null,
        links: [{ type: 'youtube', url: 'https://www.youtube.com/watch?v=abc' }],
        featured: false,
        publish_at: null,
        events: [expect.objectContaining({ event_id: 'E4', event_type: 'screening' })],
      });
      expectContract('getFilm', film);
    });
  });

  describe('brands, exhibitors and music fest presenters', () => {
    it('returns each by its own lookup', async () => {
      const brand = await getBrand(db, 2026, 'BR1');
      expect(brand).toEqual({
        id: 'BR1',
        entity_id: 'BR1',
        year: 2026,
        type: 'brand',
        name: 'BrightPath',
        description: 'Tutoring tools.',
        thumbnail_url: null,
        links: [],
        featured: true,
        publish_at: null,
      });
      expectContract('getBrand', brand);
      const exhibitor = await getExhibitor(db, 2026, 'EX1');
      expect(exhibitor).toMatchObject({ type: 'exhibitor', name: 'Kinetic Classrooms', description: null });
      expectContract('getExhibitor', exhibitor);
      const presenter = await getMusicFestPresenter(db, 2026, 'MP1');
      expect(presenter).toMatchObject({ type: 'music_fest_presenter', name: 'Austin Sound Collective' });
      expectContract('getMusicFestPresenter', presenter);
    });

    it('is null when the id is of another type', async () => {
      expect(await getBrand(db, 2026, 'EX1')).toBeNull();
      expect(await getExhibitor(db, 2026, 'BR1')).toBeNull();
      expect(await getMusicFestPresenter(db, 2026, 'P1')).toBeNull();
    });
  });

  describe('getVenue', () => {
    it('returns a room with its parent and one-line address', async () => {
      const room = await getVenue(db, 2026, 'FLOOR2');
      expect(room).toEqual({
        id: 'FLOOR2',
        year: 2026,
        name: 'Second Floor',
        parent_venue: { id: 'HILTON', name: 'Hilton Austin Downtown' },
        location: { address: null, latitude: null, longitude: null },
        links: [],
        thumbnail_url: null,
      });
      expectContract('getVenue', room);
    });

    it('returns a building without a parent, with location and links', async () => {
      const building = await getVenue(db, 2026, 'HILTON');
      expect(building).toEqual({
        id: 'HILTON',
        year: 2026,
        name: 'Hilton Austin Downtown',
        parent_venue: null,
        location: { address: '500 E 4th St., Austin, TX 78701', latitude: 30.2654, longitude: -97.7391 },
        links: [{ type: 'website', url: 'https://hilton.example' }],
        thumbnail_url: '/images/venue/HILTON.svg',
      });
      expectContract('getVenue', building);
    });

    it('is null when missing', async () => {
      expect(await getVenue(db, 2026, 'NOWHERE')).toBeNull();
    });
  });

  describe('getAttendee', () => {
    it('returns the attendee of the latest year that lists them', async () => {
      const attendee = await getAttendee(db, 'U1');
      expect(attendee).toEqual({
        ...GRACE,
        directory_opt_out: false,
      });
      expectContract('getAttendee', attendee);
    });

    it('returns the record of a given year', async () => {
      expect(await getAttendee(db, 'U1', { year: 2025 })).toMatchObject({ title: 'Principal' });
      expect(await getAttendee(db, 'U9')).toMatchObject({ name: 'Only Last Year' });
    });

    it('gives null for fields a minimal attendee lacks', async () => {
      expect(await getAttendee(db, 'U3')).toEqual({
        uid: 'U3',
        name: 'Minimal Attendee',
        ...NULL_ATTENDEE_FIELDS,
        directory_opt_out: false,
      });
    });

    it('is null for an attendee who opted out of the directory, or a missing one', async () => {
      expect(await getAttendee(db, 'U2')).toBeNull();
      expect(await getAttendee(db, 'NOBODY')).toBeNull();
    });
  });
});
