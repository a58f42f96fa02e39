// npm run bench:web: builds the web app, then measures what a first visit to /menu downloads:
// every JS chunk the entry loads statically (gzip) and the menu tables (gzip). With --check it
// exits non-zero when a size budget is broken; sizes are stable, so they may gate `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { loadMenuTables } from '../apps/api/src/modules/menu/menu-repository.ts';
import { buildProductDataFiles } from '../apps/api/src/modules/menu/product-data-files.ts';
import { ensureWebBuild } from '../scripts/ensure-web-build.ts';

const KIB = 1024;
const FIRST_LOAD_JS_BUDGET = 100 * KIB;
const MENU_TABLES_BUDGET = 60 * KIB;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

function firstLoadChunks(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

export async function measureWebSizes(): Promise<{ jsBytes: number; chunks: number; tablesBytes: number }> {
  ensureWebBuild();
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunks = [...firstLoadChunks(manifest)].filter((file) => file.endsWith('.js'));
  const jsBytes = chunks.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0);

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const files = buildProductDataFiles(await loadMenuTables(database.db));
    const tablesBytes = [files.index, ...files.files.values()].reduce(
      (sum, file) => sum + file.gzip.length,
      0,
    );
    return { jsBytes, chunks: chunks.length, tablesBytes };
  } finally {
    await database.close();
  }
}

const check = process.argv.includes('--check');
const { jsBytes, chunks, tablesBytes } = await measureWebSizes();
const rows = [
  { what: `first-load JS for /menu (${chunks} chunks, gzip)`, bytes: jsBytes, budget: FIRST_LOAD_JS_BUDGET },
  { what: 'menu tables on a first visit (gzip)', bytes: tablesBytes, budget: MENU_TABLES_BUDGET },
];
console.log('| measure | goal | measured | ratio |\n|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.what} | ≤ ${(row.budget / KIB).toFixed(0)} KiB | ${(row.bytes / KIB).toFixed(1)} KiB | ${(row.bytes / row.budget).toFixed(2)} |`,
  );
}
const broken = rows.filter((row) => row.bytes > row.budget);
for (const row of broken) console.error(`Budget broken: ${row.what} is ${(row.bytes / KIB).toFixed(1)} KiB`);
if (check && broken.length > 0) process.exit(1);
