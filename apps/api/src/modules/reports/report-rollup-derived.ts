// The rollups computed from the other rollups, never from orders: the chain's hours and pickup methods
// per local day (from report_store_days' small JSON objects), and the calendar months of the stores'
// figures and of what sold (from the day rows). Each is recomputed whole for the days or months asked
// for, in the transaction that folded those days (report-rollup.ts), so it always says exactly what
// its day rows say: a derived row is a sum of day rows, recomputed, never added to.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Sums of figure sets `f` ([orders, sales, salesCents, refunds, refundedCents, failed]). */
const SET_SUMS = sql`sum((f->>0)::int), sum((f->>1)::int), sum((f->>2)::float8), sum((f->>3)::int),
  sum((f->>4)::float8), sum((f->>5)::int)`;
const COLUMN_SUMS = sql`sum(orders), sum(sales), sum(sales_cents), sum(refunds), sum(refunded_cents), sum(failed)`;
const FIGURE_NAMES = sql`orders, sales, sales_cents, refunds, refunded_cents, failed`;

/**
 * Recomputes the derived rows of the local days `days` (a query answering a column `day`; null for
 * every day, as a rebuild does) and of the months those days fall in.
 */
export async function deriveReportRollups(tx: Tx, days: SQL | null): Promise<void> {
  const dayIn = (column: SQL): SQL =>
    days === null ? sql`true` : sql`${column} in (select day from ${days} d)`;
  // The months touched, as day ranges so the day rows are read by their day index.
  const monthsOf = days === null ? null : sql`(select distinct left(day, 7) as month from ${days} d)`;
  const inMonths = (month: SQL): SQL => (monthsOf === null ? sql`true` : sql`${month} in ${monthsOf}`);
  const dayInMonths = (day: SQL): SQL =>
    monthsOf === null
      ? sql`true`
      : sql`exists (select 1 from ${monthsOf} m where ${day} >= m.month || '-01' and ${day} <= m.month || '-31')`;

  await tx.execute(sql`delete from report_chain_hours where ${dayIn(sql`day`)}`);
  await tx.execute(sql`insert into report_chain_hours (day, hour, ${FIGURE_NAMES})
    select r.day, h.key::int, ${SET_SUMS} from report_store_days r
      cross join lateral jsonb_each(r.hours) as h(key, f)
    where ${dayIn(sql`r.day`)} group by 1, 2 order by 1, 2`);
  await tx.execute(sql`delete from report_chain_pickups where ${dayIn(sql`day`)}`);
  await tx.execute(sql`insert into report_chain_pickups (day, pickup, ${FIGURE_NAMES})
    select r.day, p.key, ${SET_SUMS} from report_store_days r
      cross join lateral jsonb_each(r.pickups) as p(key, f)
    where ${dayIn(sql`r.day`)} group by 1, 2 order by 1, 2`);

  await tx.execute(sql`delete from report_store_months where ${inMonths(sql`month`)}`);
  await tx.execute(sql`insert into report_store_months (store_id, month, ${FIGURE_NAMES})
    select store_id, left(day, 7), ${COLUMN_SUMS} from report_store_days
    where ${dayInMonths(sql`day`)} group by 1, 2 order by 1, 2`);
  await tx.execute(sql`delete from report_product_months where ${inMonths(sql`month`)}`);
  await tx.execute(sql`insert into report_product_months
      (month, product_id, product_name, last_day, quantity, sales_cents)
    select left(day, 7), product_id, (array_agg(product_name order by day desc))[1], max(day),
      sum(quantity), sum(sales_cents)
    from report_product_days where ${dayInMonths(sql`day`)} group by 1, 2 order by 1, 2`);
  await tx.execute(sql`delete from report_modifier_months where ${inMonths(sql`month`)}`);
  await tx.execute(sql`insert into report_modifier_months
      (month, modifier_id, modifier_name, last_day, quantity, sales_cents)
    select left(day, 7), modifier_id, (array_agg(modifier_name order by day desc))[1], max(day),
      sum(quantity), sum(sales_cents)
    from report_modifier_days where ${dayInMonths(sql`day`)} group by 1, 2 order by 1, 2`);
}
