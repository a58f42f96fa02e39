// Where a ZIP code or a city is, from the `zipcodes` package (US ZIP codes with their city, state and
// coordinates). The data is a 5 MB module that takes about a third of a second to load, so it is
// loaded on the first finder search, not at server start, and the city index is built once.
import { isValidGeoPoint, type GeoPoint } from '@brewline/domain/store-hours/geo-distance';
import { cityKey, type CityQuery } from '@brewline/domain/store-hours/store-finder';
import { ZIP_LENGTH } from '@brewline/domain/validation/store-search';
import type zipcodes from 'zipcodes';
import type { ZipCode } from 'zipcodes';

interface Geodata {
  zips: typeof zipcodes;
  /** City key -> state -> the city: its ZIP codes' mean position, and how many there are. */
  cities: Map<string, Map<string, CityPlace>>;
}

interface CityPlace {
  point: GeoPoint;
  zipCount: number;
}

let loading: Promise<Geodata> | null = null;

function loadGeodata(): Promise<Geodata> {
  loading ??= import('zipcodes').then((module) => {
    // A CommonJS module: Node hands its exports over as the default export.
    const zips = module.default;
    return { zips, cities: indexCities(Object.values(zips.codes)) };
  });
  // A failed load is tried again by the next search rather than remembered.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Military (APO/FPO) and some PO-box codes have no position: they are stored as 0, 0. */
function hasPosition(code: ZipCode): boolean {
  return isValidGeoPoint(code) && !(code.latitude === 0 && code.longitude === 0);
}

/** The middle value: one wrong record (a ZIP with its longitude's sign lost) cannot move it far. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * A city's point is the median of its ZIP codes' positions, not their mean: the data has a few
 * records with a lost minus sign (New York's 10200 sits at 73.95 east, in Asia), and averaging that
 * one in put New York's point 49 miles out, in New Jersey.
 */
function indexCities(codes: readonly ZipCode[]): Map<string, Map<string, CityPlace>> {
  const positions = new Map<string, Map<string, GeoPoint[]>>();
  for (const code of codes) {
    if (code.country !== 'US' || !hasPosition(code)) continue;
    const key = cityKey(code.city);
    const byState = positions.get(key) ?? new Map<string, GeoPoint[]>();
    positions.set(key, byState);
    const list = byState.get(code.state) ?? [];
    byState.set(code.state, list);
    list.push({ latitude: code.latitude, longitude: code.longitude });
  }
  const cities = new Map<string, Map<string, CityPlace>>();
  for (const [key, byState] of positions) {
    cities.set(
      key,
      new Map(
        [...byState].map(([state, points]) => [
          state,
          {
            point: {
              latitude: median(points.map((p) => p.latitude)),
              longitude: median(points.map((p) => p.longitude)),
            },
            zipCount: points.length,
          },
        ]),
      ),
    );
  }
  return cities;
}

/** The position of a US ZIP code, or null for a code the data does not know. */
export async function zipPosition(zip: string): Promise<GeoPoint | null> {
  const place = await zipPlace(zip);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** A US ZIP code's city, state and position (a new store's address), or null for an unknown code. */
export async function zipPlace(
  zip: string,
): Promise<(GeoPoint & { zipCode: string; city: string; state: string }) | null> {
  if (!new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)) return null;
  const { zips } = await loadGeodata();
  const code = zips.lookup(zip);
  return code && code.country === 'US' && hasPosition(code)
    ? { zipCode: zip, city: code.city, state: code.state, latitude: code.latitude, longitude: code.longitude }
    : null;
}

/**
 * Where a city is. Several states can have a city of that name ('Phoenix' is in Arizona, New York and
 * Maryland): with the state given ('Phoenix, MD'; 'MD' or 'Maryland') that one, otherwise the
 * largest by its number of ZIP codes, which is the one people mean when they do not say.
 */
export async function cityPosition(query: CityQuery): Promise<GeoPoint | null> {
  const { zips, cities } = await loadGeodata();
  const byState = cities.get(cityKey(query.city));
  if (!byState) return null;
  if (query.state === null) {
    const places = [...byState.values()].sort((a, b) => b.zipCount - a.zipCount);
    return places[0]?.point ?? null;
  }
  // normalize() answers undefined for a name it does not know, whatever its typings say.
  const state = (zips.states.normalize(query.state) as string | undefined) ?? '';
  return byState.get(state)?.point ?? null;
}
