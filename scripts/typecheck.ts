// `npm run typecheck`: the same type-checks as `npm test`, one `tsc -p` per workspace and the root.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * TypeScript 7's native compiler checks the projects: a third of TypeScript 5's CPU time for the API
 * (13 s against 45 s, measured side by side). `typescript` stays at 5 for typescript-eslint, which
 * needs the compiler API that TypeScript 7 does not offer yet.
 */
export const TYPE_CHECKER = 'node_modules/typescript-native/bin/tsc';

/** Every TypeScript project in the repository: each workspace, then the root's scripts and configs. */
export const typeCheckedProjects = [
  'packages/domain',
  'packages/web-auth',
  'apps/api',
  'apps/web',
  'apps/board',
  'apps/admin',
  'e2e',
  'bench',
  'deploy',
  '.',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const failed = typeCheckedProjects.filter((project) => {
    console.log(`▶ tsc -p ${project}`);
    return spawnSync('node', [TYPE_CHECKER, '-p', project], { cwd: root, stdio: 'inherit' }).status !== 0;
  });
  if (failed.length > 0) console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(failed.length === 0 ? 0 : 1);
}
