// Fails when the tables in apps/api/src/db/schema/ hold a change that no committed migration holds (drift):
// drizzle-kit generates from the schema into a copy of the migrations folder, and any file it writes
// there is a migration someone forgot to generate (`npm run db:generate`, then commit it).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');
const migrations = join(api, 'src/db/migrations');
const copy = join(mkdtempSync(join(tmpdir(), 'brewline-migrations-')), 'migrations');
cpSync(migrations, copy, { recursive: true });

function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

const before = filesIn(copy);
const generated = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    'src/db/schema',
    // drizzle-kit reads --out as relative to where it runs (it puts ./ in front of it).
    '--out',
    relative(api, copy),
  ],
  // No terminal: a change drizzle-kit would ask about (a rename) ends the run, which is drift too.
  { cwd: api, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000 },
);
const added = filesIn(copy).filter((file) => !before.includes(file));
rmSync(copy, { recursive: true, force: true });

// drizzle-kit can fail and still exit 0: a run that says neither "no changes" nor wrote a file failed.
const unchanged = /No schema changes/i.test(generated.stdout);
if (generated.status !== 0 || (!unchanged && added.length === 0)) {
  console.error(generated.stdout, generated.stderr);
  console.error('drizzle-kit could not compare db/schema/ with the migrations (above).');
  process.exit(1);
}
if (added.length > 0) {
  console.error(
    `apps/api/src/db/schema/ has changes no migration holds (drizzle-kit would write ${added.join(', ')}): run \`npm run db:generate\` and commit the migration.`,
  );
  process.exit(1);
}
console.log('The migrations hold everything in apps/api/src/db/schema/.');
