import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const TESTS = 'test/**/*.test.{ts,tsx}';

/** Rendered as the server renders them, in Node (vitest.server.config.ts runs them). */
export const SERVER_RENDER_TESTS = ['test/server-rendered-*.test.tsx'];

/**
 * The test files that replace a module with vi.mock (read off the files, so a new one is counted).
 * A mock applies only to a module not yet loaded, so these run each in a fresh module graph
 * (vitest.mocking.config.ts); the others share one per worker, which is four times faster.
 */
export const MODULE_MOCKING_TESTS = globSync(TESTS, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

/** The components in jsdom, with React Testing Library. */
export function browserProject(test: UserWorkspaceConfig['test']): UserWorkspaceConfig {
  return {
    root: import.meta.dirname,
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['test/support/fresh-page-per-file.ts'],
      ...test,
    },
  };
}

export default defineProject(
  browserProject({
    name: 'web',
    include: [TESTS],
    exclude: [...SERVER_RENDER_TESTS, ...MODULE_MOCKING_TESTS],
    // One module graph and one jsdom per worker for all these files: each test cleans up what it
    // renders (React Testing Library's cleanup) and none mocks a module.
    isolate: false,
  }),
);
