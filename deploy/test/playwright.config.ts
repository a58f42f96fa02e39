// The production setup's browser journey (deploy/test/run.ts brings the setup up first): Debian's
// Chromium, with the flags of e2e/playwright.config.ts, against nginx's HTTPS address. The
// certificate is made when the setup starts, so no browser trusts it: HTTPS errors are ignored.
import { defineConfig } from '@playwright/test';
import baseConfig from '../../e2e/playwright.config.ts';
import { readDeployment } from './deployment.ts';

const deployment = readDeployment();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: deployment.publicUrl,
    ignoreHTTPSErrors: true,
    launchOptions: baseConfig.use?.launchOptions ?? {},
    trace: 'off',
  },
  // The customer on a phone; the board gets a counter screen's context of its own.
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
});
