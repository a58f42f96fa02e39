// The funnel rollup (report_funnel_days): per UTC calendar day, the browsing events of each funnel
// step and the orders placed, as analytics/funnel-report.ts counts them between two instants. Triggers
// on analytics_events and orders mark a day in report_dirty_funnel_days in the insert's own
// transaction (migration 0022); before a report is read the marked days are taken off the list and
// recomputed whole, so a day counted twice is harmless and the rollup is never behind.
import { buildFunnel, type FunnelStep } from '@brewline/domain/reports/analytics-events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { ReportScope } from './report-scope.ts';

const STEP_EVENTS = sql`('menu_view', 'product_view', 'cart_add', 'checkout_start')`;

/**
 * Inserts the funnel of each UTC day of `days` (a query answering a column `day`): the events by their
 * (name, occurred_at) index, the orders placed store by store by orders_store_placed_idx.
 */
function insertFunnelDays(days: SQL): SQL {
  return sql`insert into report_funnel_days
      (day, menu_views, product_views, add_to_cart, checkout_started, orders_placed)
    select d.day, e.menu_views, e.product_views, e.add_to_cart, e.checkout_started, p.n
    from (select day, (day::date)::timestamp at time zone 'UTC' as lo,
        ((day::date) + 1)::timestamp at time zone 'UTC' as hi from ${days} d0) d
    cross join lateral (
      select count(*) filter (where name = 'menu_view')::int as menu_views,
        count(*) filter (where name = 'product_view')::int as product_views,
        count(*) filter (where name = 'cart_add')::int as add_to_cart,
        count(*) filter (where name = 'checkout_start')::int as checkout_started
      from analytics_events where name in ${STEP_EVENTS} and occurred_at >= d.lo and occurred_at < d.hi) e
    cross join lateral (
      select coalesce(sum(c.n), 0)::int as n from stores s cross join lateral (
        select count(*) as n from orders o
        where o.store_id = s.store_id and o.placed_at >= d.lo and o.placed_at < d.hi) c) p`;
}

/**
 * Recomputes the marked UTC days, inside the store days' catch-up transaction (report-rollup.ts, which
 * holds the rollups' advisory lock); answers how many.
 */
export async function foldFunnelDays(tx: Tx): Promise<number> {
  const result: unknown = await tx.execute(sql`delete from report_dirty_funnel_days returning day`);
  const marked = (result as { rows: { day: string }[] }).rows.map((row) => row.day);
  if (marked.length === 0) return 0;
  const days = sql`(select unnest(${`{${marked.join(',')}}`}::text[]) as day)`;
  await tx.execute(sql`delete from report_funnel_days where day in (select day from ${days} d)`);
  await tx.execute(insertFunnelDays(days));
  return marked.length;
}

/** Computes the whole funnel rollup again, every day with an event or an order (inside a rebuild). */
export async function rebuildFunnelDays(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from report_dirty_funnel_days`);
  await tx.execute(sql`delete from report_funnel_days`);
  await tx.execute(
    insertFunnelDays(sql`(select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from analytics_events
      union select to_char(placed_at at time zone 'UTC', 'YYYY-MM-DD') from orders)`),
  );
}

/** The chain's funnel over the report's days taken as whole UTC days, from the rollup. */
export async function funnelForScope(db: Db, scope: Pick<ReportScope, 'from' | 'to'>): Promise<FunnelStep[]> {
  const result: unknown = await db.execute(sql`select
      coalesce(sum(menu_views), 0)::float8 as "menuViews",
      coalesce(sum(product_views), 0)::float8 as "productViews",
      coalesce(sum(add_to_cart), 0)::float8 as "addToCart",
      coalesce(sum(checkout_started), 0)::float8 as "checkoutStarted",
      coalesce(sum(orders_placed), 0)::float8 as "ordersPlaced"
    from report_funnel_days where day >= ${scope.from} and day <= ${scope.to}`);
  const [counts] = (result as { rows: Parameters<typeof buildFunnel>[0][] }).rows;
  return buildFunnel(
    counts ?? { menuViews: 0, productViews: 0, addToCart: 0, checkoutStarted: 0, ordersPlaced: 0 },
  );
}
