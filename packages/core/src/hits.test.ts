import { describe, expect, it } from 'vitest';
import {
  HIT_TYPE_LABELS,
  HIT_TYPES,
  hitHref,
  isConversionActivation,
  isKnownHitType,
  searchConversion,
} from './hits.ts';

describe('hitHref', () => {
  it('links each hit type to its detail page', () => {
    expect(hitHref({ type: 'event', _id: 'PP1001' })).toBe('/events/PP1001');
    expect(hitHref({ type: 'person', _id: 'P2' })).toBe('/contributors/P2');
    expect(hitHref({ type: 'artist', _id: 'A3' })).toBe('/artists/A3');
    expect(hitHref({ type: 'film', _id: 'F4' })).toBe('/films/F4');
    expect(hitHref({ type: 'brand', _id: 'B5' })).toBe('/brands/B5');
    expect(hitHref({ type: 'exhibitor', _id: 'E6' })).toBe('/exhibitors/E6');
    expect(hitHref({ type: 'music_fest_presenter', _id: 'M7' })).toBe('/music_fest_presenters/M7');
    expect(hitHref({ type: 'venue', _id: 'V8' })).toBe('/venues/V8');
    expect(hitHref({ type: 'attendee', _id: 'u 9' })).toBe('/attendees/u%209');
  });

  it('adds the year, except for attendees', () => {
    expect(hitHref({ type: 'event', _id: 'PP1' }, { year: 2025 })).toBe('/2025/events/PP1');
    expect(hitHref({ type: 'attendee', _id: 'u1' }, { year: 2025 })).toBe('/attendees/u1');
  });

  it('is null for an unknown type or an empty id', () => {
    expect(hitHref({ type: 'sponsor', _id: 'S1' })).toBeNull();
    expect(hitHref({ type: 'event', _id: '' })).toBeNull();
  });
});

describe('hit types', () => {
  it('has a label for every type', () => {
    expect(HIT_TYPES.map((type) => HIT_TYPE_LABELS[type])).toEqual([
      'Event',
      'Artist',
      'Speaker',
      'Film',
      'Brand',
      'Exhibitor',
      'Music Presenter',
      'Venue',
      'Attendee',
    ]);
    expect(isKnownHitType('venue')).toBe(true);
    expect(isKnownHitType('sponsor')).toBe(false);
  });
});

describe('isConversionActivation', () => {
  it('counts the left and middle mouse buttons', () => {
    expect(isConversionActivation({ type: 'mouseup', button: 0 })).toBe(true);
    expect(isConversionActivation({ type: 'mouseup', button: 1 })).toBe(true);
    expect(isConversionActivation({ type: 'click', button: 0 })).toBe(true);
    expect(isConversionActivation({ type: 'auxclick', button: 1 })).toBe(true);
  });

  it('does not count the right button or other buttons', () => {
    expect(isConversionActivation({ type: 'mouseup', button: 2 })).toBe(false);
    expect(isConversionActivation({ type: 'auxclick', button: 3 })).toBe(false);
    expect(isConversionActivation({ type: 'mouseup' })).toBe(false);
  });

  it('counts Enter and Space', () => {
    expect(isConversionActivation({ type: 'keydown', key: 'Enter' })).toBe(true);
    expect(isConversionActivation({ type: 'keydown', key: ' ' })).toBe(true);
    expect(isConversionActivation({ type: 'keyup', key: 'Spacebar' })).toBe(true);
  });

  it('does not count other keys or events', () => {
    expect(isConversionActivation({ type: 'keydown', key: 'Tab' })).toBe(false);
    expect(isConversionActivation({ type: 'keydown', key: 'ArrowDown' })).toBe(false);
    expect(isConversionActivation({ type: 'focus' })).toBe(false);
    expect(isConversionActivation({ type: 'touchend', button: 0 })).toBe(false);
  });
});

describe('searchConversion', () => {
  const hit = { type: 'event', _id: 'PP1001' };

  it('is the conversion body when the activation counts and a search id exists', () => {
    expect(searchConversion({ type: 'mouseup', button: 1 }, 's_8f2c', hit)).toEqual({
      search_id: 's_8f2c',
      convertable_type: 'event',
      convertable_id: 'PP1001',
    });
  });

  it('is null without a search id', () => {
    expect(searchConversion({ type: 'keydown', key: 'Enter' }, null, hit)).toBeNull();
    expect(searchConversion({ type: 'keydown', key: 'Enter' }, '', hit)).toBeNull();
  });

  it('is null when the activation does not count', () => {
    expect(searchConversion({ type: 'mouseup', button: 2 }, 's_1', hit)).toBeNull();
  });
});
