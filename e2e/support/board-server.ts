// A server of its own for the store board journey, on a file database in a temporary folder: the
// pairing code comes from the terminal CLI, a separate process, which cannot reach the in-memory
// database of the shared journey server. Seed, pair, then serve (PGlite allows one process at a time).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from './api-process.ts';
import { ownServerPort } from './ports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BoardServer {
  readonly baseUrl: string;
  /** One pairing code per requested terminal, e.g. codes['2']. */
  readonly codes: Readonly<Record<string, string>>;
  readonly close: () => Promise<void>;
}

function runCli(env: NodeJS.ProcessEnv, args: string[]): string {
  const result = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function startBoardServer(storeId: number, termIds: readonly number[]): Promise<BoardServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brewline-board-e2e-'));
  const port = ownServerPort(1);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_TERMINALS: 'auto',
    // The journey schedules an order a few slots ahead "later today": at the store's late evening no
    // such slot is left, rightly. The server's business clock stands at 19:00 UTC today (11:00 at
    // The Strip), so the journey runs the same at any real hour.
    CLOCK_AT: `${new Date().toISOString().slice(0, 10)}T19:00:00Z`,
  };
  runCli(env, ['apps/api/src/db/seed-cli.ts']);
  const codes: Record<string, string> = {};
  for (const termId of termIds) {
    const out = runCli(env, [
      'apps/api/src/terminal-cli.ts',
      'pair',
      '--store',
      String(storeId),
      '--term',
      String(termId),
    ]);
    const code = /[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(out)?.[0];
    if (!code) throw new Error(`no pairing code in: ${out}`);
    codes[String(termId)] = code;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startApiProcess(env, `${baseUrl}/readyz`);
  return {
    baseUrl,
    codes,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
