// The back office's order search over many stored orders (issue 19: every list under 300 ms p95):
// a fresh PostgreSQL database with the demo chain and ORDERS generated orders (a third paid by card,
// guests' e-mails), then each kind of search 30 times. Run: node bench/api/order-search-bench.ts
// (ORDERS=1000000 for the size; the default keeps a run short).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { orders } from '../../apps/api/src/db/schema.ts';
import { searchOrders, type OrderSearch } from '../../apps/api/src/modules/orders/order-search.ts';
import { createFreshPostgres } from '../../apps/api/test/support/fresh-postgres.ts';

const ORDERS = Number(process.env['ORDERS'] ?? 300_000);
const RUNS = 30;

const fresh = await createFreshPostgres('order_search_bench');
const handle = await openDatabase({ kind: 'postgres', url: fresh.url });
const db = handle.db;
try {
  const started = Date.now();
  await db.execute(sql`
    insert into orders (id, cart_id, store_id, status, pickup_location, pickup_name, guest_email, phone,
      subtotal_cents, tax_cents, total_cents, tax_rate_micros, placed_at, status_changed_at)
    select gen_random_uuid()::text, gen_random_uuid()::text, s.store_id, 'ORDER_COMPLETE', 'IN_STORE', 'Guest ' || g,
      'guest' || (g % 50000) || '@example.com', '7025551234', 500 + (g % 1500), 40, 540 + (g % 1500), 80000,
      now() - ((g % 525600) || ' minutes')::interval, now()
    from generate_series(1, ${ORDERS}) g
    join lateral (select store_id from stores order by store_id offset (g % (select count(*) from stores)) limit 1) s on true`);
  await db.execute(sql`
    insert into payment_intents (id, client_secret, amount_cents, currency, status, description, store_id,
      card_brand, card_last4, order_id, created_at, updated_at)
    select 'pi_' || o.id, 's', o.total_cents, 'usd', 'succeeded', 'Order', o.store_id, 'Visa',
      lpad(((abs(hashtext(o.id)) % 10000))::text, 4, '0'), o.id, o.placed_at, o.placed_at
    from orders o where abs(hashtext(o.id)) % 3 = 0`);
  await db.execute(sql`update orders set payment_intent_id = 'pi_' || id where abs(hashtext(id)) % 3 = 0`);
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
