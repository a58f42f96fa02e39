// How one menu table travels in its /product-data/ file (decision 010): by column, not by row, so a
// row's keys are written once per table instead of once per row, and an all-integer column (ids,
// references, priorities) as the differences between neighbours, which in tables sorted by id are
// mostly 1 or 0 and compress to almost nothing. At the 10x seed this took the thirteen files from
// 66 KiB to 46 KiB brotli (122 to 57 KiB gzip). The server encodes (product-data-files.ts), the web
// app decodes (menu-download.ts): both through this file, so they cannot drift apart.

/** A column: its values as they are, or (integers only) the first value then each one's step. */
export type EncodedColumn = unknown[] | { readonly steps: number[] };

export interface EncodedTable {
  /** How many rows: a table with no rows has no columns to count them by. */
  readonly rows: number;
  /** Column name → values in row order; every row has every column (the rows share one shape). */
  readonly columns: Readonly<Record<string, EncodedColumn>>;
}

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

function encodeColumn(values: unknown[]): EncodedColumn {
  if (values.length < 2 || !values.every(isInteger)) return values;
  const steps = values.map((value, index) => (index === 0 ? value : value - (values[index - 1] as number)));
  return { steps };
}

// The decoding runs in a first load's busiest moment, before the functions are optimised: plain
// counted loops, since an `entries()` or destructuring loop makes an array per value there, and their
// garbage came back as a collection in the same task (a phone's single core).
function decodeColumn(column: EncodedColumn): unknown[] {
  if (Array.isArray(column)) return column;
  const { steps } = column;
  const values: number[] = [];
  let current = 0;
  for (let index = 0; index < steps.length; index += 1) {
    current += steps[index] as number;
    values.push(current);
  }
  return values;
}

/** Rows (objects) of one shape, the first row's keys, to their columns. */
export function encodeTable(rows: readonly unknown[]): EncodedTable {
  const columns: Record<string, EncodedColumn> = {};
  const first = rows[0];
  if (typeof first === 'object' && first !== null) {
    for (const key of Object.keys(first)) {
      columns[key] = encodeColumn(rows.map((row) => (row as Record<string, unknown>)[key]));
    }
  }
  return { rows: rows.length, columns };
}

/**
 * The rows again, each with its keys in the server's order. Throws on a file that is not an encoded
 * table or whose columns disagree on the row count: the caller retries the download.
 */
export function decodeTable<Row>(encoded: unknown): Row[] {
  if (!isEncodedTable(encoded)) throw new Error('A menu table file is not in the expected form');
  const keys = Object.keys(encoded.columns);
  const columns = keys.map((key) => decodeColumn(encoded.columns[key] as EncodedColumn));
  for (let column = 0; column < keys.length; column += 1) {
    const { length } = columns[column] as unknown[];
    if (length !== encoded.rows) throw new Error(`Menu table column ${keys[column]} has ${length} rows`);
  }
  const rows: Record<string, unknown>[] = [];
  for (let index = 0; index < encoded.rows; index += 1) {
    const row: Record<string, unknown> = {};
    for (let column = 0; column < keys.length; column += 1) {
      row[keys[column] as string] = (columns[column] as unknown[])[index];
    }
    rows.push(row);
  }
  return rows as Row[];
}

function isEncodedTable(value: unknown): value is EncodedTable {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, columns } = value as Partial<EncodedTable>;
  if (typeof rows !== 'number' || typeof columns !== 'object' || columns === null) return false;
  return Object.values(columns).every(
    (column) => Array.isArray(column) || (typeof column === 'object' && Array.isArray(column.steps)),
  );
}
