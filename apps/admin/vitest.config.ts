import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    // One module graph and one jsdom per worker for every file: each test cleans up what it renders
    // (React Testing Library's cleanup) and none mocks a module.
    isolate: false,
  },
});
