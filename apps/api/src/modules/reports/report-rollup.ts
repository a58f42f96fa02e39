// The report rollups, brought up to date before a report is read: the store days a trigger on orders
// marked (report_dirty_days: an order placed, or its status changed) are taken off the list and
// computed again from their orders, whole, in one transaction: a store's figures for the day
// (report_store_days, with its hours and pickup methods), and for each day touched, what sold across
// the chain (report_product_days, report_modifier_days); then the rollups derived from those days
// (report-rollup-derived.ts: the chain's hours and pickups per day, and calendar months). Recomputing
// a whole day, never adding to it, makes folding the same day twice harmless. An advisory lock makes
// concurrent readers take turns; an order committed meanwhile marks its day again and is folded in by
// the next reader.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { foldFunnelDays, rebuildFunnelDays } from './report-funnel-rollup.ts';
import { deriveReportRollups } from './report-rollup-derived.ts';
import { foldStoreSoldMonths, rebuildStoreSoldMonths } from './report-store-sold-months.ts';
import { IS_FAILED, IS_REFUND, IS_SALE, REFUNDED_CENTS, SALE_CENTS } from './report-scope.ts';

/** Any number the other advisory locks do not use: "rpt" in ASCII. */
const ROLLUP_LOCK = 0x727074;

interface StoreDay {
  store_id: number;
  day: string;
}

async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * [orders, sales, salesCents, refunds, refundedCents, failed] over the rows of `src`. "Refunds" are the
 * orders with money given back, wholly (a refunded order) or partly (a sale that stays a sale).
 */
const FIGURE_SET = sql`jsonb_build_array(count(*), count(*) filter (where is_sale),
  coalesce(sum(sale_cents) filter (where is_sale), 0), count(*) filter (where is_refund or refunded_cents > 0),
  coalesce(sum(refunded_cents), 0), count(*) filter (where is_failed))`;

/**
 * The orders of the marked store days, each with its local hour and its group: a lateral range of
 * orders_store_placed_idx per store day (a plain join would have the planner scan every order).
 */
const MARKED_ORDERS = (marked: string) => sql`marked as (
    select m.store_id, m.day, s.time_zone,
      (m.day::date)::timestamp at time zone s.time_zone as lo,
      ((m.day::date) + 1)::timestamp at time zone s.time_zone as hi
    from jsonb_to_recordset(${marked}::jsonb) as m(store_id int, day text)
    join stores s on s.store_id = m.store_id),
  src as materialized (
    select m.store_id, m.day, extract(hour from o.placed_at at time zone m.time_zone)::int as hour,
      o.pickup_location as pickup, ${IS_SALE} as is_sale, ${IS_REFUND} as is_refund,
      ${IS_FAILED} as is_failed, ${SALE_CENTS} as sale_cents, ${REFUNDED_CENTS} as refunded_cents
    from marked m cross join lateral (
      select * from orders o where o.store_id = m.store_id and o.placed_at >= m.lo and o.placed_at < m.hi
      offset 0) o)`;

// Every insert writes its rows in day order: a range of days then reads neighbouring pages (a store
// day with its hour and pickup objects is a few hundred bytes, and written in store order a day's 200
// rows sat on 200 pages).

/** Inserts the store days of `source` (a `src` CTE: one row per order, as MARKED_ORDERS makes). */
function insertStoreDays(source: SQL): SQL {
  return sql`with ${source},
    hours as (select store_id, day, jsonb_object_agg(hour::text, f) as hours
      from (select store_id, day, hour, ${FIGURE_SET} as f from src group by 1, 2, 3) h group by 1, 2),
    pickups as (select store_id, day, jsonb_object_agg(pickup, f) as pickups
      from (select store_id, day, pickup, ${FIGURE_SET} as f from src group by 1, 2, 3) p group by 1, 2),
    totals as (select store_id, day, ${FIGURE_SET} as f from src group by 1, 2)
    insert into report_store_days (store_id, day, orders, sales, sales_cents, refunds, refunded_cents,
      failed, hours, pickups)
    select t.store_id, t.day, (t.f->>0)::int, (t.f->>1)::int, (t.f->>2)::float8, (t.f->>3)::int,
      (t.f->>4)::float8, (t.f->>5)::int, h.hours, p.pickups
    from totals t join hours h using (store_id, day) join pickups p using (store_id, day)
    order by t.day, t.store_id`;
}

/** Inserts what sold on the days of `source` (a `lines` CTE: the sold orders' lines with their day). */
async function insertChainDays(tx: Tx, source: SQL): Promise<void> {
  await tx.execute(sql`with ${source}
    insert into report_product_days (day, product_id, product_name, quantity, sales_cents)
    select day, product_id, (array_agg(product_name order by placed_at desc))[1], sum(quantity),
      sum(price_cents - discount_cents)
    from lines group by day, product_id order by day, product_id`);
  await tx.execute(sql`with ${source}
    insert into report_modifier_days (day, modifier_id, modifier_name, quantity, sales_cents)
    select day, (m.value->>'modifierId')::int, max(m.value->>'name'),
      sum((m.value->>'quantity')::int * quantity),
      sum((m.value->>'quantity')::int * quantity * (m.value->>'unitPriceCents')::int)
    from lines cross join lateral jsonb_array_elements(lines.modifiers) as m(value)
    group by day, 2 order by day, 2`);
}

