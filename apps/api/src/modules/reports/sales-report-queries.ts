// The sales reports, each one SQL statement computed in the database over the scope's orders (see
// report-scope.ts): the totals, by store, by day and by hour (in each store's zone), and by pickup
// method. Sums come back as float8: exact for whole cents up to 2^53, and never a bigint string.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  IS_FAILED,
  IS_REFUND,
  IS_SALE,
  LOCAL_PLACED,
  SALE_CENTS,
  SCOPED_ORDERS,
  scopeCte,
  type ReportScope,
} from './report-scope.ts';

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

const FIGURES = sql`count(*)::float8 as orders,
  (count(*) filter (where ${IS_SALE}))::float8 as sales,
  coalesce(sum(${SALE_CENTS}) filter (where ${IS_SALE}), 0)::float8 as "salesCents",
  (count(*) filter (where ${IS_REFUND}))::float8 as refunds,
  coalesce(sum(o.total_cents) filter (where ${IS_REFUND}), 0)::float8 as "refundedCents",
  (count(*) filter (where ${IS_FAILED}))::float8 as failed`;

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

export async function salesTotals(db: Db, scope: ReportScope): Promise<SalesFigures> {
  const [row] = await rowsOf<SalesFigures>(
    db,
    sql`with ${scopeCte(scope)} select ${FIGURES} from ${SCOPED_ORDERS}`,
  );
  return row ?? { orders: 0, sales: 0, salesCents: 0, refunds: 0, refundedCents: 0, failed: 0 };
}

/** Every store in the scope, those without an order too (a store with none is worth seeing), by sales. */
export function salesByStore(db: Db, scope: ReportScope): Promise<StoreSales[]> {
  return rowsOf<StoreSales>(
    db,
    sql`with ${scopeCte(scope)}, figures as (
          select o.store_id, ${FIGURES} from ${SCOPED_ORDERS} group by o.store_id)
        select s.store_id as "storeId", s.name as "storeName",
          coalesce(f.orders, 0) as orders, coalesce(f.sales, 0) as sales,
          coalesce(f."salesCents", 0) as "salesCents", coalesce(f.refunds, 0) as refunds,
          coalesce(f."refundedCents", 0) as "refundedCents", coalesce(f.failed, 0) as failed
        from scope s left join figures f on f.store_id = s.store_id
        order by coalesce(f."salesCents", 0) desc, s.store_id`,
  );
}

/** Every day of the range, days without an order too, so a chart's days are evenly spaced. */
export function salesByDay(db: Db, scope: ReportScope): Promise<DaySales[]> {
  return rowsOf<DaySales>(
    db,
    sql`with ${scopeCte(scope)}, figures as (
          select (${LOCAL_PLACED})::date as day, ${FIGURES} from ${SCOPED_ORDERS} group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as date,
          coalesce(f.orders, 0) as orders, coalesce(f.sales, 0) as sales,
          coalesce(f."salesCents", 0) as "salesCents", coalesce(f.refunds, 0) as refunds,
          coalesce(f."refundedCents", 0) as "refundedCents", coalesce(f.failed, 0) as failed
        from generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') as d(day)
        left join figures f on f.day = d.day::date
        order by d.day`,
  );
}

/** The 24 hours of the day, each store's orders at their own local hour. */
export function salesByHour(db: Db, scope: ReportScope): Promise<HourSales[]> {
  return rowsOf<HourSales>(
    db,
    sql`with ${scopeCte(scope)}, figures as (
          select extract(hour from ${LOCAL_PLACED})::int as hour, ${FIGURES} from ${SCOPED_ORDERS} group by 1)
        select h.hour, coalesce(f.orders, 0) as orders, coalesce(f.sales, 0) as sales,
          coalesce(f."salesCents", 0) as "salesCents", coalesce(f.refunds, 0) as refunds,
          coalesce(f."refundedCents", 0) as "refundedCents", coalesce(f.failed, 0) as failed
        from generate_series(0, 23) as h(hour) left join figures f on f.hour = h.hour
        order by h.hour`,
  );
}

export function salesByPickupMethod(db: Db, scope: ReportScope): Promise<PickupSales[]> {
  return rowsOf<PickupSales>(
    db,
    sql`with ${scopeCte(scope)}
        select o.pickup_location as "pickupMethod", ${FIGURES} from ${SCOPED_ORDERS}
        group by o.pickup_location order by orders desc, 1`,
  );
}
