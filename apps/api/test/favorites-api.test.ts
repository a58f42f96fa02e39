// Favorites through real HTTP on PGlite and PostgreSQL (docs/product/account.md#how-things-change,
// #validation, #calls, #constants): at most 5 products (a 6th is refused with the candidates for
// the picker) and 3 stores (the spec's message), kept in the member's order; unknown products and
// stores refused with nothing changed; guests refused; each member sees and changes only their own;
// concurrent toggles never pass the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from './support/oidc-browser.ts';
import { signUpMember, startSignedInServer, type SignedInServer } from './support/signed-in-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();

const PRODUCT_LIMIT = 'You can have 5 favorite products. Choose the 5 to keep.';
const STORE_LIMIT = 'You can only have 3 favorite stores, please remove one to add another!';
const LATTE = 301;
const HOT_COFFEE = [301, 302, 303, 304, 305, 306, 307];
/** In the hidden 'Fall Preview' group only: not on the menu yet. */
const PUMPKIN_SPICE_LATTE = 801;
const SCOTTSDALE_NO_ONLINE_ORDERING = 112;
const GLOBAL_ONLINE_STORE = 995;

const FAVORITES_FIELDS = `
  products { productId name icon image priority }
  stores { priority store { storeId nickname city oLOEnabled status statusLabel } }
`;

interface FavoritesData {
  products: { productId: number; name: string; icon: string; image: string; priority: number }[];
  stores: {
    priority: number;
    store: {
      storeId: number;
      nickname: string;
      city: string;
      oLOEnabled: boolean;
      status: string;
      statusLabel: string;
    };
  }[];
}

async function member(server: SignedInServer, tag: string): Promise<Tokens> {
  return (await signUpMember(server.baseUrl, tag)).tokens;
}

