// Every page family a customer or member opens (docs/performance.md), each in the state they meet it in: the
// menu, a group, a product, search, the store finder and the accessibility statement on a first
// visit; the cart and each checkout step with a latte in the cart; the order status after a real
// (sandbox-paid) order; the member's pages (past orders and one order's detail, scan, cards,
// rewards, favorites, profile, and the payment choice of a member who holds a card) signed in with a
// real session (member-session.ts), seeded through the API with that session; and the store board
// paired (board-pairing.ts). A page's state is the browser storage the app itself writes (the keys
// of apps/web/src/lib and checkout-state.ts), set before each measured load; the HTTP cache, the
// service worker and every other storage are cleared before it.
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import { randomUUID } from 'node:crypto';
import { emptyCart, type CartLine, type SessionCart } from '@brewline/domain/orders/cart';
import type { MenuTableName } from '@brewline/domain/menu/menu-tables';
import { productPath } from '@brewline/domain/menu/menu';
import type { Browser } from 'puppeteer-core';
import { placePaidOrder } from '../../e2e/support/place-order.ts';
import { pairBoard, pairingCode } from './board-pairing.ts';
import { signInMember, type MemberSession } from './member-session.ts';

/** Las Vegas, open 24 hours in the demo seed: ordering works whenever the bench runs. */
const STORE_ID = 118;
/** The terminal id the bench's board pairs as (the Counter in the board journey). */
const BOARD_TERMINAL = 2;
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
  /** The family of the list in docs/performance.md the page stands for. */
  readonly family: PageFamily | 'reference';
  readonly path: string;
  /** Performance score goals (0–100) per preset. */
  readonly storage: BrowserStorage;
  /** Loaded with the member's session (its current values are added to the session storage). */
  readonly member?: MemberSession;
}

/** Every family docs/performance.md names; the bench test checks each has a page. */
export const PAGE_FAMILIES = [
  'menu',
  'group',
  'product',
  'search',
  'store finder',
  'cart',
  'checkout login',
  'checkout profile',
  'checkout pickup',
  'checkout payment options',
  'checkout payment',
  'order status',
  'past orders',
  'order detail',
  'scan',
  'cards',
  'rewards',
  'favorites',
  'profile',
  'accessibility statement',
  'store board',
] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

const NOTHING: BrowserStorage = { local: {}, session: {} };

function cartWithLatte(): SessionCart {
  const line: CartLine = { lineId: randomUUID(), ...LATTE, isSent: true };
  return { ...emptyCart(randomUUID()), items: [line] };
}

async function menuTable<Row>(origin: string, tableName: MenuTableName): Promise<Row[]> {
  const index = (await (await fetch(`${origin}/product-data/tableNames.json`)).json()) as {
    tableName: MenuTableName;
    fileName: string;
  }[];
  const file = index.find((entry) => entry.tableName === tableName)?.fileName;
  if (!file) throw new Error(`no ${tableName} table in tableNames.json`);
  return decodeTable<Row>(await (await fetch(`${origin}/product-data/${file}`)).json());
}

async function productPagePath(origin: string): Promise<string> {
  const products = await menuTable<{ id: number; name: string }>(origin, 'products');
  const latte = products.find((product) => product.id === LATTE.productId);
  if (!latte) throw new Error(`product ${LATTE.productId} is not in the menu`);
  return productPath(latte);
}

/** The latte's group, as the menu links it (`/menu/{id}/`). */
async function groupPagePath(origin: string): Promise<string> {
  const links = await menuTable<{ productId: number; groupId: number }>(origin, 'productGroupProducts');
  const groupId = links.find((link) => link.productId === LATTE.productId)?.groupId;
  if (groupId === undefined) throw new Error(`product ${LATTE.productId} is in no group`);
  return `/menu/${groupId}/`;
}

async function memberGraphql(origin: string, member: MemberSession, query: string, variables: object) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`member API call failed: ${JSON.stringify(body.errors)}`);
}

export interface BenchSetup {
  /** What the browser opens. */
  readonly origin: string;
  /** The server itself, for the bench's own calls from Node (web-server.ts). */
  readonly apiOrigin: string;
  readonly browser: Browser;
  /** The server's embedded database, for the terminal CLI's pairing code. */
  readonly dataDir: string;
}

