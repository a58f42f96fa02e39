// One Vitest run for the whole repository, split into projects so each can be run alone
// (`npx vitest run --project domain`) and so the API's database tests get their own pool settings.
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
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          // Each file starts its own embedded database or PostgreSQL database; run files one at a time
          // per worker and give PGlite's start-up the time it needs on a 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/board/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
