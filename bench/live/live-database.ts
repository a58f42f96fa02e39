// The live-status bench's database: a fresh PostgreSQL database (migrated, demo seed), grown to the
// 10× seed when the boards need more stores than the demo has, every store opened around the clock
// (the run must not depend on the hour), and what the bench reads back at the end: each order's
// status and its stored history. Boards are paired the way a manager pairs one (a pairing code,
// traded for a token at /board/pair); payments are made succeeded straight in payment_intents, as
// the card form leaves them (bench/api/order-fixtures.ts does the same), so placing an order costs
// one sendCustomerOrder.
import { randomBytes, randomUUID } from 'node:crypto';
import { GLOBAL_STORE_ID } from '@brewline/domain/store-hours/pickup';
import { asc, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { orders, orderStatusEvents } from '../../apps/api/src/db/schema/orders.ts';
import { paymentIntents } from '../../apps/api/src/db/schema/payments.ts';
import { createPairingCode } from '../../apps/api/src/modules/terminals/terminal-credentials.ts';
import { scaleSeed } from '../api/scale-seed.ts';

/** Open around the clock in the demo seed: its hours are copied to every store. */
const ALL_DAY_STORE = 118;

export async function growAndOpenStores(url: string, scale: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (scale > 1) await scaleSeed(drizzle({ client }), scale);
    await client.query(
      `update stores set (sun_open, sun_close, mon_thru_thurs_open, mon_thru_thurs_close, fri_open, fri_close,
         sat_open, sat_close) = (select sun_open, sun_close, mon_thru_thurs_open, mon_thru_thurs_close,
         fri_open, fri_close, sat_open, sat_close from stores where store_id = $1),
         olo_enabled = true, in_store_pickup = true`,
      [ALL_DAY_STORE],
    );
    const { rows } = await client.query<{ store_id: number }>(
      'select store_id from stores order by store_id',
    );
    // The chain's online-only store takes no orders.
    return rows.map((row) => row.store_id).filter((id) => id !== GLOBAL_STORE_ID);
  } finally {
    await client.end();
  }
}

/** A paired board's credential: the token its screen keeps. */
export interface PairedBoard {
  storeId: number;
  token: string;
}

export async function pairBoards(
  handle: DatabaseHandle,
  baseUrl: string,
  storeIds: readonly number[],
): Promise<PairedBoard[]> {
  const boards: PairedBoard[] = [];
  for (const storeId of storeIds) {
    const { code } = await createPairingCode(handle.db, storeId, 2, new Date());
    const response = await fetch(`${baseUrl}/board/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error(`pairing a board at store ${storeId} failed: ${response.status}`);
    boards.push({ storeId, token });
  }
  return boards;
}

export interface PricedCart {
  storeId: number;
  items: unknown[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** One succeeded payment per order, for exactly its cart and amount; answers the sendCustomerOrder bodies. */
export async function paidOrderBodies(
  handle: DatabaseHandle,
  carts: readonly PricedCart[],
): Promise<string[]> {
  const now = new Date();
  const rows: (typeof paymentIntents.$inferInsert)[] = [];
  const bodies: string[] = [];
  for (const cart of carts) {
    const cartId = randomUUID();
    const id = `pi_live_${randomBytes(12).toString('hex')}`;
    rows.push({
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amountCents: cart.totalCents,
      currency: 'usd',
      status: 'succeeded',
      description: 'live-status bench order',
      storeId: cart.storeId,
      cartId,
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: now,
      updatedAt: now,
    });
    const order = {
      cartId,
      pickupLocation: 'IN_STORE',
      items: cart.items,
      subtotal: cart.subtotalCents,
      taxAmount: cart.taxCents,
      total: cart.totalCents,
      payment: { creditCardPayment: { amount: cart.totalCents, token: id } },
      guestEmail: 'ada@example.com',
      pickupName: 'Ada',
      phone: '(602) 555-0134',
    };
    bodies.push(
      JSON.stringify({
        query:
          'mutation ($order: CustomerOrderInput!, $storeId: Int!) { sendCustomerOrder(order: $order, storeId: $storeId) { id viewerKey } }',
        variables: { order, storeId: cart.storeId },
      }),
    );
  }
  for (let start = 0; start < rows.length; start += 500) {
    await handle.db.insert(paymentIntents).values(rows.slice(start, start + 500));
  }
  return bodies;
}

export interface StoredOrder {
  status: string;
  /** Every stored status, oldest first. */
  history: string[];
}

export async function storedOrders(
  handle: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, StoredOrder>> {
  const found = new Map<string, StoredOrder>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await handle.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, chunk));
    for (const row of rows) found.set(row.id, { status: row.status, history: [] });
    const events = await handle.db
      .select({ orderId: orderStatusEvents.orderId, status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, chunk))
      .orderBy(asc(orderStatusEvents.id));
    for (const event of events) found.get(event.orderId)?.history.push(event.status);
  }
  return found;
}
