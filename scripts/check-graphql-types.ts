// Fails when apps/api/schema.graphql or the browser apps' generated types lag behind the code:
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

// Every browser app types its operations from the one generated file (each app's tsconfig names it
// as gql.tada's output); generated here from the web app's config, which names the same schema.
const GENERATED = 'packages/graphql-env/graphql-env.d.ts';
const out = join(mkdtempSync(join(tmpdir(), 'brewline-tada-')), 'graphql-env.d.ts');
const generated = spawnSync(
  'npx',
  ['gql.tada', 'generate-output', '-c', 'apps/web/tsconfig.json', '-o', out],
  {
    cwd: root,
  },
);
if (generated.status !== 0 || readFileSync(out, 'utf8') !== readFileSync(join(root, GENERATED), 'utf8')) {
  console.error(`${GENERATED} is stale: run \`npm run schema\`.`);
  stale = true;
}
if (stale) process.exit(1);
console.log('GraphQL contract and client types are current.');
