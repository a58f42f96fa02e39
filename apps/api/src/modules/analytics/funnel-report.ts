// The day's funnel: menu views, product views, add to cart, checkout started (from the analytics
// events) and orders placed (from the orders themselves), for one UTC calendar day.
import { buildFunnel, type FunnelStep } from '@brewline/domain/analytics-events';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, orders } from '../../db/schema.ts';

export async function funnelForDay(db: Db, day: string): Promise<FunnelStep[]> {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`Not a date: ${day} (use YYYY-MM-DD)`);
  const to = new Date(from.getTime() + 86_400_000);
  const events = async (name: string): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.name, name),
          gte(analyticsEvents.occurredAt, from),
          lt(analyticsEvents.occurredAt, to),
        ),
      );
    return row?.n ?? 0;
  };
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.placedAt, from), lt(orders.placedAt, to)));
  return buildFunnel({
    menuViews: await events('menu_view'),
    productViews: await events('product_view'),
    addToCart: await events('cart_add'),
    checkoutStarted: await events('checkout_start'),
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
