import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['BREWLINE_API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, manifest: true },
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
