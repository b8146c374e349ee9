import { describe, expect, it } from 'vitest';
import { type ExistingRefs, normalizeCatalog } from './normalize.ts';
import type { CatalogInput } from './types.ts';

const NOTHING_STORED: ExistingRefs = { venues: new Map(), entities: new Map() };

function catalog(parts: Partial<CatalogInput>): CatalogInput {
  return { year: 2026, source: 'test', venues: [], entities: [], events: [], attendees: [], ...parts };
}

describe('normalizeCatalog', () => {
  it('cleans names: tabs, no-break spaces and runs of spaces become one space', () => {
    const { entities } = normalizeCatalog(
      catalog({ entities: [{ id: 'P1', type: 'person', name: ' Melissa\t Withers\t\u00a0 ' }] }),
      NOTHING_STORED,
    );
    expect(entities.rows[0]?.name).toBe('Melissa Withers');
  });

  it('turns blank optional text into null and numeric ids into text', () => {
    const input = catalog({ venues: [{ id: 42 as unknown as string, name: 'Hall', address: '   ' }] });
    const { venues } = normalizeCatalog(input, NOTHING_STORED);
    expect(venues.rows[0]).toMatchObject({ id: '42', address: null });
  });

  it("stores times in UTC and derives the date from the start in the programme's zone", () => {
    const late = catalog({
      events: [{ id: 'E1', name: 'Late set', start_time: '2026-03-09T23:30:00-05:00' }],
    });
    const chicago = { name: 'EDU Summit 2026', short_name: 'EDU Summit', time_zone: 'America/Chicago' };
    const inChicago = normalizeCatalog({ ...late, programme: chicago }, NOTHING_STORED);
    expect(inChicago.events.rows[0]).toMatchObject({
      start_time: '2026-03-10T04:30:00.000Z',
      date: '2026-03-09',
    });
    // The same instant is already the next day in Brussels; a year with stored settings uses their zone.
    const inBrussels = normalizeCatalog(late, NOTHING_STORED, 'Europe/Brussels');
    expect(inBrussels.events.rows[0]?.date).toBe('2026-03-10');
  });

  it('refuses programme settings with an unknown zone', () => {
    const bad = catalog({ programme: { name: 'X', short_name: 'X', time_zone: 'Mars/Olympus' } });
    expect(() => normalizeCatalog(bad, NOTHING_STORED)).toThrow(/not an IANA zone/);
  });

  it('keeps an explicit festival date that differs from the start day', () => {
    const { events } = normalizeCatalog(
      catalog({
        events: [
          { id: 'E1', name: 'After hours', start_time: '2026-03-10T01:00:00-05:00', date: '2026-03-09' },
        ],
      }),
      NOTHING_STORED,
    );
    expect(events.rows[0]?.date).toBe('2026-03-09');
  });

  it('skips a time without a UTC offset', () => {
    const { events } = normalizeCatalog(
      catalog({ events: [{ id: 'E1', name: 'Floating', start_time: '2026-03-09T09:30:00' }] }),
      NOTHING_STORED,
    );
    expect(events.skipped).toEqual([
      {
        ref: 'event:E1',
        reason: "invalid start_time '2026-03-09T09:30:00' (ISO 8601 with a UTC offset expected)",
      },
    ]);
  });

  it('drops a parent that would make a cycle, keeping the venue', () => {
    const { venues } = normalizeCatalog(
      catalog({
        venues: [
          { id: 'A', name: 'A', parent_id: 'B' },
          { id: 'B', name: 'B', parent_id: 'A' },
        ],
      }),
      NOTHING_STORED,
    );
    expect(venues.rows.map((v) => [v.id, v.parent_id])).toEqual([
      ['A', null],
      ['B', 'A'],
    ]);
    expect(venues.notes).toEqual([
      { ref: 'venue:A', reason: "parent venue 'B' leads back to this venue: parent dropped" },
    ]);
  });

  it('resolves references against what the year already stores', () => {
    const stored: ExistingRefs = { venues: new Map([['V1', null]]), entities: new Map([['P1', 'person']]) };
    const { events, links } = normalizeCatalog(
      catalog({
        events: [
          { id: 'E1', name: 'Talk', venue_id: 'V1', entities: [{ entity_id: 'P1', role: 'contributor' }] },
        ],
      }),
      stored,
    );
    expect(events.rows[0]?.venue_id).toBe('V1');
    expect(links.get('E1')).toEqual([
      { year: 2026, event_id: 'E1', entity_id: 'P1', role: 'contributor', position: 0 },
    ]);
  });

  it('drops a reference to an entity of a type the role does not allow', () => {
    const { events, links } = normalizeCatalog(
      catalog({
        entities: [{ id: 'P1', type: 'person', name: 'Ada' }],
        events: [{ id: 'E1', name: 'Screening', entities: [{ entity_id: 'P1', role: 'film' }] }],
      }),
      NOTHING_STORED,
    );
    expect(links.get('E1')).toEqual([]);
    expect(events.notes).toEqual([
      { ref: 'event:E1', reason: "entity 'P1' is a person, which cannot be a film: reference dropped" },
    ]);
  });

  describe('content hash', () => {
    const base = catalog({
      entities: [
        { id: 'P1', type: 'person', name: 'Ada' },
        { id: 'P2', type: 'person', name: 'Grace' },
      ],
      events: [{ id: 'E1', name: 'Talk', entities: [{ entity_id: 'P1', role: 'contributor' }] }],
    });
    const hashOf = (input: CatalogInput) =>
      normalizeCatalog(input, NOTHING_STORED).events.rows[0]?.content_hash;

    it('is the same for the same content', () => {
      expect(hashOf(base)).toBe(hashOf(structuredClone(base)));
    });

    it('changes with the line-up', () => {
      const changed = structuredClone(base);
      changed.events[0]?.entities?.push({ entity_id: 'P2', role: 'contributor' });
      expect(hashOf(changed)).not.toBe(hashOf(base));
    });

    it('changes with the source', () => {
      expect(hashOf({ ...base, source: 'other' })).not.toBe(hashOf(base));
    });
  });
});