describe.each(kinds)('favorites API on $name', (kind) => {
  let server: SignedInServer;
  let alice: Tokens;
  let bob: Tokens;

  const favorites = async (token: string): Promise<FavoritesData> => {
    const answer = await server.graphql<{ favorites: FavoritesData }>(
      `{ favorites { ${FAVORITES_FIELDS} } }`,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    if (!answer.data) throw new Error('no favorites');
    return answer.data.favorites;
  };
  const toggleProduct = (token: string, productId: number) =>
    server.graphql<{ toggleFavoriteProduct: FavoritesData }>(
      `mutation ($id: Int!) { toggleFavoriteProduct(productId: $id) { ${FAVORITES_FIELDS} } }`,
      { id: productId },
      token,
    );
  const setProducts = (token: string, productIds: number[]) =>
    server.graphql<{ setFavoriteProducts: FavoritesData }>(
      `mutation ($ids: [Int!]!) { setFavoriteProducts(productIds: $ids) { ${FAVORITES_FIELDS} } }`,
      { ids: productIds },
      token,
    );
  const toggleStore = (token: string, storeId: number) =>
    server.graphql<{ toggleFavoriteStore: FavoritesData }>(
      `mutation ($id: Int!) { toggleFavoriteStore(storeId: $id) { ${FAVORITES_FIELDS} } }`,
      { id: storeId },
      token,
    );
  const setStores = (token: string, storeIds: number[]) =>
    server.graphql<{ setFavoriteStores: FavoritesData }>(
      `mutation ($ids: [Int!]!) { setFavoriteStores(storeIds: $ids) { ${FAVORITES_FIELDS} } }`,
      { ids: storeIds },
      token,
    );
  const productIds = (data: FavoritesData | undefined) => data?.products.map((p) => p.productId);
  const storeIds = (data: FavoritesData | undefined) => data?.stores.map((s) => s.store.storeId);

  beforeAll(async () => {
    server = await startSignedInServer(await kind.open());
    [alice, bob] = [await member(server, 'alice'), await member(server, 'bob')];
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses guests everywhere, and answers the public product lookup', async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['{ favorites { products { productId } } }', {}],
      ['mutation { toggleFavoriteProduct(productId: 301) { products { productId } } }', {}],
      ['mutation { setFavoriteProducts(productIds: [301]) { products { productId } } }', {}],
      ['mutation { toggleFavoriteStore(storeId: 101) { stores { priority } } }', {}],
      ['mutation { setFavoriteStores(storeIds: [101]) { stores { priority } } }', {}],
    ];
    for (const [query, variables] of operations) {
      const answer = await server.graphql(query, variables);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect(answer.errors?.[0]?.message).toBe('Please sign in to continue.');
    }
    const forged = await server.graphql('{ favorites { products { productId } } }', {}, 'not.a.token');
    expect(forged.errors?.[0]?.extensions?.['reason']).toBe('INVALID_TOKEN');

    // Favorite products by ids (docs/product/account.md#calls): in the given order, at most 5, only
    // products on the menu.
    const byIds = await server.graphql<{ favoriteProducts: { id: number; name: string }[] }>(
      '{ favoriteProducts(productIds: [302, 801, 301, 302, 999999]) { id name icon image } }',
    );
    expect(byIds.data?.favoriteProducts.map((p) => [p.id, p.name])).toEqual([
      [302, 'Blonde Vanilla Latte'],
      [301, 'Caffè Latte'],
    ]);
  });

  it('starts empty, toggles products in and out in the order added, with their names and art', async () => {
    expect(await favorites(alice.access_token)).toEqual({ products: [], stores: [] });
    await toggleProduct(alice.access_token, 303);
    const answer = await toggleProduct(alice.access_token, LATTE);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.toggleFavoriteProduct.products).toEqual([
      expect.objectContaining({ productId: 303, name: 'Cinnamon Dolce Latte', priority: 1 }),
      expect.objectContaining({ productId: LATTE, name: 'Caffè Latte', priority: 2 }),
    ]);
    expect(answer.data?.toggleFavoriteProduct.products[1]?.image).toMatch(/\S/);

    const removed = await toggleProduct(alice.access_token, 303);
    expect(productIds(removed.data?.toggleFavoriteProduct)).toEqual([LATTE]);
    expect((await favorites(alice.access_token)).products).toEqual([
      expect.objectContaining({ productId: LATTE, priority: 1 }),
    ]);
  });

  it('refuses a 6th product with the candidates for the picker, then keeps the 5 chosen in order', async () => {
    await setProducts(alice.access_token, []);
    for (const id of HOT_COFFEE.slice(0, 5))
      expect((await toggleProduct(alice.access_token, id)).errors).toBeUndefined();

    const sixth = await toggleProduct(alice.access_token, 306);
    expect(sixth.data).toBeNull();
    expect(sixth.errors?.[0]?.message).toBe(PRODUCT_LIMIT);
    expect(sixth.errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_REACHED',
      limit: 5,
      candidates: [301, 302, 303, 304, 305, 306],
    });
    expect(productIds(await favorites(alice.access_token))).toEqual([301, 302, 303, 304, 305]);

    // The picker's Save: the new one first, 302 dropped.
    const kept = await setProducts(alice.access_token, [306, 301, 303, 304, 305]);
    expect(kept.data?.setFavoriteProducts.products.map((p) => [p.productId, p.priority])).toEqual([
      [306, 1],
      [301, 2],
      [303, 3],
      [304, 4],
      [305, 5],
    ]);
    expect(productIds(await favorites(alice.access_token))).toEqual([306, 301, 303, 304, 305]);
  });

  it('refuses more than 5, unknown products and products not on the menu, changing nothing', async () => {
    await setProducts(alice.access_token, [301, 302]);
    const tooMany = await setProducts(alice.access_token, [301, 302, 303, 304, 305, 306]);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: PRODUCT_LIMIT,
      extensions: { code: 'LIMIT_REACHED', limit: 5 },
    });

    const unknown = await setProducts(alice.access_token, [301, 999999]);
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This product is not on the menu anymore.',
      extensions: { code: 'UNKNOWN_PRODUCT', productIds: [999999] },
    });
    const hidden = await toggleProduct(alice.access_token, PUMPKIN_SPICE_LATTE);
    expect(hidden.errors?.[0]?.extensions?.['code']).toBe('UNKNOWN_PRODUCT');
    expect(productIds(await favorites(alice.access_token))).toEqual([301, 302]);

    // The same product twice counts once.
    const twice = await setProducts(alice.access_token, [302, 302, 301]);
    expect(productIds(twice.data?.setFavoriteProducts)).toEqual([302, 301]);
  });

  it('keeps at most 3 stores with the spec message, with their open state and online ordering', async () => {
    for (const id of [101, SCOTTSDALE_NO_ONLINE_ORDERING, 111]) {
      expect((await toggleStore(alice.access_token, id)).errors).toBeUndefined();
    }
    const fourth = await toggleStore(alice.access_token, 118);
    expect(fourth.errors?.[0]).toMatchObject({
      message: STORE_LIMIT,
      extensions: { code: 'LIMIT_REACHED', limit: 3 },
    });
    const data = await favorites(alice.access_token);
    expect(storeIds(data)).toEqual([101, 112, 111]);
    expect(data.stores.map((s) => s.priority)).toEqual([1, 2, 3]);
    const scottsdale = data.stores[1]?.store;
    expect(scottsdale).toMatchObject({ nickname: 'Old Town', oLOEnabled: false });
    expect(data.stores[0]?.store.oLOEnabled).toBe(true);
    for (const { store } of data.stores) {
      expect([
        'OPEN',
        'CLOSING_SOON',
        'NOT_OPEN_YET',
        'OPENING_SOON',
        'CLOSED',
        'OPEN_TOMORROW',
        'NEVER',
      ]).toContain(store.status);
      expect(store.statusLabel).not.toBe('');
    }

    const tooMany = await setStores(alice.access_token, [101, 102, 103, 104]);
    expect(tooMany.errors?.[0]?.message).toBe(STORE_LIMIT);

    // Removing one makes room; set replaces the order.
    const removed = await toggleStore(alice.access_token, 101);
    expect(storeIds(removed.data?.toggleFavoriteStore)).toEqual([112, 111]);
    const added = await toggleStore(alice.access_token, 118);
    expect(storeIds(added.data?.toggleFavoriteStore)).toEqual([112, 111, 118]);
    const reordered = await setStores(alice.access_token, [118, 112]);
    expect(reordered.data?.setFavoriteStores.stores.map((s) => [s.store.storeId, s.priority])).toEqual([
      [118, 1],
      [112, 2],
    ]);
  });

  it('refuses unknown stores and the global online store, changing nothing', async () => {
    await setStores(alice.access_token, [101]);
    for (const answer of [
      await toggleStore(alice.access_token, 4242),
      await toggleStore(alice.access_token, GLOBAL_ONLINE_STORE),
      await setStores(alice.access_token, [101, 4242]),
    ]) {
      expect(answer.errors?.[0]).toMatchObject({
        message: 'We could not find that store.',
        extensions: { code: 'UNKNOWN_STORE' },
      });
    }
    expect(storeIds(await favorites(alice.access_token))).toEqual([101]);
  });

  it("never shows or changes another member's favorites", async () => {
    await setProducts(alice.access_token, [301, 302]);
    await setStores(alice.access_token, [101]);
    expect(await favorites(bob.access_token)).toEqual({ products: [], stores: [] });
    await toggleProduct(bob.access_token, 301);
    await toggleStore(bob.access_token, 101);
    expect(productIds(await favorites(bob.access_token))).toEqual([301]);
    expect(storeIds(await favorites(bob.access_token))).toEqual([101]);
    // Bob removing 301 and 101 from his own list leaves Alice's as it was.
    await toggleProduct(bob.access_token, 301);
    await toggleStore(bob.access_token, 101);
    expect(productIds(await favorites(alice.access_token))).toEqual([301, 302]);
    expect(storeIds(await favorites(alice.access_token))).toEqual([101]);
  });

  it('never passes the limits when two tabs add at the same moment', async () => {
    const carol = await member(server, 'carol');
    const token = carol.access_token;
    const products = [301, 302, 303, 304, 305, 306, 307, 308, 309, 310];
    const productAnswers = await Promise.all(products.map((id) => toggleProduct(token, id)));
    const added = productAnswers.filter((answer) => !answer.errors);
    const refused = productAnswers.filter((answer) => answer.errors);
    expect(added).toHaveLength(5);
    expect(refused.map((answer) => answer.errors?.[0]?.extensions?.['code'])).toEqual(
      Array(5).fill('LIMIT_REACHED'),
    );
    const kept = productIds(await favorites(token)) ?? [];
    expect(kept).toHaveLength(5);
    expect(new Set(kept).size).toBe(5);

    const stores = [101, 102, 103, 104, 105, 106];
    const storeAnswers = await Promise.all(stores.map((id) => toggleStore(token, id)));
    expect(storeAnswers.filter((answer) => !answer.errors)).toHaveLength(3);
    expect(storeAnswers.filter((answer) => answer.errors?.[0]?.message === STORE_LIMIT)).toHaveLength(3);
    expect(storeIds(await favorites(token))).toHaveLength(3);

    // A whole-list save racing toggles: whichever lands last, never more than 5.
    await setProducts(token, [301, 302, 303, 304]);
    await Promise.all([
      toggleProduct(token, 311),
      setProducts(token, [305, 306, 307, 308]),
      toggleProduct(token, 312),
      toggleProduct(token, 309),
    ]);
    expect((productIds(await favorites(token)) ?? []).length).toBeLessThanOrEqual(5);
  });
});
