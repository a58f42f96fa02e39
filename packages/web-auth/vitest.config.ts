import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  test: { name: 'web-auth', environment: 'jsdom', include: ['test/**/*.test.ts'] },
});
