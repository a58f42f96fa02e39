// npm run schema: writes the printed SDL to apps/api/schema.graphql, the API's committed contract.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printGraphQLSchema } from './build-schema.ts';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, printGraphQLSchema());
console.log(`Wrote ${target}`);
