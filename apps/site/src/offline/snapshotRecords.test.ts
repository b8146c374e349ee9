import { describe, expect, it } from 'vitest';
import { demoSnapshot } from '../test/snapshotFixtures.ts';
import { snapshotRecords } from './snapshotRecords.ts';

describe('snapshotRecords', () => {
  const records = snapshotRecords(demoSnapshot());

  it('names the year and the programme zone of the snapshot', () => {
    expect(records.year).toBe(2026);
    expect(records.timeZone).toBe('America/Chicago');
  });

  describe('an event', () => {
    it('is the API record, its derived fields computed as the server does', () => {
      expect(records.event('E1')).toEqual({
        event_id: 'E1',
        id: 'E1',
        year: 2026,
        name: 'Keynote',
        description: null,
        long_description: null,
        start_time: '2026-03-12T09:30:00-05:00',
        end_time: '2026-03-12T10:30:00-05:00',
        date: '2026-03-12',
        publish_at: null,
        announcement_date: null,
        thumbnail_url: null,
        image: { url: 'https://img.example/keynote.jpg', credit: 'A. Photographer' },
        presented_by: null,
        format: null,
        event_type: 'session',
        track: null,
        experience_level: null,
        focus_area: null,
        genre: null,
        subgenre: null,
        credentials: [
          { name: 'Music Badge', type: 'music' },
          { name: 'Platinum Badge', type: 'platinum' },
        ],
        credential_types: ['platinum', 'music'],
        contributors: [
          {
            entity_id: 'C2',
            type: 'artist',
            name: 'the Midnight Band',
            title: null,
            company: null,
            thumbnail_url: null,
          },
          {
            entity_id: 'C1',
            type: 'person',
            name: 'Ada Lovelace',
            title: 'Chief Analyst',
            company: 'Engines Ltd',
            thumbnail_url: 'https://img.example/ada-small.jpg',
          },
        ],
        tags: [],
        accessibility: [],
        meta: { sponsor: 'Acme' },
        sponsorImage: 'https://img.example/acme.png',
        venue: { id: 'V2', name: 'Salon D', root: { id: 'V1', name: 'Hilton Austin' } },
        alpha: 'K',
        featured: false,
        canceled: false,
        reservable: false,
        capacity: null,
        express_entry: false,
        express_message: null,
      });
    });

    it('in a top-level venue has no root', () => {
      expect(records.event('E2')?.venue).toEqual({ id: 'V1', name: 'Hilton Austin', root: null });
    });

    it('without a venue has none, and a name not starting with a letter is in the # group', () => {
      const meetup = records.event('E4');
      expect(meetup?.venue).toBeNull();
      expect(meetup?.alpha).toBe('#');
    });

    it('not in the snapshot is undefined', () => {
      expect(records.event('nope')).toBeUndefined();
    });
  });

  describe('a contributor', () => {
    it('lists the events they are in, not the canceled ones, by start time', () => {
      const ada = records.contributor('C1');
      expect(ada?.events).toEqual([
        {
          event_id: 'E1',
          name: 'Keynote',
          start_time: '2026-03-12T09:30:00-05:00',
          end_time: '2026-03-12T10:30:00-05:00',
          date: '2026-03-12',
          event_type: 'session',
          venue: { id: 'V2', name: 'Salon D' },
        },
        {
          event_id: 'E2',
          name: 'Workshop: Engines',
          start_time: '2026-03-12T14:00:00-05:00',
          end_time: '2026-03-12T15:00:00-05:00',
          date: '2026-03-12',
          event_type: null,
          venue: { id: 'V1', name: 'Hilton Austin' },
        },
      ]);
    });

    it('carries the badge types of those events, the photo, links and facts of the snapshot', () => {
      expect(records.contributor('C1')).toMatchObject({
        entity_id: 'C1',
        year: 2026,
        type: 'person',
        name: 'Ada Lovelace',
        image: { url: 'https://img.example/ada.jpg', alt_text: null },
        thumbnail_url: 'https://img.example/ada-small.jpg',
        title: 'Chief Analyst',
        company: 'Engines Ltd',
        bio: 'Wrote the first program.',
        links: [{ type: 'website', url: 'https://ada.example' }],
        artist_connection: null,
        credential_types: ['platinum', 'music', 'edu'],
        alpha: 'A',
        publish_at: null,
      });
    });

    it("keeps an artist's Professional Connections", () => {
      const band = records.contributor('C2');
      expect(band?.artist_connection).toEqual({ seeking: ['Booking agent'] });
      expect(band?.image).toBeNull();
      expect(band?.alpha).toBe('T');
    });

    it('not in the snapshot is undefined', () => {
      expect(records.contributor('C9')).toBeUndefined();
    });
  });

  describe('a venue', () => {
    it('is the API record, with the venue it is part of', () => {
      expect(records.venue('V2')).toEqual({
        id: 'V2',
        year: 2026,
        name: 'Salon D',
        parent_venue: { id: 'V1', name: 'Hilton Austin' },
        location: { address: null, latitude: null, longitude: null },
        links: [],
        thumbnail_url: null,
      });
      expect(records.venue('V1')?.location).toEqual({
        address: '500 E 4th St, Austin, TX 78701',
        latitude: 30.26,
        longitude: -97.74,
      });
    });

    it("has the events of its rooms too (a building's schedule), canceled ones included", () => {
      expect(records.venueEvents('V1').map((event) => event.id)).toEqual(['E2', 'E1', 'E3']);
      expect(records.venueEvents('V2').map((event) => event.id)).toEqual(['E1', 'E3']);
    });

    it('survives a venue tree with a cycle', () => {
      const snapshot = demoSnapshot();
      snapshot.venues = snapshot.venues.map((venue) =>
        venue.id === 'V1' ? { ...venue, parent_id: 'V2' } : venue,
      );
      const looped = snapshotRecords(snapshot);
      expect(looped.event('E1')?.venue?.id).toBe('V2');
      expect(looped.venueEvents('V1').map((event) => event.id)).toEqual(['E2', 'E1', 'E3']);
    });
  });
});
