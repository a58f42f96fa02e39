import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from './build/preact-aliases.ts';

/** Rendered by the server's bundle, which keeps React (vitest.server.config.ts runs them). */
export const SERVER_RENDER_TESTS = ['test/server-rendered-*.test.tsx'];

// The browser's build runs on Preact (decision 012): the components are tested on it too, with
// React Testing Library's act() from Preact's test utilities.
export default defineProject({
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
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: SERVER_RENDER_TESTS,
    setupFiles: ['test/support/preact-settle.ts'],
    // Node would load these packages itself, past the aliases, with React under them: Vite must.
    server: {
      deps: {
        inline: [
          /node_modules[\\/](@testing-library[\\/]react|wouter|urql|lucide-react|qrcode\.react|@stripe[\\/]react-stripe-js)[\\/]/,
        ],
      },
    },
  },
});
