// Browser journeys in Debian's Chromium (never a downloaded browser) against the real server on a
// fresh in-memory database, at a phone size and a desktop size.
import { defineConfig } from '@playwright/test';
import { SHARED_SERVER_PORT as PORT } from './support/ports.ts';
/** npm test sets this: the server's log goes to that file, at info level, and is scanned for card numbers. */
const SERVER_LOG = process.env['E2E_SERVER_LOG'];
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, one per core of the CI machine. Each journey's own servers take ports of their
  // worker's block (support/ports.ts), so two journeys at once never reach each other's servers.
  workers: 2,
  retries: 0,
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      // The back office is for desktops and tablets: its journeys look at both sizes themselves.
      testIgnore: 'admin-*.spec.ts',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // A phone's sharp screen for the screenshots people look at; without them (CI), one pixel per
        // CSS pixel: the same layout, a quarter of the pixels for Chromium's software raster to paint.
        deviceScaleFactor: process.env['E2E_SCREENSHOTS'] === 'off' ? 1 : 2,
      },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: SERVER_LOG ? `node ../apps/api/src/main.ts >> '${SERVER_LOG}'` : 'node ../apps/api/src/main.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      // The embedded provider's issuer on the origin the browser uses, so the app's token calls stay
      // same-origin (CSP connect-src 'self').
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: SERVER_LOG ? 'info' : 'warn',
      DATABASE_URL: '',
      // Demo terminals play the barista quickly, so journeys see an order move to READY in seconds.
      DEMO_TERMINALS: 'auto',
      DEMO_TERMINAL_STEP_MS: '1500',
      // Every journey's customer signs up from 127.0.0.1, as the people of an office behind one NAT
      // would: two workers at once went past the default of 5 sign-ups a minute per address.
      RATE_LIMIT_SIGN_UPS: '60',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
