import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { EAGER_COMPILE_HINT, eagerCompileHint } from './build/eager-compile-hint.ts';
import { leanLucideIcons } from './build/lean-lucide-icons.ts';
import { preloadLinksInTurns } from './build/preload-links-in-turns.ts';
import { PREACT_ALIASES } from './build/preact-aliases.ts';
import { shellPlugin } from './build/shell-plugin.ts';

const apiTarget = process.env['BREWLINE_API_URL'] ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The browser's build only: the server's keeps lucide's own icon factory (build/lean-lucide-icons.ts).
  plugins: [
    react(),
    tailwindcss(),
    shellPlugin(),
    ...(isSsrBuild ? [] : [leanLucideIcons(), eagerCompileHint(), preloadLinksInTurns()]),
  ],
  resolve: {
    alias: [
      {
        // wouter imports the React 16/17 shim; React 19 has the hook itself.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/react-use-sync-external-store.ts', import.meta.url)),
      },
      // The browser's code runs on Preact (decision 012). The server's bundle (shell-plugin.ts, an SSR
      // build) keeps React: react-dom/static's prerender waits for lazy screens, and the browser draws
      // its own render over the server's page anyway (createRoot, not hydrate: decision 006).
      ...(isSsrBuild ? [] : PREACT_ALIASES),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser that runs this app (es2022) has <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // One stylesheet, inlined into every page's HTML (build/shell-plugin.ts). Split per chunk, the CSS
    // would be named in each lazy chunk's preload list, and importing the chunk would fetch the whole
    // stylesheet again and wait for it (bench/web/stylesheet-requests.ts, checked by bench:web).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Every chunk compiled eagerly, off the main thread (build/eager-compile-hint.ts).
        ...(isSsrBuild ? {} : { postBanner: EAGER_COMPILE_HINT }),
        // The GraphQL client's packages in one chunk rather than four: every screen loads all of them
        // at once, and each chunk costs its own gzip overhead and import bindings (1.4 KiB on every
        // route's first visit, issue 21). Only packages: a group taking the app's own modules pulled
        // first-load code into lazy chunks (decision 006). Preact's JSX runtime goes with them (Preact
        // itself is there, as their dependency): left out, it became a chunk of its own, one more
        // request on every page, when two of the entry's modules began to import lib/next-task.ts.
        codeSplitting: {
          groups: [
            {
              name: 'graphql-client',
              test: /node_modules[\\/](urql|@urql[\\/]core|wonka|@0no-co[\\/]graphql\.web|gql\.tada|preact[\\/](compat[\\/])?jsx-runtime)([\\/]|\.mjs$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/product-data': apiTarget,
      '/art': apiTarget,
      '/healthz': apiTarget,
      '/identity-config.json': apiTarget,
      '/oidc': apiTarget,
      '/readyz': apiTarget,
    },
  },
}));
