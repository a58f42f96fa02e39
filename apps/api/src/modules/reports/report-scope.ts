// What a report covers: calendar dates (both included) in each store's own time zone, and the stores.
// Every report query starts from `scopeCte`: one row per store with the instants its first and last
// day begin and end, so an order is counted on the day it was placed where it was placed (8 PM in
// Phoenix on the 1st is the 1st, though it is already the 2nd in UTC), and the orders are read by
// index range per store (orders_store_placed_idx) without touching any other day.
import { sql, type SQL } from 'drizzle-orm';
import { REFUND_STATUSES, FAILED_STATUSES } from '@brewline/domain/reports/sales-report';

export interface ReportScope {
  /** First and last calendar day, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  /** The stores the report covers; null for every store of the chain. */
  storeIds: readonly number[] | null;
}

const listOf = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** `with scope as (…)`: the stores in the report, with the UTC bounds of the range in their zone. */
export function scopeCte(scope: ReportScope): SQL {
  const stores =
    scope.storeIds === null
      ? sql`true`
      : scope.storeIds.length === 0
        ? sql`false`
        : sql`store_id in (${listOf(scope.storeIds)})`;
  return sql`scope as materialized (
    select store_id, name, time_zone,
      (${scope.from}::date)::timestamp at time zone time_zone as lo,
      ((${scope.to}::date) + 1)::timestamp at time zone time_zone as hi
    from stores where ${stores})`;
}

export const IS_REFUND = sql`o.status in (${listOf(REFUND_STATUSES)})`;
export const IS_FAILED = sql`o.status in (${listOf(FAILED_STATUSES)})`;
export const IS_SALE = sql`o.status not in (${listOf([...REFUND_STATUSES, ...FAILED_STATUSES])})`;
/** What a sale brought in: what the customer paid less the sales tax (the reward discount is already off). */
export const SALE_CENTS = sql`(o.total_cents - o.tax_cents)`;
/**
 * What was given back of an order: all of it for a refunded order; for a sale, what support or the
 * board refunded of it so far (order_refunds), which leaves it a sale. A failed order's money goes
 * back by the failure itself and is counted as a failure, not here.
 */
export const REFUNDED_CENTS = sql`(case when ${IS_REFUND} then o.total_cents when ${IS_SALE} then
  (select coalesce(sum(r.amount_cents), 0) from order_refunds r where r.order_id = o.id)::int else 0 end)`;
