import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { SERVER_RENDER_TESTS } from './vitest.config.ts';

// The pages the server renders (src/prerender/render-shell.tsx), on React as in the server's bundle
// (dist/.server/, vite.config.ts): only the browser's build runs on Preact (decision 012).
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: { name: 'web-server', environment: 'node', include: SERVER_RENDER_TESTS },
});
