// The Find a Store searches: a ZIP code, a city or the device's position becomes one or more points,
// and the stores near them come back nearest first with their miles
// (docs/product/account.md#screens, #validation).
import { boundingBox, isValidGeoPoint, type GeoPoint } from '@brewline/domain/store-hours/geo-distance';
import {
  STORE_FINDER_RADIUS_MILES,
  cityKey,
  nearestStores,
  orderFavoriteStores,
  parseCityQuery,
  type StoreWithDistance,
} from '@brewline/domain/store-hours/store-finder';
import { MAX_FAVORITE_STORES } from '@brewline/domain/validation/favorites';
import type { Db } from '../../db/client.ts';
import { cityPosition, zipPosition } from './store-finder-geodata.ts';
import { storesById, storesInBox } from './store-finder-repository.ts';
import { listStores, type StoreRecord } from './store-repository.ts';

export type FoundStore = StoreWithDistance<StoreRecord>;

/** Longer than any US city name with its state; anything longer is not a search. */
const MAX_CITY_QUERY_LENGTH = 100;

async function storesNear(db: Db, origins: readonly GeoPoint[]): Promise<FoundStore[]> {
  const candidates = new Map<number, StoreRecord>();
  for (const origin of origins) {
    for (const store of await storesInBox(db, boundingBox(origin, STORE_FINDER_RADIUS_MILES))) {
      candidates.set(store.storeId, store);
    }
  }
  return nearestStores([...candidates.values()], origins);
}

export function findStoresByCoordinates(db: Db, origin: GeoPoint): Promise<FoundStore[]> {
  return isValidGeoPoint(origin) ? storesNear(db, [origin]) : Promise.resolve([]);
}

/** A ZIP code the data does not know (or not five digits) finds nothing. */
export async function findStoresByZip(db: Db, zip: string): Promise<FoundStore[]> {
  const position = await zipPosition(zip.trim());
  return position ? storesNear(db, [position]) : [];
}

/**
 * A city from the ZIP data; a city the data lacks but one of our stores is in still finds that store
 * (measured from the stores there). An unknown city finds nothing.
 */
export async function findStoresByCity(db: Db, text: string): Promise<FoundStore[]> {
  if (text.length > MAX_CITY_QUERY_LENGTH) return [];
  const query = parseCityQuery(text);
  if (!query) return [];
  const position = await cityPosition(query);
  if (position) return storesNear(db, [position]);
  const key = cityKey(query.city);
  const state = query.state?.toUpperCase() ?? null;
  const inCity = (await listStores(db)).filter(
    (store) => cityKey(store.city) === key && (state === null || store.state === state),
  );
  return storesNear(db, inCity);
}

/** At most MAX_FAVORITE_STORES distinct ids are read: a member has no more favorites than that. */
export async function findFavoriteStores(
  db: Db,
  storeIds: readonly number[],
  origin: GeoPoint | null,
): Promise<FoundStore[]> {
  const ids = [...new Set(storeIds)].slice(0, MAX_FAVORITE_STORES);
  const from = origin && isValidGeoPoint(origin) ? origin : null;
  return orderFavoriteStores(await storesById(db, ids), ids, from);
}
