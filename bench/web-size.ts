// npm run bench:web: builds the browser apps, then measures what a first visit to each route family a
// customer or member opens downloads in JavaScript (the entry, the route's own code and everything
// they import statically, gzip: bench/web/route-first-load.ts), the store board's first visit, the
// menu tables (gzip and brotli, at the demo seed) and, for information, the prerendered first HTML;
// and what the back office's first visit to /admin downloads, checking that none of the back office's
// code reached the customer app's files and that no chunk fetches the inlined stylesheet again. With --check it
// exits non-zero when a budget is broken or any of the checks finds a file; sizes are stable,
// so they may gate `npm test`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { loadMenuTables } from '../apps/api/src/modules/menu/menu-repository.ts';
import { buildProductDataFiles } from '../apps/api/src/modules/menu/product-data-files.ts';
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';
import { scaleSeed } from './api/scale-seed.ts';
import { firstLoadFiles, gzipSize, readManifest } from './web/first-load.ts';
import { measureRoutes } from './web/route-first-load.ts';
import { webChunksWhoseText } from './web/chunks-whose-text.ts';
import { chunksFetchingStylesheets } from './web/stylesheet-requests.ts';

const KIB = 1024;
/** Any route's first visit: React, the chrome, the route's screen and the GraphQL client (gzip). */
const FIRST_LOAD_JS_BUDGET = 170 * KIB;
/**
 * The menu's and a product's first visit, the pages most visits open on: the goal is 110 KiB for both.
 * A product's first visit with a store chosen is over it (react-dom is 64 KiB gzip, and the store's
 * query brings the GraphQL client, 14): its ceiling is its figure today, so it can only come down
 * (docs/performance.md, "First-load JavaScript"). Without a store yet it meets the goal.
 */
const ROUTE_CEILINGS: Readonly<Record<string, number>> = {
  '/menu': 110 * KIB,
  '/product/:id/:slug': 125 * KIB,
  '/product/:id/:slug (no store yet)': 110 * KIB,
};
const MENU_TABLES_BUDGET = 60 * KIB;
/** The back office's first load: the shell, sign-in and dashboard; pages load on their own. */
const ADMIN_FIRST_LOAD_JS_BUDGET = 150 * KIB;
/**
 * Strings only the back office's code holds (its storage keys, its title): finding one in the
 * customer app's files means back-office code was bundled into it.
 */
const ADMIN_ONLY_MARKERS = ['brewline.admin.', 'Brewline back office'];
const adminDist = fileURLToPath(new URL('../apps/admin/dist', import.meta.url));
const boardDist = fileURLToPath(new URL('../apps/board/dist', import.meta.url));

// WEB_DIST_DIR measures a build made elsewhere (`vite build --outDir <dir>`) as it stands, without
// rebuilding apps/web/dist: helpers working side by side each measure their own build.
const distOverride = process.env['WEB_DIST_DIR'];
const dist = distOverride
  ? resolve(distOverride)
  : fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The back office's first-load JS (gzip) and how many chunks it is. */
export function measureAdminFirstLoad(): { jsBytes: number; chunks: number } {
  const chunks = firstLoadFiles(readManifest(adminDist)).js;
  const jsBytes = chunks.reduce((sum, file) => sum + gzipSize(readFileSync(join(adminDist, file))), 0);
  return { jsBytes, chunks: chunks.length };
}

/** The store board's first-load JS (gzip): its entry and every chunk the entry imports statically. */
export function measureBoardFirstLoad(): { jsBytes: number; chunks: number } {
  const chunks = firstLoadFiles(readManifest(boardDist)).js;
  const jsBytes = chunks.reduce((sum, file) => sum + gzipSize(readFileSync(join(boardDist, file))), 0);
  return { jsBytes, chunks: chunks.length };
}

/** The customer app's built files (any, not only the first load) that hold back-office code. */
function webFilesWithAdminCode(webDist: string): string[] {
  return webChunksWhoseText(webDist, (text) => ADMIN_ONLY_MARKERS.some((marker) => text.includes(marker)));
}

interface TablesSize {
  gzip: number;
  brotli: number;
}

/** What a first visit downloads of the menu tables: the index and every table file. */
function tablesSize(files: ReturnType<typeof buildProductDataFiles>): TablesSize {
  const all = [files.index, ...files.files.values()];
  return {
    gzip: all.reduce((sum, file) => sum + file.gzip.length, 0),
    brotli: all.reduce((sum, file) => sum + file.brotli.length, 0),
  };
}

/**
 * `menuScale`: also measure the tables over the seed grown that many times (bench/api/scale-seed.ts:
 * products, groups, modifiers… and stores copied with new ids and shifted names); about a minute more.
 */
