// npm run bench:web: builds the browser apps, then measures what a first visit to /menu downloads:
// every JS chunk the entry loads statically (gzip), the menu tables (gzip) and, for information, the
// prerendered first HTML; and what the back office's first visit to /admin downloads, checking that
// none of the back office's code reached the customer app's files. With --check it exits non-zero
// when a budget is broken; sizes are stable, so they may gate `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { loadMenuTables } from '../apps/api/src/modules/menu/menu-repository.ts';
import { buildProductDataFiles } from '../apps/api/src/modules/menu/product-data-files.ts';
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';
import { firstLoadFiles, gzipSize, readManifest } from './web/first-load.ts';

const KIB = 1024;
const FIRST_LOAD_JS_BUDGET = 100 * KIB;
const MENU_TABLES_BUDGET = 60 * KIB;
/** The back office's first load (issue 19): the shell, sign-in and dashboard; pages load on their own. */
const ADMIN_FIRST_LOAD_JS_BUDGET = 150 * KIB;
/**
 * Strings only the back office's code holds (its storage keys, its title): finding one in the
 * customer app's files means back-office code was bundled into it.
 */
const ADMIN_ONLY_MARKERS = ['brewline.admin.', 'Brewline back office'];
const adminDist = fileURLToPath(new URL('../apps/admin/dist', import.meta.url));

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

/** The customer app's built files (any, not only the first load) that hold back-office code. */
export function webFilesWithAdminCode(webDist: string): string[] {
  const assets = join(webDist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(join(assets, file), 'utf8');
      return ADMIN_ONLY_MARKERS.some((marker) => text.includes(marker));
    });
}

export async function measureWebSizes(): Promise<{
  jsBytes: number;
  chunks: number;
  tablesBytes: number;
  menuHtmlBytes: number;
}> {
  if (!distOverride) ensureWebBuild();
  const chunks = firstLoadFiles(readManifest(dist)).js;
  const jsBytes = chunks.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0);
  // The first response of a /menu visit: the prerendered page with its inlined stylesheet.
  const menuHtml = join(dist, existsSync(join(dist, 'menu.html')) ? 'menu.html' : 'index.html');
  const menuHtmlBytes = gzipSize(readFileSync(menuHtml));

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const files = buildProductDataFiles(await loadMenuTables(database.db));
    const tablesBytes = [files.index, ...files.files.values()].reduce(
      (sum, file) => sum + file.gzip.length,
      0,
    );
    return { jsBytes, chunks: chunks.length, tablesBytes, menuHtmlBytes };
  } finally {
    await database.close();
  }
}

const check = process.argv.includes('--check');
const { jsBytes, chunks, tablesBytes, menuHtmlBytes } = await measureWebSizes();
const admin = measureAdminFirstLoad();
const rows = [
  { what: `first-load JS for /menu (${chunks} chunks, gzip)`, bytes: jsBytes, budget: FIRST_LOAD_JS_BUDGET },
  { what: 'menu tables on a first visit (gzip)', bytes: tablesBytes, budget: MENU_TABLES_BUDGET },
  {
    what: `back office first-load JS for /admin (${admin.chunks} chunks, gzip)`,
    bytes: admin.jsBytes,
    budget: ADMIN_FIRST_LOAD_JS_BUDGET,
  },
];
console.log('| measure | goal | measured | ratio |\n|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.what} | ≤ ${(row.budget / KIB).toFixed(0)} KiB | ${(row.bytes / KIB).toFixed(1)} KiB | ${(row.bytes / row.budget).toFixed(2)} |`,
  );
}
console.log(
  `| first HTML for /menu (prerendered, stylesheet inlined, gzip) | — | ${(menuHtmlBytes / KIB).toFixed(1)} KiB | — |`,
);
console.log(
  '\nWhat the first-load JS is made of: node bench/web-listing.ts (--files for every source file).',
);
const leaked = webFilesWithAdminCode(dist);
console.log(
  leaked.length === 0
    ? "Back-office code in the customer app's files: none."
    : `Back-office code in the customer app's files: ${leaked.join(', ')}`,
);
const broken = rows.filter((row) => row.bytes > row.budget);
for (const row of broken) console.error(`Budget broken: ${row.what} is ${(row.bytes / KIB).toFixed(1)} KiB`);
if (check && (broken.length > 0 || leaked.length > 0)) process.exit(1);
