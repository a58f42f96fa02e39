// Node's ESM loader looks up the package.json of every module it resolves to learn the module's
// format, and on Node 24 it deserializes that file's `exports` again each time: drizzle-orm's
// (179 KB) once for each of its hundred modules. Importing drizzle-orm/pg-core alone took 1,060 ms,
// 68 ms with its package.json cut to a few fields; the server's imports took 2.8–3.0 s of a core at
// every start and restart, 1.7–2.0 s with this (docs/performance.md, round 5).
// Still needed on Node 24.21: importing server.ts took a median 2.27 s of CPU with it, 3.37 s without
// (7 runs each, alternating, same run), so it stays until Node reads `exports` once per package.
// So a dependency's relative import of a file (`./sql/sql.js` inside drizzle-orm) is resolved here:
// the URL relative to the importer, the format from the extension and, for `.js`, the `type` of the
// nearest package.json, read once per folder. Everything else (bare names, the `exports` maps, our
// own TypeScript, require(), a file that is not there, a `.js` whose package names no type, which
// Node tells by its syntax) goes to Node's own resolution, unchanged.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ModuleFormat = 'module' | 'commonjs';

const formatOfFolder = new Map<string, ModuleFormat | null>();

/**
 * The `type` the nearest package.json of `folder` declares, or null when it declares none (or there
 * is none before node_modules, where Node stops looking): Node then decides by the file's syntax.
 */
function packageFormat(folder: string): ModuleFormat | null {
  const known = formatOfFolder.get(folder);
  if (known !== undefined) return known;
  let format: ModuleFormat | null;
  const manifest = join(folder, 'package.json');
  if (existsSync(manifest)) {
    const type = readType(manifest);
    format = type === 'module' || type === 'commonjs' ? type : null;
  } else {
    const parent = dirname(folder);
    format = parent === folder || basename(folder) === 'node_modules' ? null : packageFormat(parent);
  }
  formatOfFolder.set(folder, format);
  return format;
}

function readType(manifest: string): unknown {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed ? parsed.type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where an `import` of a relative `specifier` from a dependency's module leads, and its format; null
 * when Node's own resolution should answer (not a dependency, not relative, not a `.js`/`.mjs`/`.cjs`
 * file that exists, a `.js` of a package with no type, or a require()).
 */
export function resolveWithinPackage(
  specifier: string,
  parentURL: string | undefined,
  conditions: readonly string[] | undefined,
): { url: string; format: ModuleFormat } | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return null;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  if (!conditions?.includes('import')) return null;
  const url = new URL(specifier, parentURL);
  if (url.search || url.hash) return null;
  const path = fileURLToPath(url);
  let format: ModuleFormat | null = null;
  if (path.endsWith('.mjs')) format = 'module';
  else if (path.endsWith('.cjs')) format = 'commonjs';
  else if (path.endsWith('.js')) format = packageFormat(dirname(path));
  return format && existsSync(path) ? { url: url.href, format } : null;
}

/** Installs the resolution above for every module this process imports from now on. */
export function registerPackageScopeCache(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolveWithinPackage(specifier, context.parentURL, context.conditions);
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
