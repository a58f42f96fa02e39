// Great-circle distance for the store finder (docs/product/account.md#find-a-store): the server
// sorts stores by it, so every client shows the same order and the same miles.

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius, 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** A point a browser or the ZIP data could really give: finite, on the globe. */
export function isValidGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** Haversine distance in miles; stable for tiny and antipodal distances alike. */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodes; asin would then be NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

export interface GeoBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of the origin, so a database can
 * narrow the candidates with plain range conditions before the exact distance is computed. Near a
 * pole (or where the box would cross the antimeridian) it widens to every longitude.
 */
export function boundingBox(origin: GeoPoint, miles: number): GeoBox {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const minLatitude = Math.max(-90, origin.latitude - latDelta);
  const maxLatitude = Math.min(90, origin.latitude + latDelta);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosWidest = Math.cos(toRadians(widest));
  const lonDelta = cosWidest <= 1e-9 ? 180 : latDelta / cosWidest;
  if (lonDelta >= 180 || origin.longitude - lonDelta < -180 || origin.longitude + lonDelta > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return {
    minLatitude,
    maxLatitude,
    minLongitude: origin.longitude - lonDelta,
    maxLongitude: origin.longitude + lonDelta,
  };
}
