import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boundingBox,
  haversineMiles,
  isValidGeoPoint,
  type GeoPoint,
} from '../src/store-hours/geo-distance.ts';
import {
  STORE_FINDER_MAX_RESULTS,
  cityKey,
  formatMiles,
  nearestStores,
  orderFavoriteStores,
  parseCityQuery,
} from '../src/store-hours/store-finder.ts';
import { locationErrorMessage } from '../src/validation/store-search.ts';

const PHOENIX: GeoPoint = { latitude: 33.4484, longitude: -112.074 };
const LOS_ANGELES: GeoPoint = { latitude: 34.0522, longitude: -118.2437 };

const store = (storeId: number, latitude: number, longitude: number) => ({ storeId, latitude, longitude });

describe('haversineMiles', () => {
  it('measures known city pairs', () => {
    // Phoenix to Los Angeles is about 357 miles as the crow flies.
    expect(haversineMiles(PHOENIX, LOS_ANGELES)).toBeCloseTo(357, -1);
    expect(haversineMiles(PHOENIX, PHOENIX)).toBe(0);
    // A quarter of the way round the Earth along the equator.
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(
      (Math.PI / 2) * 3958.7613,
      6,
    );
  });

  it('stays a number at the antipodes', () => {
    const d = haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 3958.7613, 6);
  });

  const point = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('is symmetric, never negative and never more than half the globe', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 3958.7613 + 1e-6);
        expect(Math.abs(d - haversineMiles(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it('keeps every point within the radius inside the bounding box', () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        (origin, fraction, bearing, miles) => {
          // Walk `fraction` of the radius from the origin along `bearing`, on the sphere.
          const r = (miles * fraction) / 3958.7613;
          const lat1 = (origin.latitude * Math.PI) / 180;
          const lon1 = (origin.longitude * Math.PI) / 180;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(r) + Math.cos(lat1) * Math.sin(r) * Math.cos(bearing),
          );
          const lon2 =
            lon1 +
            Math.atan2(
              Math.sin(bearing) * Math.sin(r) * Math.cos(lat1),
              Math.cos(r) - Math.sin(lat1) * Math.sin(lat2),
            );
          const target = {
            latitude: (lat2 * 180) / Math.PI,
            longitude: (((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180,
          };
          const box = boundingBox(origin, miles);
          expect(target.latitude).toBeGreaterThanOrEqual(box.minLatitude - 1e-9);
          expect(target.latitude).toBeLessThanOrEqual(box.maxLatitude + 1e-9);
          expect(target.longitude).toBeGreaterThanOrEqual(box.minLongitude - 1e-9);
          expect(target.longitude).toBeLessThanOrEqual(box.maxLongitude + 1e-9);
        },
      ),
    );
  });

  it('widens the box to every longitude near a pole or the antimeridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    const phoenix = boundingBox(PHOENIX, 100);
    expect(phoenix.maxLongitude - phoenix.minLongitude).toBeLessThan(4);
  });

  it('accepts only points on the globe', () => {
    expect(isValidGeoPoint(PHOENIX)).toBe(true);
    expect(isValidGeoPoint({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidGeoPoint({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isValidGeoPoint({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});

describe('nearestStores', () => {
  const stores = [
    store(112, 33.5023, -111.929), // Scottsdale
    store(111, 33.4525, -112.0701), // Phoenix
    store(995, 33.4525, -112.0701), // the global online store, never a place to go
    store(119, 34.1017, -118.3387), // Los Angeles
    store(118, 36.1147, -115.1728), // Las Vegas
  ];

  it('lists the stores within the radius, nearest first, with their miles', () => {
    const found = nearestStores(stores, [PHOENIX]);
    expect(found.map((f) => f.store.storeId)).toEqual([111, 112]);
    expect(found[0]?.distance).toBeLessThan(1);
    expect(found[1]?.distance).toBeGreaterThan(found[0]?.distance ?? Infinity);
  });

  it('measures from the nearest of several origins, and a wider radius finds more', () => {
    const found = nearestStores(stores, [PHOENIX, LOS_ANGELES], { radiusMiles: 400 });
    expect(found.map((f) => f.store.storeId)).toEqual([111, 119, 112, 118]);
    expect(found.every((f, i) => i === 0 || (found[i - 1]?.distance ?? 0) <= (f.distance ?? 0))).toBe(true);
  });

  it('caps the count and returns nothing without an origin', () => {
    const many = Array.from({ length: 40 }, (_, i) => store(200 + i, 33.45 + i / 1000, -112.07));
    expect(nearestStores(many, [PHOENIX])).toHaveLength(STORE_FINDER_MAX_RESULTS);
    expect(nearestStores(many, [PHOENIX], { limit: 3 }).map((f) => f.store.storeId)).toEqual([200, 201, 202]);
    expect(nearestStores(many, [])).toEqual([]);
  });
});

describe('orderFavoriteStores', () => {
  const stores = [store(111, 33.4525, -112.0701), store(119, 34.1017, -118.3387), store(995, 39.7, -104.9)];

  it('keeps the ranking without a position, dropping unknown, repeated and global ids', () => {
    expect(orderFavoriteStores(stores, [119, 7, 111, 119, 995], null)).toEqual([
      { store: stores[1], distance: null },
      { store: stores[0], distance: null },
    ]);
  });

  it('sorts by distance when the position is known', () => {
    const found = orderFavoriteStores(stores, [119, 111], PHOENIX);
    expect(found.map((f) => f.store.storeId)).toEqual([111, 119]);
    expect(found[1]?.distance).toBeGreaterThan(300);
  });
});

describe('parseCityQuery', () => {
  it('reads a city alone or with its state', () => {
    expect(parseCityQuery('  Phoenix ')).toEqual({ city: 'Phoenix', state: null });
    expect(parseCityQuery('salt   lake city,  UT')).toEqual({ city: 'salt lake city', state: 'UT' });
    expect(parseCityQuery('Portland, Oregon')).toEqual({ city: 'Portland', state: 'Oregon' });
    expect(parseCityQuery('Phoenix,')).toEqual({ city: 'Phoenix', state: null });
  });

  it('refuses a state without a city', () => {
    expect(parseCityQuery(', AZ')).toBeNull();
    expect(parseCityQuery('   ')).toBeNull();
  });
});

describe('formatMiles and location messages', () => {
  it('shows one decimal under ten miles and whole miles above', () => {
    expect(formatMiles(0.04)).toBe('0 mi');
    expect(formatMiles(0.44)).toBe('0.4 mi');
    expect(formatMiles(9.96)).toBe('10 mi');
    expect(formatMiles(37.4)).toBe('37 mi');
  });

  it('asks to enable location after a refusal, and to check it otherwise', () => {
    expect(locationErrorMessage(1)).toBe('Please make sure location services are enabled');
    expect(locationErrorMessage(3)).toBe('Please check if location services is enabled');
    expect(locationErrorMessage(null)).toBe('Please check if location services is enabled');
  });
});

describe('cityKey', () => {
  it('compares city names without case, punctuation or spacing, and spells out St, Ft and Mt', () => {
    expect(cityKey('  SALT   lake City ')).toBe('salt lake city');
    expect(cityKey('St. Louis')).toBe(cityKey('Saint Louis'));
    expect(cityKey('Ft Worth')).toBe('fort worth');
    expect(cityKey('mt. pleasant')).toBe('mount pleasant');
    expect(cityKey("Coeur d'Alene")).toBe('coeur dalene');
    expect(cityKey('Westport')).toBe('westport');
    expect(cityKey('...')).toBe('');
  });
});
