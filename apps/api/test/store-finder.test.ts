// Find a Store through real HTTP, on PGlite and on PostgreSQL: stores by ZIP, city and position,
// nearest first with their miles and the server's open state, and favorite stores by id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_FINDER_RADIUS_MILES } from '@brewline/domain/store-hours/store-finder';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

// A Wednesday, 10:00 in Phoenix (UTC-7 all year): the Phoenix store is open.
const PHOENIX_MORNING = new Date('2026-03-04T17:00:00Z');

interface Found {
  distance: number | null;
  store: {
    storeId: number;
    city: string;
    state: string;
    oLOEnabled: boolean;
    status: string;
    statusLabel: string;
  };
}

const FIELDS = 'distance store { storeId city state oLOEnabled status statusLabel }';

const ids = (found: readonly Found[]): number[] => found.map((f) => f.store.storeId);

function expectNearestFirst(found: readonly Found[]): void {
  const miles = found.map((f) => f.distance ?? Number.NaN);
  expect(miles.every((d) => d >= 0 && d <= STORE_FINDER_RADIUS_MILES)).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
}

describe.each(kinds)('store finder on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => PHOENIX_MORNING });
  });
  afterAll(async () => {
    await server.close();
  });

  async function byZip(zip: string): Promise<Found[]> {
    const result = await server.graphql<{ storesByZip: Found[] }>(
      `query ($zip: String!) { storesByZip(zip: $zip) { ${FIELDS} } }`,
      { zip },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.storesByZip ?? [];
  }

  async function byCity(city: string): Promise<Found[]> {
    const result = await server.graphql<{ storesByCity: Found[] }>(
      `query ($city: String!) { storesByCity(city: $city) { ${FIELDS} } }`,
      { city },
    );
    expect(result.errors).toBeUndefined();
    return result.data?.storesByCity ?? [];
  }

  it('lists the Phoenix store first for ZIP 85004, open now, then Scottsdale', async () => {
    const found = await byZip('85004');
    expect(ids(found)).toEqual([111, 112]);
    expect(found[0]?.distance).toBeLessThan(1);
    expect(found[0]?.store).toMatchObject({
      city: 'Phoenix',
      state: 'AZ',
      status: 'OPEN',
      statusLabel: 'Open Now',
    });
    // Scottsdale does not take online orders; the finder still lists it (the web disables ORDER).
    expect(found[1]?.store.oLOEnabled).toBe(false);
    expectNearestFirst(found);
  });

  it('finds stores by city, in any case, with or without the state', async () => {
    // Phoenix is also a place in New York and Maryland: without a state, the largest is meant.
    expect(ids(await byCity('phoenix'))).toEqual([111, 112]);
    expect(ids(await byCity('Portland'))).toEqual([116]);
    const tempe = await byCity('Tempe, Arizona');
    // Tempe has no store: Scottsdale is the nearer one, Phoenix next.
    expect(ids(tempe)).toEqual([112, 111]);
    expect(tempe[0]?.distance).toBeGreaterThan(1);
    expectNearestFirst(tempe);
    const saltLake = await byCity('  SALT LAKE   city, ut ');
    expect(ids(saltLake)[0]).toBe(114);
    expectNearestFirst(saltLake);
    const newYork = await byCity('New York, NY');
    expect(ids(newYork).slice(0, 2)).toEqual([101, 102]);
    expectNearestFirst(newYork);
  });

  it('lists stores near a position nearest first, never the global online store', async () => {
    const result = await server.graphql<{ storesByCoordinates: Found[] }>(
      `{ storesByCoordinates(latitude: 39.7392, longitude: -104.9903) { ${FIELDS} } }`,
    );
    const found = result.data?.storesByCoordinates ?? [];
    expect(ids(found)).toEqual([113]);
    expectNearestFirst(found);
    const la = await server.graphql<{ storesByCoordinates: Found[] }>(
      `{ storesByCoordinates(latitude: 34.05, longitude: -118.25) { ${FIELDS} } }`,
    );
    expect(ids(la.data?.storesByCoordinates ?? [])).toEqual([119]);
  });

  it('answers a bad ZIP, an unknown ZIP, an unknown city or an impossible position with an empty list', async () => {
    expect(await byZip('8500')).toEqual([]);
    expect(await byZip('00000')).toEqual([]);
    expect(await byZip('abcde')).toEqual([]);
    // Known, but no store within the radius.
    expect(await byZip('59601')).toEqual([]);
    expect(await byCity('Atlantis')).toEqual([]);
    expect(await byCity('Phoenix, Nowhere')).toEqual([]);
    expect(await byCity('x'.repeat(500))).toEqual([]);
    const result = await server.graphql<{ storesByCoordinates: Found[] }>(
      `{ storesByCoordinates(latitude: 123, longitude: 0) { ${FIELDS} } }`,
    );
    expect(result.data?.storesByCoordinates).toEqual([]);
  });

  it('lists favorite stores in their order, or nearest first from a position', async () => {
    const ranked = await server.graphql<{ favoriteStores: Found[] }>(
      `{ favoriteStores(storeIds: [119, 995, 111, 119]) { ${FIELDS} } }`,
    );
    expect(ids(ranked.data?.favoriteStores ?? [])).toEqual([119, 111]);
    expect(ranked.data?.favoriteStores.every((f) => f.distance === null)).toBe(true);
    const near = await server.graphql<{ favoriteStores: Found[] }>(
      `{ favoriteStores(storeIds: [119, 111], latitude: 33.45, longitude: -112.07) { ${FIELDS} } }`,
    );
    const found = near.data?.favoriteStores ?? [];
    expect(ids(found)).toEqual([111, 119]);
    expect(found[1]?.distance).toBeGreaterThan(300);
  });
});
