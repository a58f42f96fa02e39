// Builds the web app when its sources changed since the last build. The hash of every input is kept
// in dist/.build-hash, so `npm start` on a fresh clone builds once and later starts skip the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const hashFile = join(webDir, 'dist/.build-hash');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

function collect(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else out.push(path);
}

export function webSourceHash(): string {
  const files: string[] = [];
  for (const input of INPUTS) collect(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function ensureWebBuild(): void {
  const hash = webSourceHash();
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return;
  console.log('Building the web app...');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', join(webDir, 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web app failed to build.');
  writeFileSync(hashFile, hash);
}
