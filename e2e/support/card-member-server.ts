// A server of its own for the card checkout journey, on a file database in a temporary folder: the
// member and their Brewline Card balances are seeded by a separate process first (test-only seeding,
// see seed-card-member.ts), which cannot reach the in-memory database of the shared journey server.
// Seed, then serve (PGlite allows one process at a time).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from './api-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SeededCard {
  readonly cardNumber: string;
  readonly balanceCents: number;
}

export interface CardMemberServer {
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  readonly cards: readonly SeededCard[];
  readonly close: () => Promise<void>;
}

export async function startCardMemberServer(port: number, tag: string): Promise<CardMemberServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brewline-cards-e2e-'));
  const email = `katherine.${tag}.${Date.now()}@example.com`;
  const password = 'orbit-path-62';
  const seeded = spawnSync(process.execPath, ['e2e/support/seed-card-member.ts', dataDir, email, password], {
    cwd: root,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
  const lastLine = seeded.stdout.trim().split('\n').pop() ?? '{}';
  const { cards } = JSON.parse(lastLine) as { cards: SeededCard[] };
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startApiProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DEMO_TERMINALS: 'auto',
      DEMO_TERMINAL_STEP_MS: '1500',
    },
    `${baseUrl}/readyz`,
  );
  return {
    baseUrl,
    email,
    password,
    cards,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
