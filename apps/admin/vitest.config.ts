import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: { name: 'admin', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'] },
});
