// The real server (apps/api/src/main.ts) in a child process, serving a given built web app on a
// loopback port over a fresh database: the web app for the Lighthouse pages, and the reference hello
// world through the very same code (compression, headers), so only the apps differ. The port is
// LIGHTHOUSE_PORT's next one when that is set (a shared machine gives each engineer a range),
// otherwise a free one. The database is in memory, or embedded in a temporary folder when the bench
// needs the command-line tools to reach it (the store board's pairing code).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNginx, startTlsFront } from './tls-front.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface WebServer {
  /** What the browser opens: the server itself, or nginx in front of it over TLS and HTTP/2. */
  readonly origin: string;
  /** The server itself (plain HTTP on loopback), for the bench's own calls from Node. */
  readonly apiOrigin: string;
  /** The embedded database's folder, or 'memory://'. */
  readonly dataDir: string;
  readonly close: () => Promise<void>;
}

const FIRST_PORT = Number(process.env['LIGHTHOUSE_PORT'] ?? 0);
let portsTaken = 0;

function freePort(): Promise<number> {
  if (FIRST_PORT > 0) return Promise.resolve(FIRST_PORT + portsTaken++);
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

export async function startWebServer(
  webDistDir: string,
  {
    fileDatabase = false,
    tls = false,
  }: {
    readonly fileDatabase?: boolean;
    /** Served as production is: nginx over TLS and HTTP/2 in front (tls-front.ts). */
    readonly tls?: boolean;
  } = {},
): Promise<WebServer> {
  if (tls) checkNginx();
  const port = await freePort();
  const frontPorts = tls ? [await freePort(), await freePort()] : null;
  const dataDir = fileDatabase ? mkdtempSync(join(tmpdir(), 'brewline-lighthouse-db-')) : 'memory://';
  const removeData = () => {
    if (fileDatabase) rmSync(dataDir, { recursive: true, force: true });
  };
  const apiOrigin = `http://127.0.0.1:${port}`;
  const origin = frontPorts ? `https://127.0.0.1:${frontPorts[0]}` : apiOrigin;
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      PUBLIC_URL: origin,
      // Behind nginx, the server takes the client's address and scheme from its one hop, as deployed.
      ...(frontPorts ? { TRUST_PROXY: '1' } : {}),
      // Orders stay where they were placed, for the whole run: /orders/active is measured in one state.
      DEMO_TERMINALS: 'off',
      LATE_ORDER_MS: '86400000',
      // The member's access token outlives a run of a few pages (the app would refresh it on a load
      // otherwise: work no member meets on most loads); the bench still carries a refreshed pair on.
      OIDC_ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopServer = async () => {
    child.kill('SIGTERM');
    await exited;
    removeData();
  };
  if (!(await becameReady(`${apiOrigin}/readyz`, () => child.exitCode !== null))) {
    const exitCode = child.exitCode;
    child.kill('SIGKILL');
    await exited;
    removeData();
    throw new Error(
      exitCode === null
        ? `the server for ${webDistDir} did not become ready`
        : `the server for ${webDistDir} exited with ${exitCode}`,
    );
  }
  if (!frontPorts) return { origin, apiOrigin, dataDir, close: stopServer };
  const [httpsPort = 0, httpPort = 0] = frontPorts;
  const front = await startTlsFront(port, httpsPort, httpPort).catch(async (error: unknown) => {
    await stopServer();
    throw error;
  });
  return {
    origin,
    apiOrigin,
    dataDir,
    close: async () => {
      await front.close();
      await stopServer();
    },
  };
}

/** Polls `url` until it answers 200 (true), the process has exited or two minutes passed (false). */
async function becameReady(url: string, exited: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 480 && !exited(); attempt++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
