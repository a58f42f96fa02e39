// The bench's own test, apart from the repository's projects: it needs the built browser apps and
// Chromium, as the benches do (npx vitest run -c bench/vitest.config.ts).
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  test: { name: 'bench', include: ['test/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 },
});
