// The back office's order search over many stored orders (every list under 300 ms p95: docs/performance.md):
// a fresh PostgreSQL database with the demo chain and ORDERS generated orders (a third paid by card,
// guests' e-mails), then each kind of search 30 times. Run: node bench/api/order-search-bench.ts
// (ORDERS=1000000 for the size; the default keeps a run short).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { orders } from '../../apps/api/src/db/schema/orders.ts';
import {
  searchOrders,
  type OrderSearch,
} from '../../apps/api/src/modules/orders/back-office/order-search.ts';
import { createFreshPostgres } from '../../apps/api/test/support/fresh-postgres.ts';

const ORDERS = Number(process.env['ORDERS'] ?? 300_000);
const RUNS = 30;

const fresh = await createFreshPostgres('order_search_bench');
const handle = await openDatabase({ kind: 'postgres', url: fresh.url });
const db = handle.db;
try {
  const started = Date.now();
  // In batches: the server's pool gives each query a bounded time. A third are paid by card.
  for (let from = 1; from <= ORDERS; from += 20_000) {
    const to = Math.min(ORDERS, from + 19_999);
    await db.execute(sql`
      with chain as (select array_agg(store_id order by store_id) as ids from stores),
      generated as (select g, gen_random_uuid()::text as id from generate_series(${from}::int, ${to}::int) g),
      inserted as (
        insert into orders (id, cart_id, store_id, status, pickup_location, pickup_name, guest_email, phone,
          subtotal_cents, tax_cents, total_cents, tax_rate_micros, placed_at, status_changed_at, payment_intent_id)
        select o.id, gen_random_uuid()::text, chain.ids[1 + o.g % array_length(chain.ids, 1)],
          'ORDER_COMPLETE', 'IN_STORE', 'Guest ' || o.g, 'guest' || (o.g % 50000) || '@example.com',
          '7025551234', 500 + (o.g % 1500), 40, 540 + (o.g % 1500), 80000,
          now() - ((o.g % 525600) || ' minutes')::interval, now(),
          case when o.g % 3 = 0 then 'pi_' || o.id end
        from generated o, chain
        returning id, store_id, total_cents, placed_at, payment_intent_id)
      insert into payment_intents (id, client_secret, amount_cents, currency, status, description, store_id,
        card_brand, card_last4, order_id, created_at, updated_at)
      select i.payment_intent_id, 's', i.total_cents, 'usd', 'succeeded', 'Order', i.store_id, 'Visa',
        lpad((abs(hashtext(i.id)) % 10000)::text, 4, '0'), i.id, i.placed_at, i.placed_at
      from inserted i where i.payment_intent_id is not null`);
  }
  await db.execute(sql`analyze`);
  console.log(`${ORDERS} orders stored in ${Math.round((Date.now() - started) / 1000)} s`);

  const [sample] = await db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .orderBy(sql`random()`)
    .limit(1);
  const base: OrderSearch = { sort: 'PLACED_AT', descending: true, page: 0, pageSize: 20, scope: 'ALL' };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, OrderSearch][] = [
    ['chain, newest first', base],
    ['chain, page 50', { ...base, page: 50 }],
    ['chain, by total', { ...base, sort: 'TOTAL' }],
    [
      'one store, last 30 days',
      { ...base, storeId: sample?.storeId ?? 118, fromDate: monthAgo, toDate: today },
    ],
    ['chain, last 30 days (each store its zone)', { ...base, fromDate: monthAgo, toDate: today }],
    ['by number', { ...base, number: (sample?.id ?? '').slice(24) }],
    ['by e-mail', { ...base, email: 'guest123@example.com' }],
    ['by last four', { ...base, cardLast4: '4242' }],
    ['a manager of two stores', { ...base, scope: [111, 118] }],
  ];
  for (const [name, search] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await searchOrders(db, search);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(`${name.padEnd(44)} p50 ${p(0.5).padStart(7)} ms   p95 ${p(0.95).padStart(7)} ms`);
  }
} finally {
  await handle.close();
  await fresh.drop();
}
