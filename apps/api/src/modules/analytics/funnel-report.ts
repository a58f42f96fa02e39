// The day's funnel: menu views, product views, add to cart, checkout started (from the analytics
// events) and orders placed (from the orders themselves), for one UTC calendar day.
import { buildFunnel, type FunnelStep } from '@brewline/domain/reports/analytics-events';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { orders } from '../../db/schema/orders.ts';
import { stores } from '../../db/schema/stores.ts';

export async function funnelForDay(db: Db, day: string): Promise<FunnelStep[]> {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`Not a date: ${day} (use YYYY-MM-DD)`);
  return funnelBetween(db, from, new Date(from.getTime() + 86_400_000));
}

/**
 * The funnel between two instants (from included, to not), over the whole chain: browsing is not
 * tied to a store, so neither are its steps. The back office's report asks for whole UTC days.
 */
export async function funnelBetween(db: Db, from: Date, to: Date): Promise<FunnelStep[]> {
  const [events] = await db
    .select({
      menuViews: sql<number>`(count(*) filter (where ${analyticsEvents.name} = 'menu_view'))::int`,
      productViews: sql<number>`(count(*) filter (where ${analyticsEvents.name} = 'product_view'))::int`,
      addToCart: sql<number>`(count(*) filter (where ${analyticsEvents.name} = 'cart_add'))::int`,
      checkoutStarted: sql<number>`(count(*) filter (where ${analyticsEvents.name} = 'checkout_start'))::int`,
    })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.name, ['menu_view', 'product_view', 'cart_add', 'checkout_start']),
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
      ),
    );
  // Store by store, so each count is a range of orders_store_placed_idx rather than a scan of them all.
  const [placed] = await db
    .select({ n: sql<number>`coalesce(sum(placed.n), 0)::int` })
    .from(stores)
    .innerJoinLateral(
      db
        .select({ n: count().as('n') })
        .from(orders)
        .where(and(eq(orders.storeId, stores.storeId), gte(orders.placedAt, from), lt(orders.placedAt, to)))
        .as('placed'),
      sql`true`,
    );
  return buildFunnel({
    menuViews: events?.menuViews ?? 0,
    productViews: events?.productViews ?? 0,
    addToCart: events?.addToCart ?? 0,
    checkoutStarted: events?.checkoutStarted ?? 0,
    ordersPlaced: placed?.n ?? 0,
  });
}

export function formatFunnel(day: string, steps: FunnelStep[]): string {
  const lines = [`Funnel for ${day} (UTC)`, '', '| step | count | conversion |', '|---|---:|---:|'];
  for (const step of steps) {
    const conversion = step.conversion === null ? '' : `${(step.conversion * 100).toFixed(1)}%`;
    lines.push(`| ${step.label} | ${step.count} | ${conversion} |`);
  }
  return lines.join('\n');
}
