// node bench/web-listing.ts [--files] [--top N] [--route PATH] [--dist DIR]: what a first visit's
// JavaScript is made of (/menu's, or that of the route family PATH names in route-first-load.ts).
// Builds the web app with source maps into a temporary folder (apps/web/dist is left alone), or reads
// a build already made with source maps in DIR, then charges each first-load chunk's gzip bytes to
// packages and source files (source-map-listing.ts). Use it to find what a route does not need
// before the first-load budget breaks.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstLoadFiles, gzipSize, readManifest } from './web/first-load.ts';
import { ROUTE_FAMILIES, staticClosure } from './web/route-first-load.ts';
import { bytesBySource, sourceGroup, type SourceMapV3 } from './web/source-map-listing.ts';

const KIB = 1024;
/** The repository's path as the source maps spell it (relative to a temporary folder: no leading /). */
const repoRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/^\//, '');
const perFile = process.argv.includes('--files');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 40;
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const routePath = argument('--route') ?? '/menu';
const family = ROUTE_FAMILIES.find((route) => route.path === routePath);
if (!family) throw new Error(`No route family ${routePath} in bench/web/route-first-load.ts`);
const givenDist = argument('--dist');

const outDir = givenDist ?? mkdtempSync(join(tmpdir(), 'brewline-web-listing-'));
try {
  if (!givenDist) {
    await build({
      configFile: fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
    });
  }
  const manifest = readManifest(outDir);
  const js =
    routePath === '/menu' && !process.argv.includes('--route')
      ? firstLoadFiles(manifest).js
      : staticClosure(manifest, ['index.html', ...family.modules]);
  const totals = new Map<string, { raw: number; gzip: number }>();
  let chunkRows = '';
  let gzipTotal = 0;
  for (const file of js) {
    const code = readFileSync(join(outDir, file), 'utf8');
    // Rolldown's runtime helpers come without a map: they count as (unmapped).
    const mapPath = join(outDir, `${file}.map`);
    const map: SourceMapV3 = existsSync(mapPath)
      ? (JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapV3)
      : { sources: [], mappings: '' };
    const gzip = gzipSize(code);
    const raw = Buffer.byteLength(code);
    gzipTotal += gzip;
    chunkRows += `| ${file} | ${(raw / KIB).toFixed(1)} | ${(gzip / KIB).toFixed(1)} |\n`;
    for (const [source, bytes] of bytesBySource(code, map)) {
      const key = perFile ? source.replace(/^(\.\.\/)+/, '').replace(repoRoot, '') : sourceGroup(source);
      const entry = totals.get(key) ?? { raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += (bytes / raw) * gzip;
      totals.set(key, entry);
    }
  }
  console.log(
    `First-load JS for ${routePath}: ${js.length} chunks, ${(gzipTotal / KIB).toFixed(1)} KiB gzip\n`,
  );
  console.log(`| chunk | KiB | KiB gzip |\n|---|---|---|\n${chunkRows}`);
  console.log(
    `| ${perFile ? 'source file' : 'package or source'} | KiB | ≈ KiB gzip | share |\n|---|---|---|---|`,
  );
  const rows = [...totals].sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [key, { raw, gzip }] of rows.slice(0, top)) {
    console.log(
      `| ${key} | ${(raw / KIB).toFixed(1)} | ${(gzip / KIB).toFixed(2)} | ${((gzip / gzipTotal) * 100).toFixed(1)} % |`,
    );
  }
  if (rows.length > top) console.log(`| … ${rows.length - top} more | | | |`);
} finally {
  if (!givenDist) rmSync(outDir, { recursive: true, force: true });
}
