// Grows the seeded demo database for the "cost as work grows" figures: the menu `factor` times larger
// (every menu table copied with new ids: groups, products, sizes, versions, modifier groups, scales,
// modifiers, the links between them, visibility rules and every price of them at every store), then
// `factor` times more stores (copied with their hours, terminals, prices, sold-out products and
// store visibility rules). Each copy is one INSERT … SELECT per table, so it runs the same on PGlite
// and PostgreSQL and in seconds. Must run before the server starts: the menu snapshot is read then.
//
// Every column is copied as it is (the list is read from information_schema, so a column added later
// is copied too) but those spelled out here: ids, the references between copies, and names.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

/** The database or a transaction on it: all the copying needs is `execute`. */
type Executor = Pick<Db, 'execute'>;

/** An SQL expression over the original row `t` and the copy number `c.k` (1 … factor − 1). */
type Overrides = Record<string, string>;

async function rows<T>(db: Executor, query: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(query));
  // node-postgres answers { rows }, PGlite too.
  return (result as { rows: T[] }).rows;
}

/** The power of ten above a table's largest id, so copy k's ids read as k followed by the original's. */
async function idStep(db: Executor, table: string, column: string): Promise<number> {
  const [row] = await rows<{ top: number | null }>(db, `select max(${column}) as top from ${table}`);
  return 10 ** String(Math.max(row?.top ?? 0, 1)).length;
}

async function columnsOf(db: Executor, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    `select column_name as name from information_schema.columns
     where table_schema = current_schema() and table_name = '${table}' order by ordinal_position`,
  );
  if (found.length === 0) throw new Error(`no table ${table}`);
  return found.map((column) => column.name);
}

async function copyRows(
  db: Executor,
  table: string,
  factor: number,
  overrides: Overrides,
  where = 'true',
): Promise<void> {
  const columns = await columnsOf(db, table);
  const unknown = Object.keys(overrides).filter((column) => !columns.includes(column));
  if (unknown.length > 0) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  const values = columns.map((column) => overrides[column] ?? `t.${column}`);
  await db.execute(
    sql.raw(
      `insert into ${table} (${columns.join(', ')})
       select ${values.join(', ')}
       from ${table} t cross join generate_series(1, ${factor - 1}) as c(k)
       where ${where}`,
    ),
  );
}

/** `column + k × step`, null staying null. */
const shifted = (column: string, step: number): string => `t.${column} + c.k * ${step}`;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
/**
 * Copy k's text is the original's with every letter moved k places on ("Latte" → "Mbuuf" in copy 1):
 * distinct text with the original's length and shape. Plain copies would not do: brotli's window
 * spans a whole menu file, so a file of ten identical copies compresses to little more than one,
 * and the 10× menu would not show in the bytes a browser downloads.
 */
const disguised = (column: string): string =>
  `translate(t.${column}, '${LOWER}${UPPER}', ` +
  `substr('${LOWER}${LOWER}', c.k + 1, 26) || substr('${UPPER}${UPPER}', c.k + 1, 26))`;
/** Stores are told apart by a number: "Las Vegas Strip 2" … "Las Vegas Strip 10". */
const numbered = (column: string): string => `t.${column} || ' ' || (c.k + 1)`;

