// What sold: the best-selling products and modifiers over the scope's sales (refunded and failed
// orders left out), from the order lines as they were priced when ordered. For the whole chain, from
// the month and day rollups (report-rollup.ts); for named stores, from their own orders' lines (a few stores'
// lines are few).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raggedEnds, wholeMonthsOf } from './report-calendar.ts';
import { IS_SALE, SCOPED_ORDERS, scopeCte, type ReportScope } from './report-scope.ts';
import { rowsOf } from './sales-report-queries.ts';

export interface ProductSales {
  productId: number;
  /** The name on the most recent line, as the menu said it then. */
  productName: string;
  /** Drinks or items sold (a line of 2 counts 2). */
  quantity: number;
  /** What the lines brought in before tax, less any reward that paid for them. */
  salesCents: number;
}

export interface ModifierSales {
  modifierId: number;
  modifierName: string;
  /** Times the modifier was added, counting pumps and shots (2 pumps on 2 drinks counts 4). */
  quantity: number;
  salesCents: number;
}

export const TOP_LIMIT_MAX = 50;

/**
 * An order's lines, read through the order_items primary key order by order: the range's orders are
 * a small part of all of them, and joining the whole order_items table instead (a hash join the
 * planner may choose) would read every line ever sold.
 */
const LINES_OF_ORDER = sql`select * from order_items where order_id = o.id offset 0`;

/** A chain rollup of what sold: its day and month tables and their key and name columns. */
interface SoldRollup {
  days: SQL;
  months: SQL;
  id: SQL;
  name: SQL;
}
const PRODUCTS: SoldRollup = {
  days: sql`report_product_days`,
  months: sql`report_product_months`,
  id: sql`product_id`,
  name: sql`product_name`,
};
const MODIFIERS: SoldRollup = {
  days: sql`report_modifier_days`,
  months: sql`report_modifier_months`,
  id: sql`modifier_id`,
  name: sql`modifier_name`,
};

/**
 * The chain's rows of a rollup over the scope: the months wholly in the range and the days at its
 * ends, each with the latest day it covers (a month row carries its latest day with a sale).
 */
function chainRows(scope: ReportScope, rollup: SoldRollup): SQL {
  const whole = wholeMonthsOf(scope.from, scope.to);
  const inRange = sql`day >= ${scope.from} and day <= ${scope.to}`;
  if (whole === null)
    return sql`(select ${rollup.id} as id, day, quantity, sales_cents from ${rollup.days} where ${inRange})`;
  return sql`(select ${rollup.id} as id, last_day as day, quantity, sales_cents from ${rollup.months}
      where month >= ${whole.first} and month <= ${whole.last}
    union all
    select ${rollup.id} as id, day, quantity, sales_cents from ${rollup.days}
      where ${raggedEnds(sql`day`, scope.from, scope.to, whole)})`;
}

/**
 * The chain's best sellers, most sold first, then by sales: summed by hash (no sort of every row), and
 * only the top ones named, each by its latest day's row (the name it sold under most recently).
 */
const chainTop = (scope: ReportScope, rollup: SoldRollup, idAs: string, nameAs: string, limit: number): SQL =>
  sql`with top as (
      select id, max(day) as last_day, sum(quantity)::float8 as quantity, sum(sales_cents)::float8 as "salesCents"
      from ${chainRows(scope, rollup)} r group by id order by quantity desc, "salesCents" desc, id limit ${limit})
    select id as ${sql.identifier(idAs)},
      (select ${rollup.name} from ${rollup.days} d where d.day = top.last_day and d.${rollup.id} = top.id)
        as ${sql.identifier(nameAs)},
      quantity, "salesCents"
    from top order by quantity desc, "salesCents" desc, id`;

export function topProducts(db: Db, scope: ReportScope, limit: number): Promise<ProductSales[]> {
  if (scope.storeIds === null)
    return rowsOf<ProductSales>(db, chainTop(scope, PRODUCTS, 'productId', 'productName', limit));
  return rowsOf<ProductSales>(
    db,
    sql`with ${scopeCte(scope)}
        select i.product_id as "productId",
          (array_agg(i.product_name order by o.placed_at desc))[1] as "productName",
          sum(i.quantity)::float8 as quantity,
          sum(i.price_cents - i.discount_cents)::float8 as "salesCents"
        from ${SCOPED_ORDERS} cross join lateral (${LINES_OF_ORDER}) i
        where ${IS_SALE}
        group by i.product_id order by quantity desc, "salesCents" desc, 1 limit ${limit}`,
  );
}

export function topModifiers(db: Db, scope: ReportScope, limit: number): Promise<ModifierSales[]> {
  if (scope.storeIds === null)
    return rowsOf<ModifierSales>(db, chainTop(scope, MODIFIERS, 'modifierId', 'modifierName', limit));
  return rowsOf<ModifierSales>(
    db,
    sql`with ${scopeCte(scope)}
        select (m.value->>'modifierId')::int as "modifierId",
          max(m.value->>'name') as "modifierName",
          sum((m.value->>'quantity')::int * i.quantity)::float8 as quantity,
          sum((m.value->>'quantity')::int * i.quantity * (m.value->>'unitPriceCents')::int)::float8 as "salesCents"
        from ${SCOPED_ORDERS} cross join lateral (${LINES_OF_ORDER}) i
          cross join lateral jsonb_array_elements(i.modifiers) as m(value)
        where ${IS_SALE} and jsonb_array_length(i.modifiers) > 0
        group by 1 order by quantity desc, "salesCents" desc, 1 limit ${limit}`,
  );
}
