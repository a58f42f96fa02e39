// Builds the browser apps (the customer web app, the store board and the back office) when their sources changed
// since their last build. Each app keeps the hash of its inputs in its own dist/.build-hash, so
// `npm start` on a fresh clone builds once, later starts skip the build, and a change to one app
// rebuilds only that app.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface BrowserApp {
  readonly name: string;
  readonly dir: string;
  readonly inputs: readonly string[];
}

/** What every app's build reads besides its own folder. */
const SHARED_INPUTS = ['packages/domain/src', 'packages/web-auth/src', 'package-lock.json'];

function appInputs(dir: string): string[] {
  return [
    `${dir}/src`,
    // Build steps of the app's own (apps/web/build: the prerender and the service worker).
    `${dir}/build`,
    `${dir}/public`,
    `${dir}/index.html`,
    `${dir}/vite.config.ts`,
    `${dir}/package.json`,
    ...SHARED_INPUTS,
  ];
}

const APPS: readonly BrowserApp[] = [
  { name: 'web app', dir: 'apps/web', inputs: appInputs('apps/web') },
  { name: 'store board', dir: 'apps/board', inputs: appInputs('apps/board') },
  { name: 'back office', dir: 'apps/admin', inputs: appInputs('apps/admin') },
];

function collect(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else out.push(path);
}

function sourceHash(app: BrowserApp): string {
  const files: string[] = [];
  for (const input of app.inputs) collect(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

function ensureBuild(app: BrowserApp): void {
  const appDir = join(root, app.dir);
  const hashFile = join(appDir, 'dist/.build-hash');
  const hash = sourceHash(app);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return;
  console.log(`Building the ${app.name}...`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', join(appDir, 'vite.config.ts'), '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`The ${app.name} failed to build.`);
  writeFileSync(hashFile, hash);
}

/** The customer web app's input hash (its dist/.build-hash when the build is current). */
export function webSourceHash(): string {
  const web = APPS[0];
  if (!web) throw new Error('no web app configured');
  return sourceHash(web);
}

/** Builds each browser app whose sources changed; throws when one fails. */
export function ensureWebBuild(): void {
  for (const app of APPS) ensureBuild(app);
}

// `node scripts/ensure-web-build.ts` on its own: build what is out of date (deploy/up.sh, helpers).
if (import.meta.main) ensureWebBuild();
