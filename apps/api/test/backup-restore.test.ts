// deploy/backup.sh and deploy/restore.sh: a backup taken while orders are being placed restores into
// a new database, a server starts on it and answers for an order it holds, and the books (orders,
// payments, card ledgers, points) match the original's to the cent over every row the backup holds.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { buildServer, type BrewlineServer } from '../src/server.ts';
import { booksOf, cardsOutOfBalance, rowsOf } from './support/books-audit.ts';
import { postgresAnswers } from './support/fresh-postgres.ts';
import { graphqlOver } from './support/graphql-post.ts';
import { paidOrder, sendOrder } from './support/order-flow.ts';
import { openScratchPostgres, type ScratchPostgres } from './support/scratch-databases.ts';
import { TEST_DATABASE_URL } from './support/test-database-url.ts';

const run = process.env['TEST_DATABASES'] !== 'pglite' && (await postgresAnswers());
const deploy = fileURLToPath(new URL('../../../deploy/', import.meta.url));
const execute = promisify(execFile);
const STORE = 118;
const NOW = new Date('2026-11-21T18:00:00Z'); // the store is open

describe.runIf(run)('backup and restore', () => {
  let original: ScratchPostgres;
  let restoredUrl: string;
  let restoredHandle: DatabaseHandle | null = null;
  const servers: BrewlineServer[] = [];
  const backups = mkdtempSync(join(tmpdir(), 'brewline-backups-'));
  const serve = async (database: DatabaseHandle) => {
    const server = await buildServer({
      database,
      webDistDir: null,
      logLevel: 'warn',
      now: () => NOW,
      rateLimits: null,
      mail: null,
    });
    servers.push(server);
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    return {
      baseUrl,
      graphql: <T>(q: string, v: Record<string, unknown> = {}) => graphqlOver<T>(baseUrl, q, v),
    };
  };

  beforeAll(async () => {
    original = await openScratchPostgres(
      TEST_DATABASE_URL,
      'backup',
      inject('postgresTemplate') || undefined,
    );
    restoredUrl = `${original.url}_restored`;
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await restoredHandle?.close();
    await execute('psql', [
      TEST_DATABASE_URL,
      '-qc',
      `drop database if exists ${original.name}_restored with (force)`,
    ]);
    await original.dispose();
    rmSync(backups, { recursive: true, force: true });
  });

  it('a backup taken while orders are placed restores into a new database whose books match the original', async () => {
    const client = await serve(original.handle);
    const placed: { id: string; viewerKey: string | null }[] = [];
    let placing = true;
    const placeUntilStopped = async () => {
      while (placing) {
        const answer = await sendOrder(client, STORE, await paidOrder(client, STORE));
        const order = answer.data?.sendCustomerOrder;
        if (order) placed.push({ id: order.id, viewerKey: order.viewerKey });
      }
    };
    const load = [placeUntilStopped(), placeUntilStopped()];
    // The backup starts once orders are flowing and they go on flowing after it.
    while (placed.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    const { stdout } = await execute(join(deploy, 'backup.sh'), [original.url], {
      env: { ...process.env, BACKUP_DIR: backups },
    });
    const atBackupEnd = placed.length;
    while (placed.length < atBackupEnd + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    placing = false;
    await Promise.all(load);

    await execute(join(deploy, 'restore.sh'), [stdout.trim(), restoredUrl]);
    const rows = await rowsOf(restoredUrl);
    expect(rows.orderIds.length).toBeGreaterThanOrEqual(4);
    expect(rows.orderIds.length).toBeLessThan(placed.length);
    expect(await booksOf(restoredUrl, rows)).toEqual(await booksOf(original.url, rows));
    expect(await cardsOutOfBalance(restoredUrl)).toEqual([]);
    expect(rows.cardLedgerIds.length).toBeGreaterThan(0);

    // A server on the restored database answers for an order the backup holds.
    restoredHandle = await openDatabase({ kind: 'postgres', url: restoredUrl });
    const restored = await serve(restoredHandle);
    const held = placed.find((order) => rows.orderIds.includes(order.id));
    const answer = await restored.graphql<{ order: { id: string } | null }>(
      `{ order(id: "${held?.id}", viewerKey: "${held?.viewerKey}") { id } }`,
    );
    expect(answer.data?.order?.id).toBe(held?.id);
  });
});
