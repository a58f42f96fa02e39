// The real server (apps/api/src/main.ts) in a child process, serving a given built web app on a free
// loopback port over a fresh in-memory database: the web app for the Lighthouse pages, and the
// reference hello world through the very same code (compression, headers), so only the apps differ.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface WebServer {
  readonly origin: string;
  readonly close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startWebServer(webDistDir: string): Promise<WebServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      PUBLIC_URL: origin,
      // Orders stay where they were placed, for the whole run: /orders/active is measured in one state.
      DEMO_TERMINALS: 'off',
      LATE_ORDER_MS: '86400000',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${webDistDir} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) {
        return {
          origin,
          close: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server for ${webDistDir} did not become ready`);
}
