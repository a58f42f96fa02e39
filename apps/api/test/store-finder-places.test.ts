// Every seeded store is found where its city and ZIP code are: each store is a few miles at
// most from its own city's point and its ZIP code's point, and a search for its city lists it that
// close. New York's point was once the mean of its ZIP codes, one of which has lost its minus sign
// (10200 at 73.95 east): Midtown and Brooklyn were then 49 miles away.
import { haversineMiles } from '@brewline/domain/store-hours/geo-distance';
import { GLOBAL_STORE_ID } from '@brewline/domain/store-hours/pickup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRows } from '../src/db/seed/regions-and-stores.ts';
import { cityPosition, zipPosition } from '../src/modules/stores/store-finder-geodata.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

/** A big city's point is its middle: a store downtown may be this far from it. */
const CITY_MILES = 8;
/** A ZIP code's point is inside a few blocks of its streets. */
const ZIP_MILES = 2;

describe('the places of the seeded stores', () => {
  it('puts every store within a few miles of its city and of its ZIP code', async () => {
    const far: string[] = [];
    for (const store of storeRows) {
      const at = { latitude: store.latitude, longitude: store.longitude };
      const city = await cityPosition({ city: store.city, state: store.state });
      const zip = await zipPosition(store.zipCode);
      const cityMiles = city ? haversineMiles(at, city) : Number.POSITIVE_INFINITY;
      const zipMiles = zip ? haversineMiles(at, zip) : Number.POSITIVE_INFINITY;
      if (cityMiles > CITY_MILES || zipMiles > ZIP_MILES)
        far.push(
          `${store.storeId} ${store.city}: ${cityMiles.toFixed(1)} mi from the city, ${zipMiles.toFixed(1)} from ${store.zipCode}`,
        );
    }
    expect(far).toEqual([]);
  });
});

describe.each(kinds)('a city search finds its stores close by, on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists each store first-rank close for a search of its own city', async () => {
    const far: string[] = [];
    for (const store of storeRows.filter((s) => s.storeId !== GLOBAL_STORE_ID)) {
      const answer = await server.graphql<{
        storesByCity: { distance: number; store: { storeId: number } }[];
      }>('query ($city: String!) { storesByCity(city: $city) { distance store { storeId } } }', {
        city: `${store.city}, ${store.state}`,
      });
      const found = answer.data?.storesByCity.find((f) => f.store.storeId === store.storeId);
      if (!found || found.distance > CITY_MILES)
        far.push(`${store.storeId} ${store.city}: ${found ? `${found.distance} mi` : 'not found'}`);
    }
    expect(far).toEqual([]);
  });
});
