import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['BREWLINE_API_URL'] ?? 'http://localhost:3000';

// The API serves this build at /admin/*, so every asset URL carries that base.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, manifest: true },
  server: {
    port: 5175,
    proxy: {
      '/graphql': apiTarget,
      '/oidc': apiTarget,
      '/identity-config.json': apiTarget,
      '/art': apiTarget,
    },
  },
});
