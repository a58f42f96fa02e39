// The web app built with source maps into a temporary folder, and a reader that names the source line
// a V8 call frame ran in (through the chunk's map): for the tools that say which of our functions a
// first load spends its time in (first-load-profile.ts, blocking-tasks.ts). The production build has
// no maps, and a profile of it names only minified functions.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeVlqSegment, sourceGroup, type SourceMapV3 } from './source-map-listing.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

/** Builds the web app with source maps into a new temporary folder and returns the folder. */
export function buildWithSourceMaps(): string {
  const dist = mkdtempSync(join(tmpdir(), 'brewline-profile-web-'));
  const built = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.config.ts',
      '--sourcemap',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the web build failed');
  return dist;
}

/** Per generated line, the segments [column, source, source line] in column order. */
function parseMappings(map: SourceMapV3): [number, number, number][][] {
  let source = 0;
  let sourceLine = 0;
  return map.mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        sourceLine += fields[2] ?? 0;
        segments.push([column, source, sourceLine]);
      }
    }
    return segments;
  });
}

/**
 * A function naming where a call frame ran: `source:line` through the map of the chunk in `dist`,
 * the chunk's own position where it has no map, `(native)`-like names for frames without a script.
 */
export function sourceLocator(dist: string): (frame: CallFrame) => string {
  const maps = new Map<string, { map: SourceMapV3; lines: [number, number, number][][] } | null>();
  return (frame) => {
    const path = frame.url ? new URL(frame.url).pathname : '';
    if (!path.endsWith('.js')) return frame.url ? `${path} (inline)` : `(${frame.functionName || 'native'})`;
    if (!maps.has(path)) {
      try {
        const map = JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8')) as SourceMapV3;
        maps.set(path, { map, lines: parseMappings(map) });
      } catch {
        maps.set(path, null);
      }
    }
    const mapped = maps.get(path);
    const segments = mapped?.lines[frame.lineNumber] ?? [];
    let found: [number, number, number] | undefined;
    for (const segment of segments) {
      if (segment[0] > frame.columnNumber) break;
      found = segment;
    }
    if (!mapped || !found) return `${path}:${frame.lineNumber}:${frame.columnNumber}`;
    return `${sourceGroup(mapped.map.sources[found[1]] ?? '?')}:${found[2] + 1}`;
  };
}
