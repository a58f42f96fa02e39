import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { SERVER_RENDER_TESTS } from './vitest.config.ts';

// The pages the server renders (src/server/render-page.tsx), in Node as in the server's bundle.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: { name: 'web-server', environment: 'node', include: SERVER_RENDER_TESTS },
});