export async function measureWebSizes(menuScale: number | null): Promise<{
  jsBytes: number;
  chunks: number;
  tables: TablesSize;
  scaledTables: TablesSize | null;
  menuHtmlBytes: number;
}> {
  if (!distOverride) ensureWebBuild();
  const chunks = firstLoadFiles(readManifest(dist)).js;
  const jsBytes = chunks.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0);
  // The template every page is rendered into, with its inlined stylesheet.
  const menuHtmlBytes = gzipSize(readFileSync(join(dist, 'index.html')));

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const tables = tablesSize(buildProductDataFiles(await loadMenuTables(database.db)));
    let scaledTables: TablesSize | null = null;
    if (menuScale !== null) {
      await scaleSeed(database.db, menuScale);
      scaledTables = tablesSize(buildProductDataFiles(await loadMenuTables(database.db)));
    }
    return { jsBytes, chunks: chunks.length, tables, scaledTables, menuHtmlBytes };
  } finally {
    await database.close();
  }
}

const check = process.argv.includes('--check');
// `--scale`: the menu tables at 10x too (npm run bench:web; npm test's --check alone skips it).
const MENU_SCALE = 10;
const { jsBytes, chunks, tables, scaledTables, menuHtmlBytes } = await measureWebSizes(
  process.argv.includes('--scale') ? MENU_SCALE : null,
);
const admin = measureAdminFirstLoad();
const board = measureBoardFirstLoad();
const routes = measureRoutes(dist, readManifest(dist));
interface BudgetRow {
  what: string;
  bytes: number;
  budget: number;
  /** For a route listed in ROUTE_CEILINGS: what it may not grow past (never above the budget). */
  ceiling?: number | undefined;
}
const rows: BudgetRow[] = [
  {
    what: `first-load JS for /menu's entry alone (${chunks} chunks, gzip)`,
    bytes: jsBytes,
    budget: FIRST_LOAD_JS_BUDGET,
  },
  ...routes.map((route) => ({
    what: `first-visit JS for ${route.path} (${route.chunks} chunks, gzip)`,
    bytes: route.jsBytes,
    budget: FIRST_LOAD_JS_BUDGET,
    ceiling: ROUTE_CEILINGS[route.path],
  })),
  {
    what: `first-visit JS for the store board (${board.chunks} chunks, gzip)`,
    bytes: board.jsBytes,
    budget: FIRST_LOAD_JS_BUDGET,
  },
  { what: 'menu tables on a first visit (gzip)', bytes: tables.gzip, budget: MENU_TABLES_BUDGET },
  { what: 'menu tables on a first visit (brotli)', bytes: tables.brotli, budget: MENU_TABLES_BUDGET },
  ...(scaledTables
    ? [
        {
          what: `menu tables on a first visit at ${MENU_SCALE}x (brotli)`,
          bytes: scaledTables.brotli,
          budget: MENU_TABLES_BUDGET,
        },
      ]
    : []),
  {
    what: `back office first-load JS for /admin (${admin.chunks} chunks, gzip)`,
    bytes: admin.jsBytes,
    budget: ADMIN_FIRST_LOAD_JS_BUDGET,
  },
];
console.log('| measure | goal | measured | ratio |\n|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.what} | ≤ ${(row.budget / KIB).toFixed(0)} KiB${row.ceiling === undefined ? '' : ` (ceiling ${(row.ceiling / KIB).toFixed(0)})`} | ${(row.bytes / KIB).toFixed(1)} KiB | ${(row.bytes / row.budget).toFixed(2)} |`,
  );
}
console.log(
  `| the page template (index.html, stylesheet inlined, gzip) | — | ${(menuHtmlBytes / KIB).toFixed(1)} KiB | — |`,
);
if (scaledTables) {
  console.log(
    `| menu tables on a first visit at ${MENU_SCALE}x (gzip, for information) | — | ${(scaledTables.gzip / KIB).toFixed(1)} KiB | — |`,
  );
}
console.log(
  '\nWhat the first-load JS is made of: node bench/web-listing.ts (--files for every source file).',
);
const leaked = webFilesWithAdminCode(dist);
console.log(
  leaked.length === 0
    ? "Back-office code in the customer app's files: none."
    : `Back-office code in the customer app's files: ${leaked.join(', ')}`,
);
const refetching = chunksFetchingStylesheets(dist);
console.log(
  refetching.length === 0
    ? 'Chunks that fetch the inlined stylesheet again: none.'
    : `Chunks that fetch the inlined stylesheet again: ${refetching.join(', ')}`,
);
// Past the budget always fails; a route listed in ROUTE_CEILINGS also fails past its own ceiling.
const broken = rows.filter(
  (row) => row.bytes > row.budget || (row.ceiling !== undefined && row.bytes > row.ceiling),
);
for (const row of broken) {
  const limit = row.ceiling !== undefined && row.ceiling < row.budget ? row.ceiling : row.budget;
  console.error(
    `Budget broken: ${row.what} is ${(row.bytes / KIB).toFixed(1)} KiB, past ${(limit / KIB).toFixed(0)} KiB`,
  );
}
if (check && (broken.length > 0 || leaked.length > 0 || refetching.length > 0)) {
  process.exit(1);
}
