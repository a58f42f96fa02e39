// One Vitest run for the whole repository, split into projects so each can be run alone
// (`npx vitest run --project domain`) and so the API's database tests get their own pool settings.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        // Node loads graphql's CommonJS build for Mercurius and Pothos; Vite would hand our own code
        // the ESM build, and a validation rule from one realm fails on types from the other.
        resolve: {
          alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
        },
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          // The demo database is migrated and seeded once per run; each file opens a copy of it.
          globalSetup: ['test/support/database-templates.ts'],
          // Each file starts its own embedded database or PostgreSQL database; run files one at a time
          // per worker and give PGlite's start-up the time it needs on a 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The repository's own checks (scripts/), such as the dependency rules on fixture trees.
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['test/**/*.test.ts'],
        },
      },
      './packages/web-auth/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/web/vitest.server.config.ts',
      './apps/board/vitest.config.ts',
      './apps/admin/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
