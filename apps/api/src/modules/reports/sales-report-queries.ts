// The sales reports, each one SQL statement over the rollups (brought up to date by report-rollup.ts
// before a report is read): the totals, by store, by day and by hour (in each store's zone), and by
// pickup method. The whole chain reads its own day × hour and day × pickup rollups; named stores read
// their store days; by store reads the stores' months wholly in the range and the days at its ends.
// Sums come back as float8: exact for whole cents up to 2^53, and never a bigint string.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raggedEnds, wholeMonthsOf } from './report-calendar.ts';
import { scopeCte, type ReportScope } from './report-scope.ts';

export interface SalesFigures {
  /** Orders placed, whatever became of them. */
  orders: number;
  /** Orders that are sales: neither refunded nor failed. */
  sales: number;
  salesCents: number;
  refunds: number;
  refundedCents: number;
  failed: number;
}

export interface StoreSales extends SalesFigures {
  storeId: number;
  storeName: string;
}
export interface DaySales extends SalesFigures {
  /** 'YYYY-MM-DD' in the store's zone. */
  date: string;
}
export interface HourSales extends SalesFigures {
  /** 0–23, the hour of the day in the store's zone. */
  hour: number;
}
export interface PickupSales extends SalesFigures {
  pickupMethod: string;
}

/** `r.store_id in (…)` for the scope's stores; true for the whole chain. */
function storesIn(scope: ReportScope): SQL {
  if (scope.storeIds === null) return sql`true`;
  if (scope.storeIds.length === 0) return sql`false`;
  return sql`r.store_id in (${sql.join(
    scope.storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** `r.day` within the scope's days. */
const daysIn = (scope: ReportScope): SQL => sql`r.day >= ${scope.from} and r.day <= ${scope.to}`;

/** Which rows of a day rollup (`r`: report_store_days, or a chain one without stores) the scope covers. */
function inScope(scope: ReportScope): SQL {
  return sql`${daysIn(scope)} and ${storesIn(scope)}`;
}

/**
 * The day rollup a scope's days are read from: the chain's (24 rows a day, every store's hours summed)
 * for the whole chain, the stores' own otherwise.
 */
const dayRollup = (scope: ReportScope): SQL =>
  scope.storeIds === null ? sql`report_chain_hours` : sql`report_store_days`;

const FIGURE_NAMES = sql`orders, sales, sales_cents, refunds, refunded_cents, failed`;

/**
 * The scope's store figures as rows `r` (store_id and the six figures): the months wholly in the range
 * from report_store_months, and the days at its ends from report_store_days, so the chain's year
 * reads about 200 × (12 + 60) rows instead of 200 × 365.
 */
function storeFigureRows(scope: ReportScope): SQL {
  const months = wholeMonthsOf(scope.from, scope.to);
  if (months === null)
    return sql`(select r.store_id, ${FIGURE_NAMES} from report_store_days r where ${inScope(scope)})`;
  return sql`(select r.store_id, ${FIGURE_NAMES} from report_store_months r
      where r.month >= ${months.first} and r.month <= ${months.last} and ${storesIn(scope)}
    union all
    select r.store_id, ${FIGURE_NAMES} from report_store_days r
      where ${raggedEnds(sql`r.day`, scope.from, scope.to, months)} and ${storesIn(scope)})`;
}

/** Sums of the rollup's own columns. */
const SUMS = sql`coalesce(sum(r.orders), 0)::float8 as orders, coalesce(sum(r.sales), 0)::float8 as sales,
  coalesce(sum(r.sales_cents), 0)::float8 as "salesCents", coalesce(sum(r.refunds), 0)::float8 as refunds,
  coalesce(sum(r.refunded_cents), 0)::float8 as "refundedCents", coalesce(sum(r.failed), 0)::float8 as failed`;

/** Sums of figure sets `f` ([orders, sales, salesCents, refunds, refundedCents, failed]). */
const SET_SUMS = sql`sum((f->>0)::int)::float8 as orders, sum((f->>1)::int)::float8 as sales,
  sum((f->>2)::float8) as "salesCents", sum((f->>3)::int)::float8 as refunds,
  sum((f->>4)::float8) as "refundedCents", sum((f->>5)::int)::float8 as failed`;

const ZERO_OR = sql`coalesce(f.orders, 0) as orders, coalesce(f.sales, 0) as sales,
  coalesce(f."salesCents", 0) as "salesCents", coalesce(f.refunds, 0) as refunds,
  coalesce(f."refundedCents", 0) as "refundedCents", coalesce(f.failed, 0) as failed`;

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

export async function salesTotals(db: Db, scope: ReportScope): Promise<SalesFigures> {
  const [row] = await rowsOf<SalesFigures>(
    db,
    scope.storeIds === null
      ? sql`select ${SUMS} from report_chain_hours r where ${daysIn(scope)}`
      : sql`select ${SUMS} from ${storeFigureRows(scope)} r`,
  );
  return row ?? { orders: 0, sales: 0, salesCents: 0, refunds: 0, refundedCents: 0, failed: 0 };
}

/** Every store in the scope, those without an order too (a store with none is worth seeing), by sales. */
export function salesByStore(db: Db, scope: ReportScope): Promise<StoreSales[]> {
  return rowsOf<StoreSales>(
    db,
    sql`with ${scopeCte(scope)}, figures as (
          select r.store_id, ${SUMS} from ${storeFigureRows(scope)} r group by r.store_id)
        select s.store_id as "storeId", s.name as "storeName", ${ZERO_OR}
        from scope s left join figures f on f.store_id = s.store_id
        order by coalesce(f."salesCents", 0) desc, s.store_id`,
  );
}

/** Every day of the range, days without an order too, so a chart's days are evenly spaced. */
export function salesByDay(db: Db, scope: ReportScope): Promise<DaySales[]> {
  return rowsOf<DaySales>(
    db,
    sql`with figures as (select r.day, ${SUMS} from ${dayRollup(scope)} r where ${inScope(scope)} group by r.day)
        select to_char(d.day, 'YYYY-MM-DD') as date, ${ZERO_OR}
        from generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') as d(day)
        left join figures f on f.day = to_char(d.day, 'YYYY-MM-DD')
        order by d.day`,
  );
}

/** The 24 hours of the day, each store's orders at their own local hour. */
export function salesByHour(db: Db, scope: ReportScope): Promise<HourSales[]> {
  return rowsOf<HourSales>(
    db,
    sql`with figures as (${
      scope.storeIds === null
        ? sql`select r.hour, ${SUMS} from report_chain_hours r where ${daysIn(scope)} group by 1`
        : sql`select h.key::int as hour, ${SET_SUMS} from report_store_days r
            cross join lateral jsonb_each(r.hours) as h(key, f) where ${inScope(scope)} group by 1`
    })
        select g.hour, ${ZERO_OR}
        from generate_series(0, 23) as g(hour) left join figures f on f.hour = g.hour
        order by g.hour`,
  );
}

export function salesByPickupMethod(db: Db, scope: ReportScope): Promise<PickupSales[]> {
  return rowsOf<PickupSales>(
    db,
    scope.storeIds === null
      ? sql`select r.pickup as "pickupMethod", ${SUMS} from report_chain_pickups r
          where ${daysIn(scope)} group by 1 order by orders desc, 1`
      : sql`select p.key as "pickupMethod", ${SET_SUMS} from report_store_days r
          cross join lateral jsonb_each(r.pickups) as p(key, f)
        where ${inScope(scope)} group by 1 order by orders desc, 1`,
  );
}
