// Where a ZIP code or a city is, from the `zipcodes` package (US ZIP codes with their city, state and
// coordinates). The data is a 5 MB module that takes about a third of a second to load, so it is
// loaded on the first finder search, not at server start, and the city index is built once.
import { isValidGeoPoint, type GeoPoint } from '@brewline/domain/geo-distance';
import { cityKey, type CityQuery } from '@brewline/domain/store-finder';
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

function indexCities(codes: readonly ZipCode[]): Map<string, Map<string, CityPlace>> {
  const sums = new Map<string, Map<string, { latitude: number; longitude: number; count: number }>>();
  for (const code of codes) {
    if (code.country !== 'US' || !hasPosition(code)) continue;
    const key = cityKey(code.city);
    const byState =
      sums.get(key) ?? new Map<string, { latitude: number; longitude: number; count: number }>();
    sums.set(key, byState);
    const sum = byState.get(code.state) ?? { latitude: 0, longitude: 0, count: 0 };
    byState.set(code.state, {
      latitude: sum.latitude + code.latitude,
      longitude: sum.longitude + code.longitude,
      count: sum.count + 1,
    });
  }
  const cities = new Map<string, Map<string, CityPlace>>();
  for (const [key, byState] of sums) {
    cities.set(
      key,
      new Map(
        [...byState].map(([state, sum]) => [
          state,
          {
            point: { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count },
            zipCount: sum.count,
          },
        ]),
      ),
    );
  }
  return cities;
}

/** The position of a US ZIP code, or null for a code the data does not know. */
export async function zipPosition(zip: string): Promise<GeoPoint | null> {
  if (!new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)) return null;
  const { zips } = await loadGeodata();
  const code = zips.lookup(zip);
  return code && code.country === 'US' && hasPosition(code)
    ? { latitude: code.latitude, longitude: code.longitude }
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
