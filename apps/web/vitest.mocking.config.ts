import { defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, SERVER_RENDER_TESTS, browserProject } from './vitest.config.ts';

// The component tests that replace a module with vi.mock, each in a module graph of its own (Vitest's
// default isolation): in the shared graph of the other tests, a module loaded earlier would stay real.
// The server-rendered pages stay with vitest.server.config.ts, mocking or not.
export default defineProject(
  browserProject({ name: 'web-mocking', include: MODULE_MOCKING_TESTS, exclude: SERVER_RENDER_TESTS }),
);
