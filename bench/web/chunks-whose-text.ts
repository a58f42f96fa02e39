// The customer app's built JavaScript files whose text passes a test: bench:web --check fails on a
// chunk that carries back-office code or that would fetch the inlined stylesheet again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function webChunksWhoseText(dist: string, matches: (text: string) => boolean): string[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => matches(readFileSync(join(assets, file), 'utf8')));
}
