// The store finder's server rules (docs/product/account.md#find-a-store, #store-search): which
// stores a search returns, in which order, and how a city search is read. The geodata lookup is the
// API's.
import { haversineMiles, type GeoPoint } from './geo-distance.ts';
import { GLOBAL_STORE_ID } from './pickup.ts';

/** Our choice: a customer drives to a coffee shop from a metro area, not from the next state. */
export const STORE_FINDER_RADIUS_MILES = 100;
/** Our choice: enough to scroll a metro area, few enough to read on a phone. */
export const STORE_FINDER_MAX_RESULTS = 25;

export interface StoreWithDistance<S> {
  readonly store: S;
  /** Miles from the nearest search origin, or null when the list was not searched from a place. */
  readonly distance: number | null;
}

interface LocatedStore {
  readonly storeId: number;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The stores within `radiusMiles` of any origin (a city name can stand for several places), nearest
 * first, ties by store id, at most `limit`. The global online store (995) is never a place to go.
 */
export function nearestStores<S extends LocatedStore>(
  stores: readonly S[],
  origins: readonly GeoPoint[],
  { radiusMiles = STORE_FINDER_RADIUS_MILES, limit = STORE_FINDER_MAX_RESULTS } = {},
): StoreWithDistance<S>[] {
  if (origins.length === 0) return [];
  const found: { store: S; distance: number }[] = [];
  for (const store of stores) {
    if (store.storeId === GLOBAL_STORE_ID) continue;
    const distance = Math.min(...origins.map((origin) => haversineMiles(origin, store)));
    if (distance <= radiusMiles) found.push({ store, distance });
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.store.storeId - b.store.storeId)
    .slice(0, Math.max(0, limit));
}

/**
 * Favorite stores in the order the member ranked them (ids may repeat or be unknown: both are
 * dropped), with distances and nearest first when the device's position is known.
 */
export function orderFavoriteStores<S extends LocatedStore>(
  stores: readonly S[],
  storeIds: readonly number[],
  origin: GeoPoint | null,
): StoreWithDistance<S>[] {
  const byId = new Map(stores.map((store) => [store.storeId, store]));
  const ranked = [...new Set(storeIds)]
    .filter((id) => id !== GLOBAL_STORE_ID)
    .flatMap((id) => {
      const store = byId.get(id);
      return store ? [store] : [];
    });
  if (!origin) return ranked.map((store) => ({ store, distance: null }));
  return ranked
    .map((store) => ({ store, distance: haversineMiles(origin, store) }))
    .sort((a, b) => a.distance - b.distance);
}

export interface CityQuery {
  readonly city: string;
  /** As typed after the comma ('AZ', 'Arizona'); null when the customer gave the city alone. */
  readonly state: string | null;
}

/** 'Phoenix', 'phoenix,  az' or 'Salt Lake City, Utah': the city, and the state when one is given. */
export function parseCityQuery(text: string): CityQuery | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  const comma = clean.lastIndexOf(',');
  const city = (comma < 0 ? clean : clean.slice(0, comma)).replace(/[\s,]+$/, '').trim();
  const state = comma < 0 ? '' : clean.slice(comma + 1).trim();
  if (city === '') return null;
  return { city, state: state === '' ? null : state };
}

/**
 * How city names are compared: case, punctuation and spacing ignored, and a leading 'St', 'Ft' or
 * 'Mt' read as the ZIP data spells it ('St. Louis' finds 'Saint Louis').
 */
export function cityKey(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}\s]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  const expanded = first === undefined ? undefined : CITY_PREFIXES[first];
  if (expanded) words[0] = expanded;
  return words.join(' ');
}

const CITY_PREFIXES: Readonly<Record<string, string>> = { st: 'saint', ft: 'fort', mt: 'mount' };

/** '0.4 mi', '8.2 mi', '37 mi': one decimal while it still tells stores apart. */
export function formatMiles(miles: number): string {
  const rounded = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${rounded.toString()} mi`;
}
