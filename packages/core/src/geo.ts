/**
 * Distances between places on the Earth (the "nearby" page: venues near a chosen venue).
 * Haversine on a sphere of the Earth's mean radius: within a city the error against the
 * ellipsoid is far below what a walk between venues can tell.
 */

/** A point in decimal degrees (WGS 84, as venue locations carry them). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean radius of the Earth in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine formula). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a value is a usable point (both coordinates finite and in range). */
export function isGeoPoint(
  value: { latitude?: unknown; longitude?: unknown } | null | undefined,
): value is GeoPoint {
  if (!value) return false;
  const { latitude, longitude } = value;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * The places within `radiusMeters` of `origin` with their distance, nearest first (ties keep the
 * input order). Places without a usable location are left out.
 */
export function withinRadius<T>(
  origin: GeoPoint,
  places: readonly T[],
  locationOf: (place: T) => GeoPoint | null,
  radiusMeters: number,
): { place: T; meters: number }[] {
  return places
    .flatMap((place) => {
      const location = locationOf(place);
      if (!isGeoPoint(location)) return [];
      const meters = distanceMeters(origin, location);
      return meters <= radiusMeters ? [{ place, meters }] : [];
    })
    .sort((a, b) => a.meters - b.meters);
}

/** A distance for people on foot: `350 m` below a kilometre, else `1.2 km`. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}
