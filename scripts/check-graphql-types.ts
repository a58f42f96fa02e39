// Fails when apps/api/schema.graphql or the web app's generated types lag behind the code:
// regenerate both with `npm run schema`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGraphQLSchema } from '../apps/api/src/graphql/build-schema.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
let stale = false;

if (readFileSync(join(root, 'apps/api/schema.graphql'), 'utf8') !== printGraphQLSchema()) {
  console.error('apps/api/schema.graphql is stale: run `npm run schema`.');
  stale = true;
}

const out = join(mkdtempSync(join(tmpdir(), 'brewline-tada-')), 'graphql-env.d.ts');
const generated = spawnSync(
  'npx',
  ['gql.tada', 'generate-output', '-c', 'apps/web/tsconfig.json', '-o', out],
  { cwd: root },
);
if (
  generated.status !== 0 ||
  readFileSync(out, 'utf8') !== readFileSync(join(root, 'apps/web/src/graphql-env.d.ts'), 'utf8')
) {
  console.error('apps/web/src/graphql-env.d.ts is stale: run `npm run schema`.');
  stale = true;
}
if (stale) process.exit(1);
console.log('GraphQL contract and client types are current.');
