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

/**
 * The chain's rows of a product or modifier rollup (`days` and `months`, keyed by `id`) over the scope:
 * the months wholly in the range and the days at its ends, each with the day its name is from (a month
 * row carries its latest day's), so the name is the most recent day's as if every day were read.
 */
function chainRows(scope: ReportScope, days: SQL, months: SQL, id: SQL, name: SQL): SQL {
  const whole = wholeMonthsOf(scope.from, scope.to);
  const inRange = sql`day >= ${scope.from} and day <= ${scope.to}`;
  if (whole === null)
    return sql`(select ${id} as id, ${name} as name, day, quantity, sales_cents from ${days} where ${inRange})`;
  return sql`(select ${id} as id, ${name} as name, last_day as day, quantity, sales_cents from ${months}
      where month >= ${whole.first} and month <= ${whole.last}
    union all
    select ${id} as id, ${name} as name, day, quantity, sales_cents from ${days}
      where ${raggedEnds(sql`day`, scope.from, scope.to, whole)})`;
}

/** The chain's best sellers from `rows` (chainRows), most sold first, then by sales. */
const chainTop = (rows: SQL, idAs: string, nameAs: string, limit: number): SQL =>
  sql`select id as ${sql.identifier(idAs)}, (array_agg(name order by day desc))[1] as ${sql.identifier(nameAs)},
      sum(quantity)::float8 as quantity, sum(sales_cents)::float8 as "salesCents"
    from ${rows} r group by id order by quantity desc, "salesCents" desc, 1 limit ${limit}`;

export function topProducts(db: Db, scope: ReportScope, limit: number): Promise<ProductSales[]> {
  if (scope.storeIds === null)
    return rowsOf<ProductSales>(
      db,
      chainTop(
        chainRows(
          scope,
          sql`report_product_days`,
          sql`report_product_months`,
          sql`product_id`,
          sql`product_name`,
        ),
        'productId',
        'productName',
        limit,
      ),
    );
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
    return rowsOf<ModifierSales>(
      db,
      chainTop(
        chainRows(
          scope,
          sql`report_modifier_days`,
          sql`report_modifier_months`,
          sql`modifier_id`,
          sql`modifier_name`,
        ),
        'modifierId',
        'modifierName',
        limit,
      ),
    );
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
