// The walking skeleton's API, through real HTTP, on PGlite and on PostgreSQL: menu data files,
// menu queries, store, prices and availability, and the health checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_BLACKLIST } from '@brewline/domain/menu/menu';
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import { MENU_TABLE_NAMES, type TableFileEntry } from '@brewline/domain/menu/menu-tables';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

describe.each(kinds)('menu API on $name', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every menu table with a content-hashed file name and serves each one', async () => {
    const response = await fetch(`${server.baseUrl}/product-data/tableNames.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    const entries = (await response.json()) as TableFileEntry[];
    expect(entries.map((e) => e.tableName)).toEqual([...MENU_TABLE_NAMES]);
    for (const entry of entries) {
      expect(entry.fileName).toMatch(new RegExp(`^${entry.tableName}\\.[A-Za-z0-9_-]{10}\\.json$`));
      const file = await fetch(`${server.baseUrl}/product-data/${entry.fileName}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Each file is its table by column (decision 010); the web app decodes it back to rows.
      const rows = decodeTable<Record<string, unknown>>(await file.json());
      if (entry.tableName === 'products') {
        expect(rows.length).toBeGreaterThan(0);
        expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'nutrition']));
      }
    }
  });

  it('answers a current ETag with 304 and compresses with brotli or gzip as asked', async () => {
    const first = await fetch(`${server.baseUrl}/product-data/tableNames.json`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${server.baseUrl}/product-data/tableNames.json`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const brotli = await server.app.inject({
      url: '/product-data/tableNames.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await server.app.inject({
      url: '/product-data/tableNames.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const missing = await fetch(`${server.baseUrl}/product-data/products.nope.json`);
    expect(missing.status).toBe(404);
  });

  it('returns only groups visible through all their ancestors', async () => {
    const result = await server.graphql<{
      onlineProductGroups: { id: number; parentId: number; isVisible: boolean; name: string }[];
    }>('{ onlineProductGroups { id parentId isVisible name } }');
    const groups = result.data?.onlineProductGroups ?? [];
    const ids = new Set(groups.map((g) => g.id));
    expect(groups.filter((g) => g.parentId === 0).length).toBeGreaterThanOrEqual(8);
    expect(groups.every((g) => g.isVisible)).toBe(true);
    expect(groups.every((g) => g.parentId === 0 || ids.has(g.parentId))).toBe(true);
    expect(ids.has(83)).toBe(true);
    const all = await server.graphql<{ productGroup: null }>('{ productGroup(id: 83) { id } }');
    expect(all.errors).toBeUndefined();
  });

  it('returns a group with its children and products, and null for a hidden or unknown group', async () => {
    const result = await server.graphql<{
      productGroup: {
        id: number;
        name: string;
        products: { id: number; name: string }[];
        children: { id: number }[];
      } | null;
    }>('query ($id: Int!) { productGroup(id: $id) { id name products { id name } children { id } } }', {
      id: 83,
    });
    expect(result.data?.productGroup?.id).toBe(83);
    expect(result.data?.productGroup?.products.length).toBeGreaterThan(0);
    const unknown = await server.graphql<{ productGroup: null }>('{ productGroup(id: 999999) { id } }');
    expect(unknown.data?.productGroup).toBeNull();
  });

  it('returns product 528 with its Kids size, versions, modifiers and scales', async () => {
    const result = await server.graphql<{
      product: {
        id: number;
        name: string;
        sizes: { id: number; name: string; isDefault: boolean }[];
        modifierGroups: { modifiers: { id: number }[] }[];
      } | null;
    }>(
      '{ product(productId: 528) { id name sizes { id name isDefault } modifierGroups { modifiers { id } } } }',
    );
    const product = result.data?.product;
    expect(product?.id).toBe(528);
    expect(product?.sizes.some((s) => /kids/i.test(s.name))).toBe(true);
    expect(product?.sizes.filter((s) => s.isDefault)).toHaveLength(1);
    const missing = await server.graphql<{ product: null }>('{ product(productId: 424242) { id } }');
    expect(missing.data?.product).toBeNull();
  });

  it('returns a store with every field and its two terminals', async () => {
    const fields =
      'storeId regionId name nickname address1 address2 city state zipCode phone latitude longitude timeZone oLOEnabled driveThruPickup inStorePickup parkingLotPickup wiFi driveThru sunOpen sunClose monThruThursOpen monThruThursClose friOpen friClose satOpen satClose taxRateMicros terminals { termId status }';
    const result = await server.graphql<{
      store: Record<string, unknown> & { terminals: { termId: number }[] };
    }>(`{ store(storeId: 111) { ${fields} } }`);
    const store = result.data?.store;
    expect(store?.['city']).toBe('Phoenix');
    expect(store?.['state']).toBe('AZ');
    expect(store?.['timeZone']).toBe('America/Phoenix');
    expect(store?.['monThruThursOpen']).toMatch(/^\d{1,4}$/);
    expect(store?.terminals.map((t) => t.termId)).toEqual([2, 3]);
    const global = await server.graphql<{ store: { storeId: number } | null }>(
      '{ store(storeId: 995) { storeId } }',
    );
    expect(global.data?.store?.storeId).toBe(995);
    const none = await server.graphql<{ store: null }>('{ store(storeId: 1) { storeId } }');
    expect(none.data?.store).toBeNull();
  });

  it('prices differ by store and are integer cents; unknown stores have none', async () => {
    type Prices = {
      menuPrices: {
        taxRateMicros: number;
        items: { productId: number; sizeId: number; priceCents: number }[];
        modifiers: { priceCents: number }[];
      } | null;
    };
    const query =
      'query ($s: Int!) { menuPrices(storeId: $s) { taxRateMicros items { productId sizeId priceCents } modifiers { priceCents } } }';
    const newYork = (await server.graphql<Prices>(query, { s: 101 })).data?.menuPrices;
    const phoenix = (await server.graphql<Prices>(query, { s: 111 })).data?.menuPrices;
    expect(newYork?.items.length).toBeGreaterThan(60);
    expect(newYork?.items.every((i) => Number.isInteger(i.priceCents) && i.priceCents >= 0)).toBe(true);
    // Only internal sizes (samples, staff drinks) may be free; every size a customer can pick costs money.
    const sellable = newYork?.items.filter((i) => !SIZE_BLACKLIST.includes(i.sizeId)) ?? [];
    expect(sellable.every((i) => i.priceCents > 0)).toBe(true);
    expect(newYork?.taxRateMicros).not.toBe(phoenix?.taxRateMicros);
    const key = (i: { productId: number; sizeId: number }) => `${i.productId}/${i.sizeId}`;
    const phoenixByKey = new Map(phoenix?.items.map((i) => [key(i), i.priceCents]));
    expect(newYork?.items.some((i) => phoenixByKey.get(key(i)) !== i.priceCents)).toBe(true);
    expect((await server.graphql<Prices>(query, { s: 7 })).data?.menuPrices).toBeNull();
  });

  it('lists the products a store cannot make', async () => {
    const stores =
      (await server.graphql<{ stores: { storeId: number }[] }>('{ stores { storeId } }')).data?.stores ?? [];
    expect(stores.length).toBeGreaterThanOrEqual(12);
    const lists = await Promise.all(
      stores.map(
        async (s) =>
          (
            await server.graphql<{ unavailableProducts: number[] }>(
              `{ unavailableProducts(storeId: ${s.storeId}) }`,
            )
          ).data?.unavailableProducts ?? [],
      ),
    );
    expect(lists.some((list) => list.length > 0)).toBe(true);
    expect(lists.flat().every((id) => Number.isInteger(id))).toBe(true);
  });

  it('reports health and readiness', async () => {
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({
      status: 'ready',
      database: kind.name,
      mail: 'log',
      outboxOldestSeconds: null,
    });
  });

  it('serves product art as SVG and 404s an unknown picture', async () => {
    const art = await fetch(`${server.baseUrl}/art/hot-beverage.svg`);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(await art.text()).toMatch(/^<svg /);
    expect((await fetch(`${server.baseUrl}/art/not-an-emoji.svg`)).status).toBe(404);
  });
});
