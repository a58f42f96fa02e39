// Publishing the menu with two API servers on one PostgreSQL database and one Redis (decision 009):
// the admin publishes through server A; server B, which has been serving the old menu and has the
// store's prices in memory, serves the new menu files, the new product and the new prices within
// 5 seconds, without a restart.
import { formatCents } from '@brewline/domain/money/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { sizePrices } from '../src/db/schema/pricing.ts';
import { loadIdentityConfig } from '../src/identity/identity-config.ts';
import { saveStaff } from '../src/modules/staff/staff-repository.ts';
import { buildServer } from '../src/server.ts';
import { createFreshPostgres, postgresAnswers, type FreshPostgres } from './support/fresh-postgres.ts';
import { freePort } from './support/free-port.ts';
import { graphqlOver } from './support/graphql-post.ts';
import {
  DRAFT_QUERY,
  newProductInput,
  PUBLISH,
  SAVE_PRODUCT,
  SET_PRICE_CELLS,
  type DraftAnswer,
  type PublishAnswer,
  type SavedProductAnswer,
} from './support/menu-admin-calls.ts';
import { signUpMember } from './support/signed-in-server.ts';
import {
  dropRedisPrefix,
  scaleOutServicesAvailable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from './support/test-redis.ts';

const STORE = 118; // Las Vegas, open 24 hours
const LATTE = 301;
const GRANDE = 3;

const run = await scaleOutServicesAvailable(postgresAnswers);

interface Server {
  baseUrl: string;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

describe.runIf(run)('publishing the menu with two API servers', () => {
  let database: FreshPostgres;
  let prefix: string;
  let a: Server;
  let b: Server;
  let admin = '';

  beforeAll(async () => {
    database = await createFreshPostgres('menupublish');
    prefix = testRedisPrefix('menupublish');
    const [portA, portB] = [await freePort(), await freePort()];
    // One issuer for both, as behind a load balancer: a token from either works on the other.
    const identity = loadIdentityConfig({ PUBLIC_URL: `http://127.0.0.1:${portA}` }, portA);
    const start = async (port: number): Promise<Server> => {
      const handle = await openDatabase({ kind: 'postgres', url: database.url });
      const { app } = await buildServer({
        database: handle,
        webDistDir: null,
        logLevel: 'silent',
        identity,
        realtime: { redisUrl: TEST_REDIS_URL, prefix },
        schedulerPollMs: null,
        mail: null,
      });
      await app.listen({ port, host: '127.0.0.1' });
      return {
        baseUrl: `http://127.0.0.1:${port}`,
        handle,
        async close() {
          await app.close();
          await handle.close();
        },
      };
    };
    a = await start(portA);
    b = await start(portB);
    const person = await signUpMember(a.baseUrl, 'publisher');
    await saveStaff(a.handle.db, {
      memberId: person.memberId,
      email: person.email,
      role: 'CHAIN_ADMIN',
      storeIds: [],
      invitedBy: null,
      createdAt: new Date(),
    });
    admin = person.token;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    if (prefix) await dropRedisPrefix(prefix);
  });

  it('server B serves the new menu files, the new product and the new prices within 5 s of a publication through A', async () => {
    const index = async (server: Server) =>
      (await fetch(`${server.baseUrl}/product-data/tableNames.json`)).text();
    const product = async (server: Server, id: number) =>
      (
        await graphqlOver<{ product: { name: string } | null }>(
          server.baseUrl,
          `{ product(productId: ${id}) { name } }`,
        )
      ).data?.product ?? null;
    const priceOf = async (server: Server, productId: number) => {
      const answer = await graphqlOver<{
        menuPrices: { items: { productId: number; sizeId: number; priceCents: number }[] };
      }>(server.baseUrl, `{ menuPrices(storeId: ${STORE}) { items { productId sizeId priceCents } } }`);
      return answer.data?.menuPrices.items.find((p) => p.productId === productId && p.sizeId === GRANDE)
        ?.priceCents;
    };
    const [latteBefore] = await a.handle.db
      .select({ priceCents: sizePrices.priceCents })
      .from(sizePrices)
      .where(
        and(eq(sizePrices.storeId, STORE), eq(sizePrices.productId, LATTE), eq(sizePrices.sizeId, GRANDE)),
      );
    const oldLattePrice = latteBefore?.priceCents ?? 0;
    // B has served the old menu and holds the store's prices in memory (its answers cached).
    const indexBefore = await index(b);
    expect(await priceOf(b, LATTE)).toBe(oldLattePrice);
    const heldSince = Date.now();

    const saved = await graphqlOver<SavedProductAnswer>(
      a.baseUrl,
      SAVE_PRODUCT,
      { product: newProductInput('Maple Oat Latte') },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    const productId = saved.data?.saveMenuProduct.id ?? 0;
    // The prices as the admin's price grid saves them: pending until the publication applies them.
    const priced = await graphqlOver<{ setPriceCells: { pendingCount: number } }>(
      a.baseUrl,
      SET_PRICE_CELLS,
      {
        cells: [
          { level: 'STORE', scopeId: STORE, productId, sizeId: 2, price: '5.25' },
          { level: 'STORE', scopeId: STORE, productId, sizeId: GRANDE, price: '5.95' },
          {
            level: 'STORE',
            scopeId: STORE,
            productId: LATTE,
            sizeId: GRANDE,
            price: formatCents(oldLattePrice + 40),
          },
        ],
      },
      admin,
    );
    expect(priced.errors).toBeUndefined();
    expect(await priceOf(b, LATTE)).toBe(oldLattePrice);
    const draft = await graphqlOver<DraftAnswer>(a.baseUrl, DRAFT_QUERY, {}, admin);
    const published = await graphqlOver<PublishAnswer>(
      a.baseUrl,
      PUBLISH,
      { v: draft.data?.menuDraft.version },
      admin,
    );
    expect(published.errors).toBeUndefined();
    const publishedAt = Date.now();

    let seen = false;
    while (!seen && Date.now() - publishedAt < 5000) {
      seen =
        (await index(b)) !== indexBefore &&
        (await product(b, productId))?.name === 'Maple Oat Latte' &&
        (await priceOf(b, productId)) === 595 &&
        (await priceOf(b, LATTE)) === oldLattePrice + 40;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
    const tookMs = Date.now() - publishedAt;
    expect(tookMs).toBeLessThan(5000);
    // Well inside B's store-snapshot lifetime (5 s): B dropped its prices on hearing, not on expiry.
    expect(Date.now() - heldSince).toBeLessThan(4500);
    console.log(`server B served the published menu and prices ${tookMs} ms after publishing through A`);

    // A customer pricing a cart on B pays the new price.
    const cart = await graphqlOver<{ priceCart: { subtotalCents: number } }>(
      b.baseUrl,
      `query { priceCart(storeId: ${STORE}, items: [{ lineId: "1", productId: ${productId}, sizeId: ${GRANDE}, quantity: 1, modifiers: [] }]) { subtotalCents } }`,
    );
    expect(cart.data?.priceCart.subtotalCents).toBe(595);
  });
});
