// What the back-office bench adds beyond the API bench's seed (a 10× menu and stores, a million stored
// orders): a year of browsing events for the funnel, and an audit log of a long-lived chain, each one
// INSERT … SELECT on the run's own scratch database.
import pg from 'pg';

export interface AdminSeedCounts {
  analyticsEvents: number;
  auditEntries: number;
  seconds: number;
}

const FUNNEL_NAMES = ['menu_view', 'menu_view', 'product_view', 'product_view', 'cart_add', 'checkout_start'];

export async function seedAdminHistory(
  databaseUrl: string,
  events: number,
  auditEntries: number,
): Promise<AdminSeedCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`select setseed(0.24)`);
    await client.query(
      `insert into analytics_events (name, session_cart_id, occurred_at, received_at, props)
       select (array['${FUNNEL_NAMES.join("','")}'])[1 + (n % ${FUNNEL_NAMES.length})],
         md5('session-' || (n / 7))::uuid::text, at, at, '{}'::jsonb
       from (select n, now() - random() * interval '365 days' as at from generate_series(1, $1::int) as g(n)) e`,
      [events],
    );
    await client.query(
      `insert into audit_log (at, actor_id, actor_email, action, entity_type, entity_id, store_id, before, after)
       select now() - random() * interval '730 days', 'bench-staff-' || (n % 40), 'staff' || (n % 40) || '@brewline.example',
         (array['store.hours.update', 'store.ordering.update', 'menu.product.update', 'prices.update', 'order.refund'])[1 + n % 5],
         (array['store', 'store', 'product', 'price', 'order'])[1 + n % 5], (n % 997)::text,
         case when n % 5 in (0, 1, 4) then 101 + n % 19 end,
         jsonb_build_object('sunOpen', '0700', 'version', n), jsonb_build_object('sunOpen', '0800', 'version', n + 1)
       from generate_series(1, $1::int) as g(n)`,
      [auditEntries],
    );
    for (const table of ['analytics_events', 'audit_log']) await client.query(`vacuum (analyze) ${table}`);
    return { analyticsEvents: events, auditEntries, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
