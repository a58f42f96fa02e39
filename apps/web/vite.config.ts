import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shellPlugin } from './build/shell-plugin.ts';

const apiTarget = process.env['BREWLINE_API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), shellPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser that runs this app (es2022) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // One stylesheet, inlined into every page's HTML (build/shell-plugin.ts): split per chunk, each lazy
    // chunk would fetch the whole stylesheet again (checked by bench:web).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The GraphQL client's packages in one chunk: every screen that queries loads all of them at once,
        // and each chunk costs its own gzip overhead and import bindings. React in a chunk of its own:
        // grouped with nothing, it went into the GraphQL chunk (urql imports it), and every page's entry
        // loaded the GraphQL client with it (the entry alone 102.2 KiB gzip, 91.1 without).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'graphql-client',
              priority: 1,
              test: /node_modules[\\/](urql|@urql[\\/]core|wonka|@0no-co[\\/]graphql\.web|gql\.tada)[\\/]/,
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
});
