// What sold: the best-selling products and modifiers over the scope's sales (refunded and failed
// orders left out), from the order lines as they were priced when ordered. For the whole chain, from
// its month and day rollups (report-rollup.ts); for named stores, from their store months and, for the
// days at the range's ends, their own orders' lines (a few stores' lines are few).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { raggedEnds, wholeMonthsOf, type WholeMonths } from './report-calendar.ts';
import { IS_SALE, scopeCte, type ReportScope } from './report-scope.ts';
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

/**
 * `ranges`: per store of the scope, the instants whose orders are read line by line: the whole range
 * when it has no whole month, else the days before its first whole month and after its last (the
 * whole months come from the store month rollups).
 */
function rangesCte(whole: WholeMonths | null): SQL {
  if (whole === null) return sql`ranges as materialized (select store_id, lo, hi from scope)`;
  return sql`ranges as materialized (
    select s.store_id, r.lo, r.hi from scope s cross join lateral (values
      (s.lo, (${`${whole.first}-01`}::date)::timestamp at time zone s.time_zone),
      ((${`${whole.next}-01`}::date)::timestamp at time zone s.time_zone, s.hi)) as r(lo, hi)
    where r.lo < r.hi)`;
}

/** The sold orders `o` of `ranges`, each with its lines `i`: a lateral range of orders_store_placed_idx. */
const RANGE_LINES = sql`ranges s cross join lateral (
    select * from orders o where o.store_id = s.store_id and o.placed_at >= s.lo and o.placed_at < s.hi
    offset 0) o
  cross join lateral (${LINES_OF_ORDER}) i`;

/** The scope's store month rows of `table` for the whole months (none without one). */
const storeMonths = (table: SQL, columns: SQL, whole: WholeMonths | null): SQL =>
  whole === null
    ? sql``
    : sql`select ${columns} from ${table} r join scope s on s.store_id = r.store_id
        where r.month >= ${whole.first} and r.month <= ${whole.last} union all`;

export function topProducts(db: Db, scope: ReportScope, limit: number): Promise<ProductSales[]> {
  if (scope.storeIds === null)
    return rowsOf<ProductSales>(db, chainTop(scope, PRODUCTS, 'productId', 'productName', limit));
  const whole = wholeMonthsOf(scope.from, scope.to);
  return rowsOf<ProductSales>(
    db,
    sql`with ${scopeCte(scope)}, ${rangesCte(whole)},
      sold as (
        ${storeMonths(
          sql`report_store_product_months`,
          sql`r.product_id, r.product_name, r.named_at, r.quantity, r.sales_cents`,
          whole,
        )}
        select i.product_id, i.product_name, o.placed_at, i.quantity, i.price_cents - i.discount_cents
        from ${RANGE_LINES} where ${IS_SALE})
      select product_id as "productId", (array_agg(product_name order by named_at desc))[1] as "productName",
        sum(quantity)::float8 as quantity, sum(sales_cents)::float8 as "salesCents"
      from sold as r(product_id, product_name, named_at, quantity, sales_cents)
      group by 1 order by quantity desc, "salesCents" desc, 1 limit ${limit}`,
  );
}

export function topModifiers(db: Db, scope: ReportScope, limit: number): Promise<ModifierSales[]> {
  if (scope.storeIds === null)
    return rowsOf<ModifierSales>(db, chainTop(scope, MODIFIERS, 'modifierId', 'modifierName', limit));
  const whole = wholeMonthsOf(scope.from, scope.to);
  return rowsOf<ModifierSales>(
    db,
    sql`with ${scopeCte(scope)}, ${rangesCte(whole)},
      added as (
        ${storeMonths(
          sql`report_store_modifier_months`,
          sql`r.modifier_id, r.modifier_name, r.quantity, r.sales_cents`,
          whole,
        )}
        select (m.value->>'modifierId')::int, m.value->>'name', (m.value->>'quantity')::int * i.quantity,
          (m.value->>'quantity')::int * i.quantity * (m.value->>'unitPriceCents')::int
        from ${RANGE_LINES} cross join lateral jsonb_array_elements(i.modifiers) as m(value)
        where ${IS_SALE} and jsonb_array_length(i.modifiers) > 0)
      select modifier_id as "modifierId", max(modifier_name) as "modifierName",
        sum(quantity)::float8 as quantity, sum(sales_cents)::float8 as "salesCents"
      from added as r(modifier_id, modifier_name, quantity, sales_cents)
      group by 1 order by quantity desc, "salesCents" desc, 1 limit ${limit}`,
  );
}
