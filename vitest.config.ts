// One Vitest run for the whole repository, split into projects so each can be run alone
// (`npx vitest run --project domain`) and so the API's database tests get their own pool settings.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import adminProject from './apps/admin/vitest.config.ts';
import boardProject from './apps/board/vitest.config.ts';
import webProject from './apps/web/vitest.config.ts';
import webMockingProject from './apps/web/vitest.mocking.config.ts';
import webServerProject from './apps/web/vitest.server.config.ts';
import webAuthProject from './packages/web-auth/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's own default in a run is one worker fewer than the cores, one on the 2-core CI machine:
    // the files would then run one at a time and leave a core idle.
    maxWorkers: '100%',
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
          // Each file starts its own embedded database or PostgreSQL database: give PGlite's start-up
          // the time it needs on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files of a worker share one module graph: each file imported the whole server again
          // and compiled PGlite's WebAssembly again (84 files: 510 s one per worker, 270 s shared, on
          // the 2-core CI machine). Each file still opens its own database and servers and closes them;
          // a file that mocks a module (vi.mock) would need isolation, and none does.
          isolate: false,
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
      {
        // The benches' tests that need neither the built apps nor Chromium (the rest of bench/test is
        // the bench's own project, bench/vitest.config.ts): how a bench writes docs/performance.md.
        test: {
          name: 'bench-reports',
          root: 'bench',
          include: ['test/live-report.test.ts'],
        },
      },
      // The packages' and apps' own projects, inline: a project named by its file would not take
      // this file's settings (maxWorkers), and would run its files one at a time.
      webAuthProject,
      webProject,
      webMockingProject,
      webServerProject,
      boardProject,
      adminProject,
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
