// The server refuses what a customer cannot order, whatever link they came by: every
// product that sits only in a hidden group and every product with a regional or store rule, at every
// seeded store, is priced apart (unavailable) by priceCart and refused by sendCustomerOrder; every
// product with restricted sizes is priced in the sizes the builder offers and refused in the rest
// (decided by the size's ounces, so Grande 16 fl oz is refused whatever it is called).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productGroupProductRows } from '../src/db/seed/menu-group-products.ts';
import { productGroupRows } from '../src/db/seed/menu-groups.ts';
import { productRows } from '../src/db/seed/menu-products.ts';
import { KIDS_HOT_CHOCOLATE_ID } from '../src/db/seed/menu-products-kids.ts';
import { sizePriceRows } from '../src/db/seed/prices.ts';
import { BLACKLISTED_SIZE_IDS, sizeRows } from '../src/db/seed/product-sizes.ts';
import { productVisibilityRows, unavailableProductRows } from '../src/db/seed/product-visibility.ts';
import {
  DEMO_STORE,
  REGION_CENTRAL,
  REGION_EAST,
  REGION_MOUNTAIN,
  storeRows,
} from '../src/db/seed/regions-and-stores.ts';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

const MAPLE_PECAN_LATTE = 304;
const NITRO_COLD_BREW = 354;
const PRICKLY_PEAR_REFRESHER = 465;

/** Products listed only in groups that are hidden (or under a hidden ancestor): the fall preview. */
const groupsById = new Map(productGroupRows.map((g) => [g.id, g]));
function groupShown(groupId: number): boolean {
  for (let group = groupsById.get(groupId); group; group = groupsById.get(group.parentId ?? 0)) {
    if (!group.isVisible) return false;
    if ((group.parentId ?? 0) === 0) return true;
  }
  return false;
}
const HIDDEN_GROUP_PRODUCTS = productRows
  .map((p) => p.id)
  .filter((id) => !productGroupProductRows.some((l) => l.productId === id && groupShown(l.groupId)));

/** Where each product with a rule beyond its default is sold, as the seed's comments state it. */
const REGIONAL: Record<number, (store: (typeof storeRows)[number]) => boolean> = {
  [MAPLE_PECAN_LATTE]: (s) => s.regionId === REGION_EAST,
  [PRICKLY_PEAR_REFRESHER]: (s) => s.regionId === REGION_MOUNTAIN && s.storeId !== DEMO_STORE.saltLakeCity,
  [NITRO_COLD_BREW]: (s) => s.regionId !== REGION_CENTRAL || s.storeId === DEMO_STORE.chicago,
};

/** The first size of a product that its builder offers and the store prices. */
function offeredSize(productId: number, storeId: number): number {
  const product = productRows.find((p) => p.id === productId);
  const priced = sizePriceRows.filter((r) => r.productId === productId && r.storeId === storeId);
  const size = priced
    .map((r) => sizeRows.find((s) => s.id === r.sizeId))
    .find(
      (s) =>
        s !== undefined &&
        !BLACKLISTED_SIZE_IDS.includes(s.id ?? 0) &&
        !(product?.autoModify && (s.ounces === 16 || s.name === 'Kids')),
    );
  if (!size?.id) throw new Error(`product ${productId} has no offered size at ${storeId}`);
  return size.id;
}

const line = (productId: number, storeId: number, sizeId = offeredSize(productId, storeId)) => ({
  lineId: `p${productId}s${sizeId}`,
  productId,
  sizeId,
  quantity: 1,
  modifiers: [],
});

const PRICE_CART = `query ($storeId: Int!, $items: [CartLineInput!]!) {
  priceCart(storeId: $storeId, items: $items) {
    lines { productId sizeName priceCents } unavailableLines { productId } totalCents
  }
}`;

interface Priced {
  priceCart: {
    lines: { productId: number; sizeName: string; priceCents: number }[];
    unavailableLines: { productId: number }[];
    totalCents: number;
  };
}

// Store 118 (Las Vegas) is open around the clock: the order's refusal is about the items, not hours.
const NOON = new Date('2026-11-24T20:00:00Z');

