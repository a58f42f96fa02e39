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
  /** The first attempt's tables (followStartedDownload). */
  tables: Promise<MenuTables>;
  /** Resolves with the tables once an attempt has them: what hydration waits for (use()). */
  readonly settled: Promise<MenuTables>;
  readonly settle: (tables: MenuTables) => void;
  /** The tables once they are in. */
  done: MenuTables | null;
  /** The latest attempt failed, and no retry has started since. */
  failed: boolean;
  attempts: number;
  percent: number;
  readonly listeners: Set<(percent: number) => void>;
}

let started: StartedDownload | null = null;
const failureListeners = new Set<() => void>();

function attempt(download: StartedDownload): Promise<MenuTables> {
  const tables = downloadMenuTables(
    (percent) => {
      download.percent = percent;
      for (const listener of download.listeners) listener(percent);
    },
    { attempt: download.attempts },
  );
  download.attempts += 1;
  tables.then(
    (done) => {
      download.done = done;
      download.settle(done);
    },
    () => {
      download.failed = true;
      for (const listener of failureListeners) listener();
    },
  );
  return tables;
}

/**
 * Starts the download as the app's code starts (main.tsx), before its first render: every screen waits
 * for the tables, and a page the server rendered is hydrated once they are in.
 */
export function startMenuDownload(): void {
  if (started) return;
  let settle: (tables: MenuTables) => void = () => undefined;
  const settled = new Promise<MenuTables>((resolve) => (settle = resolve));
  const download: StartedDownload = {
    tables: settled,
    settled,
    settle,
    done: null,
    failed: false,
    attempts: 0,
    percent: 0,
    listeners: new Set(),
  };
  download.tables = attempt(download);
  started = download;
}

const NOTHING_STARTED: Promise<null> = Promise.resolve(null);

/** The started download's tables once in (null until then, or without one). */
export function downloadedTables(): MenuTables | null {
  return started?.done ?? null;
}

/** Resolves with the started download's tables once an attempt has them; null when none was started. */
export function settledDownload(): Promise<MenuTables | null> {
  return started?.settled ?? NOTHING_STARTED;
}

/** Whether the started download's latest attempt failed (no retry since). */
export function startedDownloadFailed(): boolean {
  return started?.failed ?? false;
}

export function subscribeDownloadFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Tries the started download again after a failure (the customer's Try again). */
export function retryStartedDownload(): void {
  if (!started?.failed) return;
  started.failed = false;
  for (const listener of failureListeners) listener();
  void attempt(started);
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
