import { describe, expect, it } from 'vitest';
import { distanceMeters, formatDistance, isGeoPoint, withinRadius } from './geo.ts';

const AUSTIN_CONVENTION_CENTER = { latitude: 30.2635, longitude: -97.7396 };
const DRISKILL = { latitude: 30.2682, longitude: -97.7419 };

describe('distanceMeters', () => {
  it('is zero for the same point', () => {
    expect(distanceMeters(DRISKILL, DRISKILL)).toBe(0);
  });

  it('is symmetric', () => {
    expect(distanceMeters(DRISKILL, AUSTIN_CONVENTION_CENTER)).toBeCloseTo(
      distanceMeters(AUSTIN_CONVENTION_CENTER, DRISKILL),
      6,
    );
  });

  it('gives a walk across downtown Austin in metres (about 570 m)', () => {
    expect(distanceMeters(AUSTIN_CONVENTION_CENTER, DRISKILL)).toBeGreaterThan(550);
    expect(distanceMeters(AUSTIN_CONVENTION_CENTER, DRISKILL)).toBeLessThan(590);
  });

  it('gives one degree of latitude as about 111.2 km', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
  });

  it('gives half the circumference for antipodes, without NaN', () => {
    const meters = distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(meters).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });

  it('crosses the antimeridian the short way', () => {
    const meters = distanceMeters({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 });
    expect(meters).toBeLessThan(23_000);
  });
});

describe('isGeoPoint', () => {
  it('accepts finite coordinates in range', () => {
    expect(isGeoPoint(DRISKILL)).toBe(true);
  });

  it.each([
    null,
    undefined,
    { latitude: null, longitude: -97 },
    { latitude: 91, longitude: 0 },
    { latitude: 0, longitude: -181 },
    { latitude: Number.NaN, longitude: 0 },
  ])('refuses %j', (value) => {
    expect(isGeoPoint(value as never)).toBe(false);
  });
});

describe('withinRadius', () => {
  const places = [
    { id: 'far', location: { latitude: 30.2817, longitude: -97.7331 } },
    { id: 'none', location: null },
    { id: 'near', location: DRISKILL },
    { id: 'here', location: AUSTIN_CONVENTION_CENTER },
  ];

  it('keeps places within the radius, nearest first, with their distance', () => {
    const near = withinRadius(AUSTIN_CONVENTION_CENTER, places, (p) => p.location, 1000);
    expect(near.map(({ place }) => place.id)).toEqual(['here', 'near']);
    expect(near[0]?.meters).toBe(0);
  });

  it('leaves out places without a location, whatever the radius', () => {
    const all = withinRadius(AUSTIN_CONVENTION_CENTER, places, (p) => p.location, 1e9);
    expect(all.map(({ place }) => place.id)).toEqual(['here', 'near', 'far']);
  });
});

describe('formatDistance', () => {
  it('rounds to 10 m below a kilometre', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(574)).toBe('570 m');
  });

  it('shows kilometres with one decimal from 1 km', () => {
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(2149)).toBe('2.1 km');
  });
});
