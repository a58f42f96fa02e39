import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['BREWLINE_API_URL'] ?? 'http://localhost:3000';

// The API serves this build at /board/*, so every asset URL carries that base.
export default defineConfig({
  root: import.meta.dirname,
  base: '/board/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The board's one chunk is compiled eagerly, off the main thread, as the customer app's are
    // (decision 019): it runs almost all of itself on load. It imports nothing lazily, so Vite writes
    // no preload map above the hint and the hint stays the chunk's first line.
    rolldownOptions: { output: { postBanner: '//# allFunctionsCalledOnLoad' } },
  },
  server: {
    port: 5174,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/board/pair': apiTarget,
      '/art': apiTarget,
    },
  },
});