describe.each(kinds)('what a customer cannot order, on $name', (kind) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { now: () => NOON });
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds the products to check in the seed: the fall preview and the regional ones', () => {
    expect(HIDDEN_GROUP_PRODUCTS).toEqual(expect.arrayContaining([801, 802, 803]));
    expect(
      new Set(productVisibilityRows.filter((r) => r.storeId || r.regionId).map((r) => r.productId)),
    ).toEqual(new Set(Object.keys(REGIONAL).map(Number)));
  });

  it('prices no hidden or regionally restricted product at any store where it is not sold', async () => {
    const wrong: string[] = [];
    for (const store of storeRows) {
      const products = [...HIDDEN_GROUP_PRODUCTS, ...Object.keys(REGIONAL).map(Number)];
      const answer = await server.graphql<Priced>(PRICE_CART, {
        storeId: store.storeId,
        items: products.map((id) => line(id, store.storeId)),
      });
      expect(answer.errors).toBeUndefined();
      const priced = new Set(answer.data?.priceCart.lines.map((l) => l.productId));
      const set = new Set(answer.data?.priceCart.unavailableLines.map((l) => l.productId));
      const eightySixed = new Set(
        unavailableProductRows.filter((r) => r.storeId === store.storeId).map((r) => r.productId),
      );
      for (const id of products) {
        const sold =
          !HIDDEN_GROUP_PRODUCTS.includes(id) && !eightySixed.has(id) && (REGIONAL[id]?.(store) ?? true);
        if (priced.has(id) !== sold || set.has(id) === sold)
          wrong.push(`${id} at ${store.storeId}: ${priced.has(id) ? 'priced' : 'set apart'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an order with a hidden or regional product at store 118, naming it, before any payment', async () => {
    const store = DEMO_STORE.lasVegas24Hours;
    const refused = [...HIDDEN_GROUP_PRODUCTS, MAPLE_PECAN_LATTE, PRICKLY_PEAR_REFRESHER];
    for (const productId of refused) {
      const items = [line(productId, store)];
      const priced = await server.graphql<Priced>(PRICE_CART, { storeId: store, items });
      const total = priced.data?.priceCart.totalCents ?? 0;
      const answer = await server.graphql<{ sendCustomerOrder: { id: string } }>(
        'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id } }',
        {
          storeId: store,
          order: {
            cartId: randomUUID(),
            pickupLocation: 'IN_STORE',
            items,
            subtotal: total,
            taxAmount: 0,
            total,
            payment: { creditCardPayment: { amount: 700, token: 'pi_none' } },
            guestEmail: 'ada@example.com',
            pickupName: 'Ada',
            phone: '(602) 555-0134',
          },
        },
      );
      expect(answer.data?.sendCustomerOrder ?? null, `product ${productId}`).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code, `product ${productId}`).toBe('ITEMS_UNAVAILABLE');
    }
  });

  it('prices every restricted product only in the sizes its builder offers (528 keeps Kids; never 16 fl oz)', async () => {
    const restricted = productRows.filter((p) => p.autoModify).map((p) => p.id ?? 0);
    expect(restricted.length).toBeGreaterThan(0);
    const storeId = DEMO_STORE.phoenix;
    const wrong: string[] = [];
    for (const productId of restricted) {
      const sizes = sizePriceRows.filter((r) => r.productId === productId && r.storeId === storeId);
      for (const { sizeId } of sizes) {
        const size = sizeRows.find((s) => s.id === sizeId);
        const offered =
          !BLACKLISTED_SIZE_IDS.includes(sizeId) &&
          size?.ounces !== 16 &&
          (size?.name !== 'Kids' || productId === KIDS_HOT_CHOCOLATE_ID);
        const answer = await server.graphql<Priced>(PRICE_CART, {
          storeId,
          items: [line(productId, storeId, sizeId)],
        });
        const priced = (answer.data?.priceCart.lines.length ?? 0) === 1;
        const refusedAsInvalid = answer.errors?.[0]?.extensions?.code === 'INVALID_CART';
        if (offered ? !priced : !refusedAsInvalid)
          wrong.push(`${productId} in ${size?.name}: ${priced ? 'priced' : JSON.stringify(answer.errors)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
