// Downloads the menu tables listed by /product-data/tableNames.json. Progress counts what has really
// arrived: the index, then each table, so 100 means every table is in memory.
import type { MenuTableName, MenuTables, TableFileEntry } from '@brewline/domain/menu-tables';

const PRODUCT_DATA_PATH = '/product-data';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function downloadMenuTables(onProgress: (percent: number) => void): Promise<MenuTables> {
  const entries = await fetchJson<TableFileEntry[]>(`${PRODUCT_DATA_PATH}/tableNames.json`);
  const steps = entries.length + 1;
  let done = 1;
  onProgress(Math.floor((done / steps) * 100));
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      const rows = await fetchJson<unknown[]>(`${PRODUCT_DATA_PATH}/${entry.fileName}`);
      done += 1;
      onProgress(Math.floor((done / steps) * 100));
      return [entry.tableName, rows] as const;
    }),
  );
  const tables: Partial<Record<MenuTableName, unknown[]>> = Object.fromEntries(loaded);
  // The server writes these files from the same row types (packages/domain/src/menu-tables.ts).
  return tables as MenuTables;
}
