// The pages issue 8 measures, each in the state a customer meets it in: the menu on a first visit, a
// product and the cart with a store chosen, the active order after a real (sandbox-paid) order, and
// the payment step with the earlier checkout steps done. A page's state is the browser storage the
// app itself writes (the keys of apps/web/src/lib and checkout-state.ts), set before each measured
// load; the HTTP cache, the service worker and every other storage are cleared before it.
import { decodeTable } from '@brewline/domain/menu-table-columns';
import { randomUUID } from 'node:crypto';
import { emptyCart, type CartLine, type SessionCart } from '@brewline/domain/cart';
import type { MenuTableName } from '@brewline/domain/menu-tables';
import { productPath } from '@brewline/domain/menu';
import { placePaidOrder } from '../../e2e/support/place-order.ts';

/** Las Vegas, open 24 hours in the demo seed: ordering works whenever the bench runs. */
const STORE_ID = 118;
/** Grande Caffè Latte, iced, with oat milk and two vanilla pumps (ids from the demo seed). */
const LATTE = {
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 1,
  modifiers: [
    { modifierId: 104, quantity: 1 },
    { modifierId: 201, quantity: 2 },
  ],
} as const;

export interface BrowserStorage {
  readonly local: Readonly<Record<string, string>>;
  readonly session: Readonly<Record<string, string>>;
}

export interface BenchPage {
  readonly name: string;
  readonly path: string;
  /** Performance score goals (0–100) per preset. */
  readonly goals: { readonly mobile: number; readonly desktop: number };
  readonly storage: BrowserStorage;
}

const NOTHING: BrowserStorage = { local: {}, session: {} };

function cartWithLatte(): SessionCart {
  const line: CartLine = { lineId: randomUUID(), ...LATTE, isSent: true };
  return { ...emptyCart(randomUUID()), items: [line] };
}

async function productPagePath(origin: string): Promise<string> {
  const index = (await (await fetch(`${origin}/product-data/tableNames.json`)).json()) as {
    tableName: MenuTableName;
    fileName: string;
  }[];
  const file = index.find((entry) => entry.tableName === 'products')?.fileName;
  if (!file) throw new Error('no products table in tableNames.json');
  const products = decodeTable<{ id: number; name: string }>(
    await (await fetch(`${origin}/product-data/${file}`)).json(),
  );
  const latte = products.find((product) => product.id === LATTE.productId);
  if (!latte) throw new Error(`product ${LATTE.productId} is not in the menu`);
  return productPath(latte);
}

/** The pages and their states; places one paid order on the server for /orders/active. */
export async function benchPages(origin: string): Promise<BenchPage[]> {
  const withStore = { 'brewline.storeId': String(STORE_ID) };
  const cart = JSON.stringify(cartWithLatte());
  const placed = await placePaidOrder(origin, STORE_ID, { name: 'Ada', method: 'IN_STORE' }, [LATTE]);
  const checkout = JSON.stringify({
    guestName: 'Ada',
    guestEmail: 'ada@example.com',
    guestPhone: '7025551234',
    pickupLocation: 'IN_STORE',
    pickupDone: true,
    pickupStoreId: STORE_ID,
    paymentType: 'STRIPE',
  });
  return [
    { name: '/menu', path: '/menu', goals: { mobile: 95, desktop: 100 }, storage: NOTHING },
    {
      name: 'product page',
      path: await productPagePath(origin),
      goals: { mobile: 95, desktop: 100 },
      storage: { local: withStore, session: {} },
    },
    {
      name: '/cart',
      path: '/cart',
      goals: { mobile: 95, desktop: 100 },
      storage: { local: { ...withStore, 'brewline.cart': cart }, session: {} },
    },
    {
      name: '/orders/active',
      path: '/orders/active',
      goals: { mobile: 95, desktop: 100 },
      // The browser that placed the order keeps its viewer key (issue 16), as the checkout does.
      storage: {
        local: { ...withStore, 'brewline.orderViewerKeys': JSON.stringify([[placed.id, placed.viewerKey]]) },
        session: { 'brewline.activeOrderId': placed.id },
      },
    },
    {
      name: '/checkout/payment',
      path: '/checkout/payment',
      goals: { mobile: 90, desktop: 100 },
      storage: { local: { ...withStore, 'brewline.cart': cart }, session: { 'brewline.checkout': checkout } },
    },
  ];
}

/** The reference hello world: no state, no goal of its own. */
export const REFERENCE_PAGE: BenchPage = {
  name: 'reference: React + router hello world',
  path: '/',
  goals: { mobile: 0, desktop: 0 },
  storage: NOTHING,
};
