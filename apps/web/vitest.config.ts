import react from '@vitejs/plugin-react';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { PREACT_ALIASES } from './build/preact-aliases.ts';

const TESTS = 'test/**/*.test.{ts,tsx}';

/** Rendered by the server's bundle, which keeps React (vitest.server.config.ts runs them). */
export const SERVER_RENDER_TESTS = ['test/server-rendered-*.test.tsx'];

/**
 * The test files that replace a module with vi.mock (read off the files, so a new one is counted).
 * A mock applies only to a module not yet loaded, so these run each in a fresh module graph
 * (vitest.mocking.config.ts); the others share one per worker, which is four times faster.
 */
export const MODULE_MOCKING_TESTS = globSync(TESTS, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

// The browser's build runs on Preact (decision 012): the components are tested on it too, with
// React Testing Library's act() from Preact's test utilities.
export function browserProject(test: UserWorkspaceConfig['test']): UserWorkspaceConfig {
  return {
    root: import.meta.dirname,
    plugins: [react()],
    resolve: {
      alias: [...PREACT_ALIASES, { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }],
      // As the browser's build does: a package's ES module build, not its CommonJS one (Node's choice),
      // whose require('react') no alias reaches: "module" in `exports` (lucide-react), or as a field
      // (urql and React Testing Library name no `exports`).
      conditions: ['module', 'browser', 'development|production'],
      mainFields: ['module', 'jsnext:main', 'jsnext'],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['test/support/preact-settle.ts', 'test/support/fresh-page-per-file.ts'],
      // Node would load these packages itself, past the aliases, with React under them: Vite must.
      server: {
        deps: {
          inline: [
            /node_modules[\\/](@testing-library[\\/]react|wouter|urql|lucide-react|qrcode\.react|@stripe[\\/]react-stripe-js)[\\/]/,
          ],
        },
      },
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
