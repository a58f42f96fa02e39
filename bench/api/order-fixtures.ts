// Ready-to-send 3-item orders for the sendCustomerOrder bench: the cart is priced once through the
// real priceCart query, then each order gets its own cart id and a sandbox payment intent that has
// already succeeded for exactly that cart and amount, inserted straight into payment_intents (the
// state the card form leaves it in), so the bench measures the order alone.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/api/src/db/client.ts';
import { paymentIntents } from '../../apps/api/src/db/schema/payments.ts';

/** Las Vegas is open 24 hours, so the run never depends on the clock. */
export const ORDER_STORE_ID = 118;

const LINES = [
  {
    productId: 301,
    sizeId: 3,
    quantity: 1,
    modifiers: [
      { modifierId: 104, quantity: 1 },
      { modifierId: 201, quantity: 2 },
    ],
  },
  { productId: 302, sizeId: 2, quantity: 1, modifiers: [] },
  { productId: 401, sizeId: 3, quantity: 2, modifiers: [] },
];

const SEND_ORDER =
  'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id status { status } } }';

interface Priced {
  data?: { priceCart: { subtotalCents: number; taxCents: number; totalCents: number; lines: unknown[] } };
  errors?: unknown;
}

async function priceLines(app: FastifyInstance, items: unknown[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query:
        'query ($s: Int!, $i: [CartLineInput!]!) { priceCart(storeId: $s, items: $i) { subtotalCents taxCents totalCents lines { lineId } } }',
      variables: { s: ORDER_STORE_ID, i: items },
    },
  });
  const cart = response.json<Priced>().data?.priceCart;
  if (!cart || cart.lines.length !== LINES.length) throw new Error(`priceCart failed: ${response.body}`);
  return cart;
}

/** Inserts `count` succeeded intents and returns the matching request bodies, one per order. */
export async function prepareOrders(app: FastifyInstance, db: Db, count: number): Promise<string[]> {
  const items = LINES.map((line, index) => ({ lineId: `line-${index + 1}`, ...line }));
  const cart = await priceLines(app, items);
  const now = new Date();
  const bodies: string[] = [];
  const rows: (typeof paymentIntents.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const cartId = randomUUID();
    const id = `pi_bench_${randomBytes(12).toString('hex')}`;
    rows.push({
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amountCents: cart.totalCents,
      currency: 'usd',
      status: 'succeeded',
      description: 'bench order',
      storeId: ORDER_STORE_ID,
      cartId,
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: now,
      updatedAt: now,
    });
    const order = {
      cartId,
      pickupLocation: 'IN_STORE',
      items,
      subtotal: cart.subtotalCents,
      taxAmount: cart.taxCents,
      total: cart.totalCents,
      payment: { creditCardPayment: { amount: cart.totalCents, token: id } },
      guestEmail: 'ada@example.com',
      pickupName: 'Ada',
      phone: '(602) 555-0134',
    };
    bodies.push(JSON.stringify({ query: SEND_ORDER, variables: { order, storeId: ORDER_STORE_ID } }));
  }
  // Chunks keep each insert well under PostgreSQL's bind-parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(paymentIntents).values(rows.slice(start, start + 500));
  }
  return bodies;
}
