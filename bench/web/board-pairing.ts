// A store board paired the way a store pairs one (docs/performance.md): a pairing code from the terminal
// command line (npm run terminal -- pair, which the running server executes over its control socket),
// typed into the board's own pairing form in the bench's Chromium. What the bench keeps is the
// credential the board wrote to local storage (apps/board/src/lib/terminal-storage.ts); each measured
// board load starts with it, as a board that stays on does after a reload.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = 60_000;

/** The terminal CLI against the server's embedded database in `dataDir`; returns the code. */
export function pairingCode(origin: string, dataDir: string, storeId: number, termId: number): string {
  const result = spawnSync(
    process.execPath,
    ['apps/api/src/terminal-cli.ts', 'pair', '--store', String(storeId), '--term', String(termId)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
    },
  );
  if (result.status !== 0) throw new Error(`terminal pair failed: ${result.stderr || result.stdout}`);
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(result.stdout)?.[0];
  if (!code) throw new Error(`no pairing code in: ${result.stdout}`);
  return code;
}

/** Pairs /board/ with `code` and returns the board's local storage after it. */
export async function pairBoard(
  browser: Browser,
  origin: string,
  code: string,
): Promise<Record<string, string>> {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/board/`);
    await tab.locator('input[name="code"]').setTimeout(TIMEOUT_MS).fill(code);
    await tab.locator('::-p-aria([name="Pair screen"][role="button"])').click();
    await tab.waitForSelector('::-p-aria([name="Connection: Live"][role="status"])', { timeout: TIMEOUT_MS });
    const stored = await tab.evaluate(() => ({ ...localStorage }));
    if (!stored['brewline.board.terminal']) throw new Error('pairing left no terminal credential');
    return stored;
  } finally {
    await tab.close();
  }
}
