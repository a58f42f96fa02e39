// What each store sold each local calendar month (report_store_product_months and
// report_store_modifier_months), from its orders' lines: a store manager's year reads 12 months of
// rows and only the days at the range's ends from the lines themselves. A (store, month) is recomputed
// whole from its orders whenever one of its days is folded (report-rollup.ts), in that transaction;
// a rebuild computes them all at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { IS_SALE } from './report-scope.ts';

/** Inserts the rows of `lines` (a CTE of sold lines with store_id, month and the order's placed_at). */
async function insertSoldMonths(tx: Tx, lines: SQL): Promise<void> {
  await tx.execute(sql`with ${lines}
    insert into report_store_product_months
      (store_id, month, product_id, product_name, named_at, quantity, sales_cents)
    select store_id, month, product_id, (array_agg(product_name order by placed_at desc))[1],
      max(placed_at), sum(quantity), sum(price_cents - discount_cents)
    from lines group by 1, 2, 3 order by 1, 2, 3`);
  await tx.execute(sql`with ${lines}
    insert into report_store_modifier_months
      (store_id, month, modifier_id, modifier_name, quantity, sales_cents)
    select store_id, month, (m.value->>'modifierId')::int, max(m.value->>'name'),
      sum((m.value->>'quantity')::int * quantity),
      sum((m.value->>'quantity')::int * quantity * (m.value->>'unitPriceCents')::int)
    from lines cross join lateral jsonb_array_elements(lines.modifiers) as m(value)
    group by 1, 2, 3 order by 1, 2, 3`);
}

/** Recomputes the (store, month) of each marked store day (`marked`: JSON [{ store_id, day }]). */
export async function foldStoreSoldMonths(tx: Tx, marked: string): Promise<void> {
  const months = sql`(select distinct m.store_id, left(m.day, 7) as month
    from jsonb_to_recordset(${marked}::jsonb) as m(store_id int, day text))`;
  for (const table of ['report_store_product_months', 'report_store_modifier_months'])
    await tx.execute(sql`delete from ${sql.identifier(table)} r using ${months} mm
      where r.store_id = mm.store_id and r.month = mm.month`);
  await insertSoldMonths(
    tx,
    sql`ranges as (
        select mm.store_id, mm.month,
          ((mm.month || '-01')::date)::timestamp at time zone s.time_zone as lo,
          ((mm.month || '-01')::date + interval '1 month')::timestamp at time zone s.time_zone as hi
        from ${months} mm join stores s on s.store_id = mm.store_id),
      sold as materialized (
        select r.store_id, r.month, o.id, o.placed_at from ranges r cross join lateral (
          select o.id, o.placed_at, o.status from orders o
          where o.store_id = r.store_id and o.placed_at >= r.lo and o.placed_at < r.hi offset 0) o
        where ${IS_SALE}),
      lines as materialized (
        select sold.store_id, sold.month, sold.placed_at, i.* from sold
        cross join lateral (select * from order_items where order_id = sold.id offset 0) i)`,
  );
}

/** Computes every (store, month) again from all the orders (inside a rebuild). */
export async function rebuildStoreSoldMonths(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from report_store_product_months`);
  await tx.execute(sql`delete from report_store_modifier_months`);
  await insertSoldMonths(
    tx,
    sql`lines as materialized (
      select o.store_id, to_char(o.placed_at at time zone s.time_zone, 'YYYY-MM') as month, o.placed_at, i.*
      from orders o join stores s on s.store_id = o.store_id join order_items i on i.order_id = o.id
      where ${IS_SALE})`,
  );
}
