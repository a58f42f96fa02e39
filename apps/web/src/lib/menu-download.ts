// Downloads the menu tables listed by /product-data/tableNames.json. Progress counts what has really
// arrived: the index, then each table, so 100 means every table is in memory.
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import type { MenuTableName, MenuTables, TableFileEntry } from '@brewline/domain/menu/menu-tables';

const PRODUCT_DATA_PATH = '/product-data';

async function fetchJson<T>(url: string, attempt: number): Promise<T> {
  // A retry must not be answered by what failed: the page preloads these very URLs (index.html's
  // <link rel=preload>, the server's Link header), and Chromium hands a failed preload to the first
  // fetch of its URL whatever the fetch's cache mode. A retry's URL names its attempt, so no preload
  // matches it (the server ignores the query), and 'reload' skips the HTTP cache.
  const response = await fetch(
    attempt > 0 ? `${url}?attempt=${attempt}` : url,
    attempt > 0 ? { cache: 'reload' } : undefined,
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `attempt`: 0 for the first download, then the number of the retry after a failed one. */
export async function downloadMenuTables(
  onProgress: (percent: number) => void,
  { attempt = 0 }: { attempt?: number } = {},
): Promise<MenuTables> {
  const entries = await fetchJson<TableFileEntry[]>(`${PRODUCT_DATA_PATH}/tableNames.json`, attempt);
  const steps = entries.length + 1;
  let done = 1;
  onProgress(Math.floor((done / steps) * 100));
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      // Each file is its table by column (decision 010): the rows again, as the server read them.
      const rows = decodeTable(await fetchJson<unknown>(`${PRODUCT_DATA_PATH}/${entry.fileName}`, attempt));
      done += 1;
      onProgress(Math.floor((done / steps) * 100));
      return [entry.tableName, rows] as const;
    }),
  );
  const tables: Partial<Record<MenuTableName, unknown[]>> = Object.fromEntries(loaded);
  // The server writes these files from the same row types (packages/domain/src/menu/menu-tables.ts).
  return tables as MenuTables;
}

interface StartedDownload {
  readonly tables: Promise<MenuTables>;
  percent: number;
  readonly listeners: Set<(percent: number) => void>;
}

let started: StartedDownload | null = null;

/**
 * Starts the download as the app's code starts (main.tsx), before its first render: the provider's
 * effect would otherwise ask for the tables only after that render, and every screen but the
 * prerendered /menu waits for them before its largest paint.
 */
export function startMenuDownload(): void {
  if (started) return;
  const download: StartedDownload = {
    percent: 0,
    listeners: new Set(),
    tables: downloadMenuTables((percent) => {
      download.percent = percent;
      for (const listener of download.listeners) listener(percent);
    }),
  };
  // A failure is reported by the provider that follows this download; none may be following yet.
  download.tables.catch(() => undefined);
  started = download;
}

/**
 * Follows the download startMenuDownload started, if there is one: its progress so far at once, then
 * each step. Returns null when none was started (the component tests), and a way to stop following.
 */
export function followStartedDownload(
  onProgress: (percent: number) => void,
): { tables: Promise<MenuTables>; stop: () => void } | null {
  const download = started;
  if (!download) return null;
  onProgress(download.percent);
  download.listeners.add(onProgress);
  return { tables: download.tables, stop: () => download.listeners.delete(onProgress) };
}
