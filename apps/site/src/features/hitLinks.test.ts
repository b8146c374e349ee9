import { DEFAULT_FEATURES } from '@conf/core';
import { describe, expect, it } from 'vitest';
import { featureHitHref } from './hitLinks.ts';

const venue = { _id: 'V1', type: 'venue' };
const attendee = { _id: 'u1', type: 'attendee' };
const event = { _id: 'E1', type: 'event' };

describe('featureHitHref', () => {
  it('links venues and attendees when their features are on', () => {
    const href = featureHitHref({ ...DEFAULT_FEATURES, venues: true, attendee_directory: true }, 2026);
    expect(href(venue)).toBe('/2026/venues/V1');
    expect(href(attendee)).toBe('/attendees/u1');
  });

  it('leaves them unlinked when their features are off', () => {
    const href = featureHitHref({ ...DEFAULT_FEATURES, venues: false, attendee_directory: false }, undefined);
    expect(href(venue)).toBeNull();
    expect(href(attendee)).toBeNull();
    expect(href(event)).toBe('/events/E1');
  });
});
