// Fills a seeded PostgreSQL database with `count` past orders, so the bench can tell whether an order
// costs more once many are stored. Set-based: a handful of INSERT … SELECT over generate_series, not a
// row per round trip. Spread like a chain's history: over the stores that take online orders
// (uniformly), over the last 365 days, 40 % by one of 50,000 members and the rest by guests, 1–4
// lines each from the whole menu at the store's prices, 94 % completed, 3 % refunded and 3 % failed,
// with their status events and a claimed sandbox payment intent each (succeeded, or refunded in
// full). Only finished statuses: the late-order watchdog and the boards look for live orders, and
// there are none here.
//
// Its own connection (no query timeout: one statement inserts millions of rows), then VACUUM ANALYZE,
// as a database that has lived with these rows would have its statistics and visibility map.
import pg from 'pg';

const MEMBERS = 50_000;
const STEP_MINUTES = 3;

export interface SeededOrders {
  orders: number;
  items: number;
  statusEvents: number;
  insertSeconds: number;
  vacuumSeconds: number;
}

const STATEMENTS = (count: number): string[] => [
  // Reproducible: the same count gives the same orders.
  `select setseed(0.42)`,
  // The rows are consistent by construction (every one is joined from the orders made here): checking
  // millions of foreign keys one row at a time would be most of the seeding. Superuser only; this
  // transaction only.
  `set local session_replication_role = replica`,
  `create temp table seed_stores on commit drop as
     select (row_number() over (order by store_id) - 1)::int as idx, store_id, tax_rate_micros
     from stores where olo_enabled and (in_store_pickup or drive_thru_pickup or parking_lot_pickup)`,
  `create temp table seed_menu on commit drop as
     select (row_number() over (order by ps.product_id, ps.size_id) - 1)::int as idx, ps.product_id,
       ps.size_id, p.name, p.ticket_name, p.image, s.name as size_name
     from product_sizes ps join products p on p.id = ps.product_id join sizes s on s.id = ps.size_id`,
  `create temp table seed_modifiers on commit drop as
     select (row_number() over (order by id) - 1)::int as idx, id, name from modifiers`,
  `create temp table seed_orders on commit drop as
     with drawn as materialized (
       select n, floor(random() * (select count(*) from seed_stores))::int as store_idx,
         1 + floor(random() * 4)::int as lines, random() as fate,
         case when random() < 0.4 then floor(random() * ${MEMBERS})::int end as member_no,
         now() - interval '1 hour' - random() * interval '365 days' as placed_at,
         (array['IN_STORE', 'IN_STORE', 'DRIVE_THRU', 'PARKING_LOT'])[1 + floor(random() * 4)::int] as pickup
       from generate_series(1, ${count}) as g(n))
     select d.n, md5('bench-order-' || d.n)::uuid::text as id, s.store_id, s.tax_rate_micros, d.lines,
       d.placed_at, d.pickup, case when d.member_no is not null then 'bench-member-' || d.member_no end as member_id,
       case when d.fate < 0.94 then 'ORDER_COMPLETE' when d.fate < 0.97 then 'ORDER_REFUND_PROCESSED'
         else 'ORDER_ERROR' end as status
     from drawn d join seed_stores s on s.idx = d.store_idx`,
  `create temp table seed_lines on commit drop as
     with drawn as materialized (
       select o.n, o.id, o.store_id, o.tax_rate_micros, l.line_no,
         floor(random() * (select count(*) from seed_menu))::int as menu_idx,
         case when random() < 0.3 then floor(random() * (select count(*) from seed_modifiers))::int end as modifier_idx,
         case when random() < 0.1 then 2 else 1 end as quantity
       from seed_orders o cross join generate_series(1, o.lines) as l(line_no))
     select d.n, d.id, d.line_no, m.product_id, m.name, m.ticket_name, m.image, m.size_id, m.size_name,
       d.quantity, sp.price_cents + coalesce(mp.price_cents, 0) as unit_price_cents, d.tax_rate_micros,
       case when sm.id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object('modifierId', sm.id,
         'name', sm.name, 'quantity', 1, 'unitPriceCents', coalesce(mp.price_cents, 0))) end as modifiers
     from drawn d join seed_menu m on m.idx = d.menu_idx
     join size_prices sp on sp.store_id = d.store_id and sp.product_id = m.product_id and sp.size_id = m.size_id
     left join seed_modifiers sm on sm.idx = d.modifier_idx
     left join modifier_prices mp on mp.store_id = d.store_id and mp.modifier_id = sm.id`,
  `insert into payment_intents (id, client_secret, amount_cents, currency, status, description, store_id,
     cart_id, card_brand, card_last4, refunded_cents, order_id, created_at, updated_at)
   select 'pi_seed_' || o.n, 'pi_seed_' || o.n || '_secret', t.total, 'usd',
     case when o.status = 'ORDER_COMPLETE' then 'succeeded' else 'refunded' end, 'Brewline order',
     o.store_id, 'cart-' || o.id, 'Visa', '4242',
     case when o.status = 'ORDER_COMPLETE' then 0 else t.total end, o.id, o.placed_at, o.placed_at
   from seed_orders o join (
     select n, sum(unit_price_cents * quantity + round(unit_price_cents * quantity * tax_rate_micros / 1e6))::int as total
     from seed_lines group by n) t on t.n = o.n
   order by 1`,
  `insert into orders (id, cart_id, store_id, status, pickup_location, pickup_name, guest_email, phone,
     app_user_id, profile_id, subtotal_cents, tax_cents, total_cents, tax_rate_micros, payment_intent_id,
     placed_at, status_changed_at)
   select o.id, 'cart-' || o.id, o.store_id, o.status, o.pickup, 'Guest ' || (o.n % 997),
     case when o.member_id is null then 'guest' || (o.n % 100003) || '@example.com' end,
     '(602) 555-' || lpad((o.n % 10000)::text, 4, '0'), o.member_id, o.member_id, t.subtotal, t.tax,
     t.subtotal + t.tax, o.tax_rate_micros, 'pi_seed_' || o.n, o.placed_at,
     o.placed_at + interval '${STEP_MINUTES} minutes' * case o.status when 'ORDER_COMPLETE' then 4
       when 'ORDER_REFUND_PROCESSED' then 6 else 2 end
   from seed_orders o join (
     select n, sum(unit_price_cents * quantity)::int as subtotal,
       sum(round(unit_price_cents * quantity * tax_rate_micros / 1e6))::int as tax
     from seed_lines group by n) t on t.n = o.n
   order by o.id`,
  `insert into order_items (order_id, line_no, product_id, product_name, ticket_name, image, size_id,
     size_name, quantity, unit_price_cents, price_cents, tax_cents, modifiers)
   select id, line_no, product_id, name, ticket_name, image, size_id, size_name, quantity, unit_price_cents,
     unit_price_cents * quantity, round(unit_price_cents * quantity * tax_rate_micros / 1e6)::int, modifiers
   from seed_lines order by id, line_no`,
  `insert into order_status_events (order_id, status, at)
   select o.id, e.status, o.placed_at + interval '${STEP_MINUTES} minutes' * (e.step - 1)
   from seed_orders o cross join lateral unnest(case o.status
       when 'ORDER_COMPLETE' then array['ORDER_PROCESSING', 'ORDER_SENT', 'ORDER_RECEIVED', 'ORDER_READY', 'ORDER_COMPLETE']
       when 'ORDER_REFUND_PROCESSED' then array['ORDER_PROCESSING', 'ORDER_SENT', 'ORDER_RECEIVED', 'ORDER_READY',
         'ORDER_COMPLETE', 'ORDER_REFUND_REQUESTED', 'ORDER_REFUND_PROCESSED']
       else array['ORDER_PROCESSING', 'ORDER_SENT', 'ORDER_ERROR'] end) with ordinality as e(status, step)
   order by o.id, e.step`,
];

const GROWN_TABLES = ['payment_intents', 'orders', 'order_items', 'order_status_events'];

export async function seedOrders(databaseUrl: string, count: number): Promise<SeededOrders> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    for (const statement of STATEMENTS(count)) await client.query(statement);
    await client.query('commit');
    const inserted = performance.now();
    for (const table of GROWN_TABLES) await client.query(`vacuum (analyze) ${table}`);
    const vacuumed = performance.now();
    const { rows } = await client.query<{ orders: number; items: number; events: number }>(
      `select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
         (select count(*)::int from order_status_events) as events`,
    );
    const counts = rows[0];
    if (!counts) throw new Error('no counts');
    return {
      orders: counts.orders,
      items: counts.items,
      statusEvents: counts.events,
      insertSeconds: (inserted - started) / 1000,
      vacuumSeconds: (vacuumed - inserted) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
