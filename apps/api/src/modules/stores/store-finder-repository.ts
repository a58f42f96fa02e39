// The finder's reads: the stores inside a latitude/longitude box (the exact distance is the domain's),
// and stores by id for the favorites list.
import type { GeoBox } from '@brewline/domain/store-hours/geo-distance';
import { and, between, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';
import type { StoreRecord } from './store-repository.ts';

export function storesInBox(db: Db, box: GeoBox): Promise<StoreRecord[]> {
  return db
    .select()
    .from(stores)
    .where(
      and(
        between(stores.latitude, box.minLatitude, box.maxLatitude),
        between(stores.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
}

export function storesById(db: Db, storeIds: readonly number[]): Promise<StoreRecord[]> {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stores)
    .where(inArray(stores.storeId, [...storeIds]));
}