async function scaleMenu(db: Executor, factor: number): Promise<void> {
  const group = await idStep(db, 'product_groups', 'id');
  const product = await idStep(db, 'products', 'id');
  const size = await idStep(db, 'sizes', 'id');
  const version = await idStep(db, 'product_versions', 'id');
  const modifierGroup = await idStep(db, 'modifier_groups', 'id');
  const scale = await idStep(db, 'modifier_scales', 'id');
  const modifier = await idStep(db, 'modifiers', 'id');
  const visibility = await idStep(db, 'product_visibility', 'id');
  const copy = (table: string, overrides: Overrides): Promise<void> => copyRows(db, table, factor, overrides);
  await copy('product_groups', {
    id: shifted('id', group),
    // 0 is "top level", not a group.
    parent_id: `case when t.parent_id = 0 then 0 else t.parent_id + c.k * ${group} end`,
    name: disguised('name'),
  });
  await copy('products', {
    id: shifted('id', product),
    name: disguised('name'),
    ticket_name: disguised('ticket_name'),
    description: disguised('description'),
  });
  await copy('product_group_products', {
    group_id: shifted('group_id', group),
    product_id: shifted('product_id', product),
  });
  await copy('sizes', { id: shifted('id', size), name: disguised('name') });
  await copy('product_sizes', {
    product_id: shifted('product_id', product),
    size_id: shifted('size_id', size),
  });
  await copy('product_versions', { id: shifted('id', version), product_id: shifted('product_id', product) });
  await copy('modifier_groups', { id: shifted('id', modifierGroup), name: disguised('name') });
  await copy('modifier_scales', { id: shifted('id', scale), name: disguised('name') });
  await copy('modifiers', {
    id: shifted('id', modifier),
    modifier_group_id: shifted('modifier_group_id', modifierGroup),
    modifier_scale_id: shifted('modifier_scale_id', scale),
    name: disguised('name'),
  });
  await copy('product_modifier_groups', {
    product_id: shifted('product_id', product),
    modifier_group_id: shifted('modifier_group_id', modifierGroup),
    default_modifier_id: shifted('default_modifier_id', modifier),
  });
  await copy('product_modifier_scales', {
    product_id: shifted('product_id', product),
    modifier_scale_id: shifted('modifier_scale_id', scale),
    default_modifier_id: shifted('default_modifier_id', modifier),
  });
  await copy('product_visibility', {
    id: shifted('id', visibility),
    product_id: shifted('product_id', product),
  });
  await copy('size_prices', {
    product_id: shifted('product_id', product),
    size_id: shifted('size_id', size),
  });
  await copy('modifier_prices', { modifier_id: shifted('modifier_id', modifier) });
  await copy('chain_size_prices', {
    product_id: shifted('product_id', product),
    size_id: shifted('size_id', size),
  });
  await copy('chain_modifier_prices', { modifier_id: shifted('modifier_id', modifier) });
  await copy('unavailable_products', { product_id: shifted('product_id', product) });
  // The demo seed published its menu through the draft (decision 009), so the draft row holds the
  // demo menu: left so, the next publication would make that the live menu again and remove every
  // copy made here (bench:admin's first "publish the 10× menu" did, in 25 s). Without a draft row
  // the draft is the live menu, copied from it at the next edit.
  await db.execute(sql.raw('delete from menu_drafts'));
}

async function scaleStores(db: Executor, factor: number): Promise<void> {
  const store = await idStep(db, 'stores', 'store_id');
  const visibility = await idStep(db, 'product_visibility', 'id');
  const copy = (table: string, overrides: Overrides, where?: string): Promise<void> =>
    copyRows(db, table, factor, overrides, where);
  await copy('stores', {
    store_id: shifted('store_id', store),
    name: numbered('name'),
    nickname: numbered('nickname'),
    // A few hundred metres apart, so the store finder sees distinct stores.
    latitude: 't.latitude + c.k * 0.003',
    longitude: 't.longitude + c.k * 0.003',
  });
  await copy('terminals', { store_id: shifted('store_id', store) });
  await copy('size_prices', { store_id: shifted('store_id', store) });
  await copy('modifier_prices', { store_id: shifted('store_id', store) });
  await copy('unavailable_products', { store_id: shifted('store_id', store) });
  await copy(
    'product_visibility',
    { id: shifted('id', visibility), store_id: shifted('store_id', store) },
    't.store_id is not null',
  );
}

export interface ScaledCounts {
  products: number;
  stores: number;
  sizePrices: number;
  modifierPrices: number;
}

/**
 * Grows menu and stores `factor` times, in one transaction; answers the resulting counts. `db` must
 * be one connection (PGlite, or a node-postgres Client: not the server's pool, whose query timeout
 * a loaded machine can exceed on the half-million price rows).
 */
export async function scaleSeed(db: Executor, factor: number): Promise<ScaledCounts> {
  if (!Number.isInteger(factor) || factor < 2)
    throw new Error(`scale factor must be an integer ≥ 2: ${factor}`);
  await db.execute(sql.raw('begin'));
  try {
    await scaleMenu(db, factor);
    await scaleStores(db, factor);
    await db.execute(sql.raw('commit'));
  } catch (error) {
    await db.execute(sql.raw('rollback'));
    throw error;
  }
  // Ids above were given explicitly: move the serial on, should anything insert a rule later.
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('product_visibility', 'id'), (select max(id) from product_visibility))`,
    ),
  );
  const [counts] = await rows<ScaledCounts>(
    db,
    `select (select count(*)::int from products) as "products", (select count(*)::int from stores) as "stores",
       (select count(*)::int from size_prices) as "sizePrices", (select count(*)::int from modifier_prices) as "modifierPrices"`,
  );
  if (!counts) throw new Error('no counts');
  return counts;
}
