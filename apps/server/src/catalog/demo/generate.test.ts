import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogInput, EventInput } from '../types.ts';
import { DEMO_PLANS, generateDemoCatalog } from './generate.ts';

const hash = (catalog: CatalogInput) => createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const minutesOf = (iso: string) => Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));

describe('generateDemoCatalog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('determinism', () => {
    it('gives the same demo catalogue byte for byte, without the clock or Math.random', () => {
      const first = hash(generateDemoCatalog('demo'));
      vi.spyOn(Math, 'random').mockImplementation(() => {
        throw new Error('Math.random used');
      });
      vi.spyOn(Date, 'now').mockImplementation(() => {
        throw new Error('Date.now used');
      });
      expect(hash(generateDemoCatalog('demo'))).toBe(first);
    });

    it('gives the same festival catalogue twice', () => {
      expect(hash(generateDemoCatalog('festival'))).toBe(hash(generateDemoCatalog('festival')));
    });

    it('depends on the year', () => {
      expect(hash(generateDemoCatalog('demo', { year: 2027 }))).not.toBe(hash(generateDemoCatalog('demo')));
    });
  });

  describe.each(['demo', 'festival'] as const)('the %s size', (size) => {
    let catalog: CatalogInput;
    const plan = DEMO_PLANS[size];
    beforeAll(() => {
      catalog = generateDemoCatalog(size);
    });

    it('has the documented numbers of records', () => {
      const count = (type: string) => catalog.entities.filter((e) => e.type === type).length;
      expect(catalog.events).toHaveLength(plan.events);
      expect(count('person') + count('artist')).toBe(plan.contributors);
      expect(count('film')).toBe(plan.films);
      expect(count('brand') + count('exhibitor') + count('music_fest_presenter')).toBe(
        plan.brands + plan.exhibitors + plan.presenters,
      );
      expect(catalog.venues).toHaveLength(plan.venues);
      expect(catalog.attendees).toHaveLength(plan.attendees);
    });

    it('has unique ids per kind', () => {
      for (const ids of [
        catalog.events.map((e) => e.id),
        catalog.entities.map((e) => e.id),
        catalog.venues.map((v) => v.id),
        catalog.attendees.map((a) => a.uid),
      ]) {
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it('schedules Monday to Thursday, 8:00 to 18:30 CDT, on the half hour, for 30 to 90 minutes', () => {
      for (const event of catalog.events) {
        const [startTime, endTime] = [event.start_time ?? '', event.end_time ?? ''];
        expect(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']).toContain(event.date);
        expect(startTime).toMatch(/^2026-03-(09|10|11|12)T\d\d:(00|30):00-05:00$/);
        expect(startTime.slice(0, 10)).toBe(event.date);
        const start = minutesOf(startTime);
        const end = minutesOf(endTime);
        expect(start).toBeGreaterThanOrEqual(8 * 60);
        expect(end).toBeLessThanOrEqual(18 * 60 + 30);
        expect([30, 60, 90]).toContain(end - start);
      }
    });

    it('references only venues and entities it contains', () => {
      const venues = new Set(catalog.venues.map((v) => v.id));
      const entities = new Set(catalog.entities.map((e) => e.id));
      for (const venue of catalog.venues) if (venue.parent_id) expect(venues.has(venue.parent_id)).toBe(true);
      for (const event of catalog.events) {
        expect(venues.has(event.venue_id ?? '')).toBe(true);
        for (const ref of event.entities ?? []) expect(entities.has(ref.entity_id)).toBe(true);
      }
    });

    it('puts every contributor on at least one event', () => {
      const appearing = new Set(catalog.events.flatMap((e) => (e.entities ?? []).map((r) => r.entity_id)));
      const contributors = catalog.entities.filter((e) => e.type === 'person' || e.type === 'artist');
      expect(contributors.every((c) => appearing.has(c.id))).toBe(true);
    });

    it('features ~5 %, cancels ~2 %, publishes ~5 % later and leaves ~3 % unpublished', () => {
      const events = catalog.events;
      const reference = '2026-03-01T00:00:00-06:00';
      expect(share(events, (e) => e.featured === true)).toBeGreaterThan(0.02);
      expect(share(events, (e) => e.featured === true)).toBeLessThan(0.09);
      expect(share(events, (e) => e.canceled === true)).toBeGreaterThan(0.003);
      expect(share(events, (e) => e.canceled === true)).toBeLessThan(0.05);
      const later = (e: EventInput) => !!e.publish_at && Date.parse(e.publish_at) > Date.parse(reference);
      expect(share(events, later)).toBeGreaterThan(0.02);
      expect(share(events, later)).toBeLessThan(0.09);
      expect(share(events, (e) => e.publish_at === null)).toBeGreaterThan(0.005);
      expect(share(events, (e) => e.publish_at === null)).toBeLessThan(0.07);
    });

    it('offers RSVP with a capacity and express entry with a message on some events', () => {
      const reservable = catalog.events.filter((e) => e.reservable);
      expect(reservable.length).toBeGreaterThan(0);
      expect(reservable.every((e) => Number.isInteger(e.capacity))).toBe(true);
      const express = catalog.events.filter((e) => e.express_entry);
      expect(express.length).toBeGreaterThan(0);
      expect(express.every((e) => typeof e.express_message === 'string')).toBe(true);
    });

    it('gives attendees biographies of 20 to 80 words, and lets some opt out of the directory', () => {
      const biographies = catalog.attendees.flatMap((a) => (a.biography ? [words(a.biography)] : []));
      expect(biographies.length).toBeGreaterThan(catalog.attendees.length * 0.8);
      expect(Math.min(...biographies)).toBeGreaterThanOrEqual(20);
      expect(Math.max(...biographies)).toBeLessThanOrEqual(80);
      expect(catalog.attendees.some((a) => a.directory_opt_out)).toBe(true);
    });
  });

  describe('content', () => {
    let catalog: CatalogInput;
    beforeAll(() => {
      catalog = generateDemoCatalog('demo');
    });

    it('uses the education vocabulary: tracks, formats, event types and badge credentials', () => {
      const learning = catalog.events.filter((e) => e.track);
      expect(new Set(learning.map((e) => e.track)).size).toBe(8);
      expect(new Set(catalog.events.map((e) => e.event_type))).toEqual(
        new Set(['session', 'panel', 'edu', 'showcase', 'screening']),
      );
      const formats = new Set(catalog.events.map((e) => e.format));
      for (const format of ['Session', 'Workshop', 'Panel', 'Showcase', 'Film Screening']) {
        expect(formats).toContain(format);
      }
      const types = new Set(catalog.events.flatMap((e) => (e.credentials ?? []).map((c) => c.type)));
      for (const type of ['platinum', 'edu', 'music', 'innovation', 'cpe_credit'])
        expect(types).toContain(type);
    });

    it('builds venues in Austin with parent buildings and coordinates', () => {
      const rooms = catalog.venues.filter((v) => v.parent_id);
      expect(rooms.length).toBeGreaterThan(catalog.venues.length / 2);
      for (const venue of catalog.venues) {
        expect(venue.city).toBe('Austin');
        expect(Math.abs((venue.latitude ?? 0) - 30.26)).toBeLessThan(0.05);
        expect(Math.abs((venue.longitude ?? 0) + 97.74)).toBeLessThan(0.05);
      }
    });

    it('gives artists genres, hometowns, links (some blank) and what they are seeking', () => {
      const artists = catalog.entities.filter((e) => e.type === 'artist');
      expect(artists.every((a) => a.genre && a.subgenre && a.city)).toBe(true);
      expect(artists.some((a) => (a.links ?? []).some((l) => l.url === ''))).toBe(true);
      expect(artists.some((a) => (a.artist_connection?.seeking.length ?? 0) > 0)).toBe(true);
    });

    it('points images at the local SVG renderer', () => {
      expect(catalog.events.every((e) => e.thumbnail_url === `/images/event/${e.id}.svg`)).toBe(true);
      const urls = catalog.entities.flatMap((e) => [e.thumbnail_url, e.image_url]).filter(Boolean);
      expect(urls.every((u) => /^\/images\/[a-z_]+\/[^/]+\.svg$/.test(u as string))).toBe(true);
    });
  });
});
