// What the Brewline Card payment tests share, on one database: a real server with real member
// tokens (ada and bob), a free-drink plan of the tests' own, cards given straight into the database,
// and the calls a checkout makes (priceCart, sendCustomerOrder).
import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { cardLedger, memberCards } from '../../src/db/schema/cards.ts';
import { claimedRewards, rewardPlans } from '../../src/db/schema/rewards.ts';
import { GRANDE, LATTE, OATMILK, VANILLA } from './order-flow.ts';
import { startSecuredServer, type SecuredServer } from './secured-server.ts';
import type { SignedUpMember } from './signed-in-server.ts';
import type { TestDatabaseKind } from './test-databases.ts';

export const LAS_VEGAS = 118; // open 24 hours
export const CROISSANT = 601; // food: a 'Single', no ounces
export const SINGLE = 10;
export const TEST_PLAN_ID = 9001;

export interface Line {
  lineId: string;
  productId: number;
  sizeId: number;
  quantity: number;
  modifiers: { modifierId: number; quantity: number }[];
}

export interface Priced {
  subtotalCents: number;
  rewardDiscountCents: number;
  taxCents: number;
  totalCents: number;
  lines: { productId: number; priceCents: number; discountCents: number; taxCents: number }[];
}

export const latte = (quantity = 1): Line => ({
  lineId: randomUUID(),
  productId: LATTE,
  sizeId: GRANDE,
  quantity,
  modifiers: [
    { modifierId: OATMILK, quantity: 1 },
    { modifierId: VANILLA, quantity: 2 },
  ],
});
export const croissant = (): Line => ({
  lineId: randomUUID(),
  productId: CROISSANT,
  sizeId: SINGLE,
  quantity: 1,
  modifiers: [],
});

export const newCardNumber = () =>
  `7${String(randomInt(0, 10 ** 6)).padStart(6, '0')}${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;

export const SEND = `mutation ($order: CustomerOrderInput!, $storeId: Int!) {
  sendCustomerOrder(order: $order, storeId: $storeId) { id status { status } }
}`;

/** Starts the server before the describe's tests and closes it after them. */
export function useCardPayments(kind: TestDatabaseKind) {
  let server: SecuredServer;
  let ada: SignedUpMember;
  let bob: SignedUpMember;
  const db = () => server.database.handle.db;

  /** A card of the member with an opening balance, its ISSUE row keeping the ledger equal to it. */
  async function giveCard(member: SignedUpMember, balanceCents: number): Promise<string> {
    const cardNumber = newCardNumber();
    const at = new Date();
    await db()
      .insert(memberCards)
      .values({ cardNumber, memberId: member.memberId, balanceCents, createdAt: at, registeredAt: at });
    await db()
      .insert(cardLedger)
      .values({ cardNumber, kind: 'ISSUE', amountCents: balanceCents, balanceAfterCents: balanceCents, at });
    return cardNumber;
  }

  async function balanceOf(cardNumber: string): Promise<number> {
    const [card] = await db().select().from(memberCards).where(eq(memberCards.cardNumber, cardNumber));
    return card?.balanceCents ?? Number.NaN;
  }

  async function ledgerSum(cardNumber: string): Promise<number> {
    const [row] = await db()
      .select({ sum: sql<string>`coalesce(sum(${cardLedger.amountCents}), 0)` })
      .from(cardLedger)
      .where(eq(cardLedger.cardNumber, cardNumber));
    return Number(row?.sum);
  }

  async function price(items: Line[], freeDrink = false): Promise<Priced> {
    const answer = await server.graphql<{ priceCart: Priced }>(
      `query ($s: Int!, $i: [CartLineInput!]!, $f: Boolean) {
        priceCart(storeId: $s, items: $i, freeDrink: $f) {
          subtotalCents rewardDiscountCents taxCents totalCents lines { productId priceCents discountCents taxCents }
        }
      }`,
      { s: LAS_VEGAS, i: items, f: freeDrink },
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.priceCart;
  }

  function orderOf(
    items: Line[],
    priced: Priced,
    payment: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    return {
      cartId: randomUUID(),
      pickupLocation: 'IN_STORE',
      items,
      subtotal: priced.subtotalCents,
      taxAmount: priced.taxCents,
      total: priced.totalCents,
      payment,
      pickupName: 'Ada',
      guestEmail: 'ada@example.com',
      phone: '7025550134',
      ...extra,
    };
  }

  function send(order: unknown, token?: string) {
    return server.graphql<{ sendCustomerOrder: { id: string; status: { status: string } } }>(
      SEND,
      { order, storeId: LAS_VEGAS },
      token ? { token } : {},
    );
  }

  async function claimFreeDrink(
    member: SignedUpMember,
    fields: Partial<typeof claimedRewards.$inferInsert> = {},
  ) {
    const id = randomUUID();
    await db()
      .insert(claimedRewards)
      .values({
        id,
        memberId: member.memberId,
        planId: TEST_PLAN_ID,
        rewardName: 'Free Drink',
        timeLimitSeconds: 30 * 86_400,
        createdAt: new Date(),
        ...fields,
      });
    return id;
  }

  beforeAll(async () => {
    server = await startSecuredServer(kind, { rateLimits: null });
    ada = await server.signUp('ada');
    bob = await server.signUp('bob');
    // The rewards work seeds the real plans; this plan is the test's own, so it never depends on them.
    await db()
      .insert(rewardPlans)
      .values({
        id: TEST_PLAN_ID,
        name: 'Test Free Drink',
        threshold: 12,
        rewardName: 'Free Drink',
        timeLimitSeconds: 30 * 86_400,
        rewardKind: 'FREE_DRINK',
      })
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await server.close();
  });
  return {
    get server() {
      return server;
    },
    get ada() {
      return ada;
    },
    get bob() {
      return bob;
    },
    db,
    giveCard,
    balanceOf,
    ledgerSum,
    price,
    orderOf,
    send,
    claimFreeDrink,
  };
}
