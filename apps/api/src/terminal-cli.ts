// npm run terminal -- pair --store 101 --term 2   prints a one-time pairing code for a store board
// npm run terminal -- list                        lists credentials (never the tokens)
// npm run terminal -- revoke 7                    revokes credential 7; its board is signed out
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { findStore } from './modules/stores/store-repository.ts';
import {
  createPairingCode,
  listCredentials,
  revokeCredential,
  PAIRING_CODE_MINUTES,
} from './modules/terminals/terminal-credentials.ts';

const USAGE = 'usage: npm run terminal -- pair --store <storeId> --term <2|3> | list | revoke <credentialId>';

async function run(database: Awaited<ReturnType<typeof openDatabase>>, argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { store: { type: 'string' }, term: { type: 'string' } },
  });
  const [command, argument] = positionals;
  const db = database.db;
  if (command === 'pair') {
    const storeId = Number(values.store);
    const termId = Number(values.term);
    if (!Number.isInteger(storeId) || (termId !== 2 && termId !== 3)) return fail(USAGE);
    const store = await findStore(db, storeId);
    if (!store) return fail(`No store ${storeId}.`);
    const { id, code } = await createPairingCode(db, storeId, termId, new Date());
    console.log(
      `Pairing code for ${store.nickname} (store ${storeId}), ${termId === 3 ? 'drive-thru' : 'counter'} terminal ${termId}:`,
    );
    console.log(`\n    ${code}\n`);
    console.log(
      `Open /board on the store's screen and enter it within ${PAIRING_CODE_MINUTES} minutes. Credential id: ${id}.`,
    );
    return 0;
  }
  if (command === 'list') {
    const rows = await listCredentials(db);
    console.log('| id | store | terminal | state | created | paired |\n|---|---|---|---|---|---|');
    for (const row of rows) {
      const state = row.revokedAt ? 'revoked' : row.pairedAt ? 'paired' : 'waiting for its code';
      console.log(
        `| ${row.id} | ${row.storeId} | ${row.termId} | ${state} | ${row.createdAt.toISOString()} | ${row.pairedAt?.toISOString() ?? ''} |`,
      );
    }
    return 0;
  }
  if (command === 'revoke') {
    const id = Number(argument);
    if (!Number.isInteger(id)) return fail(USAGE);
    if (!(await revokeCredential(db, id, new Date()))) return fail(`No active credential ${id}.`);
    console.log(`Revoked credential ${id}.`);
    return 0;
  }
  return fail(USAGE);
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

try {
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    await database.migrate();
    process.exitCode = await run(database, process.argv.slice(2));
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