async function foldStoreDays(tx: Tx, marked: string): Promise<void> {
  await tx.execute(sql`delete from report_store_days r
    using jsonb_to_recordset(${marked}::jsonb) as m(store_id int, day text)
    where r.store_id = m.store_id and r.day = m.day`);
  await tx.execute(insertStoreDays(MARKED_ORDERS(marked)));
}

/** The local days of the marked store days. */
const markedDays = (marked: string): SQL =>
  sql`(select distinct m.day from jsonb_to_recordset(${marked}::jsonb) as m(store_id int, day text))`;

/** What sold on each marked day, across every store (a day's lines are few beside all of them). */
async function foldChainDays(tx: Tx, marked: string): Promise<void> {
  const days = markedDays(marked);
  await tx.execute(sql`delete from report_product_days where day in ${days}`);
  await tx.execute(sql`delete from report_modifier_days where day in ${days}`);
  const sold = sql`sold as materialized (
      select d.day, o.id, o.placed_at
      from ${days} d cross join stores s cross join lateral (
        select o.id, o.placed_at, o.status from orders o where o.store_id = s.store_id
          and o.placed_at >= (d.day::date)::timestamp at time zone s.time_zone
          and o.placed_at < ((d.day::date) + 1)::timestamp at time zone s.time_zone
        offset 0) o
      where ${IS_SALE}),
    lines as materialized (
      select sold.day, sold.placed_at, i.* from sold
      cross join lateral (select * from order_items where order_id = sold.id offset 0) i)`;
  await insertChainDays(tx, sold);
}

const ROLLUP_TABLES = [
  'report_store_days',
  'report_product_days',
  'report_modifier_days',
  'report_chain_hours',
  'report_chain_pickups',
  'report_store_months',
  'report_product_months',
  'report_modifier_months',
  'report_funnel_days',
  'report_store_product_months',
  'report_store_modifier_months',
];

/** Store days folded per transaction: each stays well inside the pool's query timeout. */
const CHUNK = 400;

/**
 * Folds every marked store day into the rollups, a chunk per transaction (after a large backlog, such
 * as the migration that marks every day of the orders stored before the rollups, each chunk commits
 * its progress), and the funnel's marked UTC days; answers how many store days were folded.
 */
export async function catchUpReportRollups(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      const marked = await rowsOf<StoreDay>(
        tx,
        sql`delete from report_dirty_days where (store_id, day) in (
              select store_id, day from report_dirty_days order by day, store_id limit ${CHUNK})
            returning store_id, day`,
      );
      // The funnel's marked UTC days first: few, and folded by every catch-up.
      await foldFunnelDays(tx);
      if (marked.length === 0) return 0;
      const list = JSON.stringify(marked);
      await foldStoreDays(tx, list);
      await foldChainDays(tx, list);
      await foldStoreSoldMonths(tx, list);
      await deriveReportRollups(tx, markedDays(list));
      return marked.length;
    });
    folded += count;
    if (count < CHUNK) break;
  }
  return folded;
}

/**
 * Computes every rollup again from all the orders, set-based (one pass, no store day at a time): for a
 * database filled without the trigger (the bench's seed turns triggers off to load a million orders
 * quickly) or a large backlog. Clears the marks; the rollups stay as they were until it commits.
 */
export async function rebuildReportRollups(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`delete from report_dirty_days`);
    await tx.execute(sql`delete from report_store_days`);
    await tx.execute(sql`delete from report_product_days`);
    await tx.execute(sql`delete from report_modifier_days`);
    await tx.execute(
      insertStoreDays(sql`src as materialized (
        select o.store_id, to_char(o.placed_at at time zone s.time_zone, 'YYYY-MM-DD') as day,
          extract(hour from o.placed_at at time zone s.time_zone)::int as hour,
          o.pickup_location as pickup, ${IS_SALE} as is_sale, ${IS_REFUND} as is_refund,
          ${IS_FAILED} as is_failed, ${SALE_CENTS} as sale_cents, ${REFUNDED_CENTS} as refunded_cents
        from orders o join stores s on s.store_id = o.store_id)`),
    );
    await insertChainDays(
      tx,
      sql`lines as materialized (
        select to_char(o.placed_at at time zone s.time_zone, 'YYYY-MM-DD') as day, o.placed_at, i.*
        from orders o join stores s on s.store_id = o.store_id join order_items i on i.order_id = o.id
        where ${IS_SALE})`,
    );
    await deriveReportRollups(tx, null);
    await rebuildStoreSoldMonths(tx);
    await rebuildFunnelDays(tx);
    // Every row was deleted and written again: fresh statistics for the planner (VACUUM cannot run in
    // a transaction; autovacuum reclaims the old rows).
    for (const table of ROLLUP_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
    const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from report_store_days`);
    return row?.n ?? 0;
  });
}

/**
 * Marks every store day that has orders, for stores filled without the trigger (the bench's seed,
 * which turns triggers off to load a million orders quickly); the next catch-up recomputes them all.
 */
export async function markEveryOrderDay(db: Db): Promise<void> {
  await db.execute(sql`insert into report_dirty_days (store_id, day)
    select distinct o.store_id, to_char(o.placed_at at time zone s.time_zone, 'YYYY-MM-DD')
    from orders o join stores s on s.store_id = o.store_id
    on conflict do nothing`);
}
