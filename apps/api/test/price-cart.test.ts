// priceCart through real HTTP on both databases: exact cents from the store's own price list,
// tax rounded half up per line, unsellable lines set apart, malformed lines refused with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases } from './support/test-databases.ts';
import { startTestServer, type RunningServer } from './support/test-server.ts';

const kinds = await availableTestDatabases();

const LATTE = 301;
const GRANDE = 3;
const OATMILK = 104;
const VANILLA = 201;

interface Pricing {
  priceCart: {
    taxRateMicros: number;
    subtotalCents: number;
    taxCents: number;
    totalCents: number;
    lines: {
      lineId: string;
      versionName: string | null;
      sizeName: string;
      unitPriceCents: number;
      priceCents: number;
      taxCents: number;
      modifiers: { name: string; priceCents: number }[];
    }[];
    unavailableLines: { lineId: string; productName: string }[];
  };
}

const PRICE_CART = `query ($storeId: Int!, $items: [CartLineInput!]!) {
  priceCart(storeId: $storeId, items: $items) {
    taxRateMicros subtotalCents taxCents totalCents
    lines { lineId versionName sizeName unitPriceCents priceCents taxCents modifiers { name priceCents } }
    unavailableLines { lineId productName }
  }
}`;

describe.each(kinds)('priceCart on $name', (kind) => {
  let server: RunningServer;
  let versions: { id: number; name: string; priceDeltaCents: number }[];
  const price = { size: new Map<string, number>(), modifier: new Map<number, number>() };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const menu = await server.graphql<{
      product: { productVersions: { id: number; name: string; priceDeltaCents: number }[] };
      menuPrices: {
        items: { productId: number; sizeId: number; priceCents: number }[];
        modifiers: { modifierId: number; priceCents: number }[];
      };
    }>(`{ product(productId: ${LATTE}) { productVersions { id name priceDeltaCents } }
         menuPrices(storeId: 111) { items { productId sizeId priceCents } modifiers { modifierId priceCents } } }`);
    versions = menu.data?.product.productVersions ?? [];
    for (const i of menu.data?.menuPrices.items ?? [])
      price.size.set(`${i.productId}:${i.sizeId}`, i.priceCents);
    for (const m of menu.data?.menuPrices.modifiers ?? []) price.modifier.set(m.modifierId, m.priceCents);
  });
  afterAll(async () => {
    await server.close();
  });

  it('prices an iced grande latte with oat milk and 2 vanilla pumps from the store price list', async () => {
    const iced = versions.find((v) => v.name === 'Iced');
    expect(iced).toBeDefined();
    const items = [
      {
        lineId: 'a',
        productId: LATTE,
        sizeId: GRANDE,
        versionId: iced?.id,
        quantity: 2,
        modifiers: [
          { modifierId: OATMILK, quantity: 1 },
          { modifierId: VANILLA, quantity: 2 },
        ],
      },
    ];
    const result = await server.graphql<Pricing>(PRICE_CART, { storeId: 111, items });
    expect(result.errors).toBeUndefined();
    const cart = result.data?.priceCart;
    const unit =
      (price.size.get(`${LATTE}:${GRANDE}`) ?? NaN) +
      (iced?.priceDeltaCents ?? 0) +
      (price.modifier.get(OATMILK) ?? NaN) +
      2 * (price.modifier.get(VANILLA) ?? NaN);
    expect(cart?.lines[0]?.versionName).toBe('Iced');
    expect(cart?.lines[0]?.unitPriceCents).toBe(unit);
    expect(cart?.lines[0]?.priceCents).toBe(2 * unit);
    expect(cart?.subtotalCents).toBe(2 * unit);
    const expectedTax = Math.floor((2 * unit * (cart?.taxRateMicros ?? 0) + 500_000) / 1_000_000);
    expect(cart?.taxCents).toBe(expectedTax);
    expect(cart?.totalCents).toBe(2 * unit + expectedTax);
    expect(cart?.lines[0]?.modifiers.map((m) => m.name)).toEqual(['Oatmilk', 'Vanilla Syrup']);
  });

  it('the same cart costs more in New York than in Phoenix', async () => {
    const items = [{ lineId: 'a', productId: LATTE, sizeId: GRANDE, quantity: 1, modifiers: [] }];
    const phoenix = await server.graphql<Pricing>(PRICE_CART, { storeId: 111, items });
    const newYork = await server.graphql<Pricing>(PRICE_CART, { storeId: 101, items });
    expect(newYork.data?.priceCart.totalCents).toBeGreaterThan(
      phoenix.data?.priceCart.totalCents ?? Infinity,
    );
  });

  it('sets apart what the store cannot sell and leaves it out of the totals', async () => {
    const unavailable =
      (await server.graphql<{ unavailableProducts: number[] }>('{ unavailableProducts(storeId: 101) }')).data
        ?.unavailableProducts ?? [];
    const soldOut = await server.graphql<{ product: { id: number; name: string; sizes: { id: number }[] } }>(
      `{ product(productId: ${unavailable[0] ?? 0}) { id name sizes { id } } }`,
    );
    const product = soldOut.data?.product;
    expect(product).toBeDefined();
    const items = [
      { lineId: 'ok', productId: LATTE, sizeId: GRANDE, quantity: 1, modifiers: [] },
      { lineId: 'gone', productId: product?.id, sizeId: product?.sizes[0]?.id, quantity: 1, modifiers: [] },
    ];
    const cart = (await server.graphql<Pricing>(PRICE_CART, { storeId: 101, items })).data?.priceCart;
    expect(cart?.lines.map((l) => l.lineId)).toEqual(['ok']);
    expect(cart?.unavailableLines).toEqual([{ lineId: 'gone', productName: product?.name }]);
    expect(cart?.subtotalCents).toBe(cart?.lines[0]?.priceCents);
  });

  it('refuses a malformed line with a message that says what is wrong', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { lineId: 'a', productId: LATTE, sizeId: 999, quantity: 1, modifiers: [] },
        /does not come in size 999/,
      ],
      [
        { lineId: 'a', productId: LATTE, sizeId: GRANDE, quantity: 0, modifiers: [] },
        /quantity of Caffè Latte must be a whole number from 1 to 25/,
      ],
      [
        {
          lineId: 'a',
          productId: LATTE,
          sizeId: GRANDE,
          quantity: 1,
          modifiers: [{ modifierId: 99999, quantity: 1 }],
        },
        /cannot be made with option 99999/,
      ],
      [
        {
          lineId: 'a',
          productId: LATTE,
          sizeId: GRANDE,
          quantity: 1,
          modifiers: [
            { modifierId: OATMILK, quantity: 1 },
            { modifierId: 102, quantity: 1 },
          ],
        },
        /takes only one choice of Milk/,
      ],
      [
        {
          lineId: 'a',
          productId: LATTE,
          sizeId: GRANDE,
          quantity: 1,
          modifiers: [{ modifierId: VANILLA, quantity: 13 }],
        },
        /Vanilla Syrup must be a whole number from 1 to 12/,
      ],
    ];
    for (const [item, message] of cases) {
      const result = await server.graphql<Pricing>(PRICE_CART, { storeId: 111, items: [item] });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    const noStore = await server.graphql<Pricing>(PRICE_CART, { storeId: 4, items: [] });
    expect(noStore.errors?.[0]?.message).toBe('Please select a store.');
  });
});
