// A hot path's fixed SQL as a named prepared statement: node-postgres parses a name once per
// connection, so the statement costs no parsing and no query building after the first time; PGlite
// ignores the name. For statements drizzle's builder cannot express (data-modifying CTEs), or that
// run so often that building them shows in a profile (placing an order, moving its status).
import type { Db, Tx } from './client.ts';

type RowsOf<Row> = { execute: { rows: Row[] }; all: unknown; values: unknown };

/**
 * Runs `text` with `values` as the prepared statement `name` on the executor's connection. The query
 * object is drizzle's own prepared query, made per call because it holds its values: only the name
 * and the text are shared. Each name must always go with the same text.
 */
export async function runPrepared<Row>(
  executor: Db | Tx,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await executor._.session
    .prepareQuery<RowsOf<Row>>({ sql: text, params: values }, undefined, name, false)
    .execute();
  return result.rows;
}