/**
 * The pages and their states. Places a guest's paid order (order status), signs a member in and, as
 * that member, marks the latte a favorite and places a paid order (past orders, detail, rewards),
 * and pairs the store board.
 */
export async function benchPages({ origin, apiOrigin, browser, dataDir }: BenchSetup): Promise<BenchPage[]> {
  const withStore = { 'brewline.storeId': String(STORE_ID) };
  const cart = JSON.stringify(cartWithLatte());
  const withCart = { ...withStore, 'brewline.cart': cart };
  const placed = await placePaidOrder(apiOrigin, STORE_ID, { name: 'Ada', method: 'IN_STORE' }, [LATTE]);
  const member = await signInMember(browser, origin);
  await memberGraphql(
    apiOrigin,
    member,
    'mutation ($ids: [Int!]!) { setFavoriteProducts(productIds: $ids) { products { productId } } }',
    {
      ids: [LATTE.productId],
    },
  );
  const memberOrder = await placePaidOrder(
    apiOrigin,
    STORE_ID,
    { name: 'Grace', method: 'IN_STORE' },
    [LATTE],
    member.accessToken(),
  );
  const boardStorage = await pairBoard(
    browser,
    origin,
    pairingCode(origin, dataDir, STORE_ID, BOARD_TERMINAL),
  );
  // As the profile step leaves them: the details, and its flag that they were checked (the step guard
  // reads the flag alone: without it every later step sends the customer back to the details).
  const guestContact = {
    guestName: 'Ada',
    guestEmail: 'ada@example.com',
    guestPhone: '7025551234',
    contactDone: true,
  };
  const pickupDone = { pickupLocation: 'IN_STORE', pickupDone: true, pickupStoreId: STORE_ID };
  const checkout = (state: object) => ({ 'brewline.checkout': JSON.stringify(state) });
  const page = (
    family: PageFamily,
    path: string,
    storage: BrowserStorage = NOTHING,
    signedIn = false,
  ): BenchPage => ({
    name: `${family} (${path.length > 32 ? `${path.slice(0, 31)}…` : path})`,
    family,
    path,
    storage,
    ...(signedIn ? { member } : {}),
  });
  const memberAt = (family: PageFamily, path: string) =>
    page(family, path, { local: withStore, session: {} }, true);
  return [
    page('menu', '/menu'),
    page('group', await groupPagePath(apiOrigin)),
    page('product', await productPagePath(apiOrigin), { local: withStore, session: {} }),
    page('search', '/search/latte', { local: withStore, session: {} }),
    page('store finder', '/locations'),
    page('cart', '/cart', { local: withCart, session: {} }),
    page('checkout login', '/checkout/login', { local: withCart, session: {} }),
    page('checkout profile', '/checkout/profile', { local: withCart, session: {} }),
    page('checkout pickup', '/checkout/pickup', { local: withCart, session: checkout(guestContact) }),
    // Only a member holding a Brewline Card is asked how to pay; a guest goes straight to payment.
    page(
      'checkout payment options',
      '/checkout/payment-options',
      { local: withCart, session: checkout({ ...guestContact, ...pickupDone }) },
      true,
    ),
    page('checkout payment', '/checkout/payment', {
      local: withCart,
      session: checkout({ ...guestContact, ...pickupDone, paymentType: 'STRIPE' }),
    }),
    // The browser that placed the order keeps its viewer key (docs/reliability.md), as the checkout does.
    page('order status', '/orders/active', {
      local: { ...withStore, 'brewline.orderViewerKeys': JSON.stringify([[placed.id, placed.viewerKey]]) },
      session: { 'brewline.activeOrderId': placed.id },
    }),
    memberAt('past orders', '/account/orders'),
    memberAt('order detail', `/account/orders/${encodeURIComponent(memberOrder.id)}`),
    memberAt('scan', '/scan'),
    memberAt('cards', '/account/cards'),
    memberAt('rewards', '/account/rewards'),
    memberAt('favorites', '/account/favorites'),
    memberAt('profile', '/account/profile'),
    page('accessibility statement', '/accessibility-statement'),
    page('store board', '/board/', { local: boardStorage, session: {} }),
  ];
}

/** The reference hello world: no state, no goal of its own. */
export const REFERENCE_PAGE: BenchPage = {
  name: 'reference: React + router hello world',
  family: 'reference',
  path: '/',
  storage: NOTHING,
};
