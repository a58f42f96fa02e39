// Fails when apps/api/schema.graphql or the web app's generated types lag behind the code:
// regenerate both with `npm run schema`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGraphQLSchema } from '../apps/api/src/build-schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let stale = false;

if (readFileSync(join(root, 'apps/api/schema.graphql'), 'utf8') !== printGraphQLSchema()) {
  console.error('apps/api/schema.graphql is stale: run `npm run schema`.');
  stale = true;
}

// Every browser app type their operations from the same schema.
for (const app of ['apps/web', 'apps/board', 'apps/admin']) {
  const out = join(mkdtempSync(join(tmpdir(), 'brewline-tada-')), 'graphql-env.d.ts');
  const generated = spawnSync(
    'npx',
    ['gql.tada', 'generate-output', '-c', `${app}/tsconfig.json`, '-o', out],
    {
      cwd: root,
    },
  );
  const current = readFileSync(join(root, `${app}/src/graphql-env.d.ts`), 'utf8');
  if (generated.status !== 0 || readFileSync(out, 'utf8') !== current) {
    console.error(`${app}/src/graphql-env.d.ts is stale: run \`npm run schema\`.`);
    stale = true;
  }
}
if (stale) process.exit(1);
console.log('GraphQL contract and client types are current.');
