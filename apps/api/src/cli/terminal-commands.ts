// npm run terminal -- pair --store 101 --term 2   prints a one-time pairing code for a store board
// npm run terminal -- list                        lists credentials (never the tokens)
// npm run terminal -- revoke 7                    revokes credential 7; its board is signed out
import { parseArgs } from 'node:util';
import type { Db } from '../db/client.ts';
import { findStore } from '../modules/stores/store-repository.ts';
import {
  createPairingCode,
  listCredentials,
  revokeCredential,
  PAIRING_CODE_MINUTES,
} from '../modules/terminals/terminal-credentials.ts';
import type { CommandContext, CommandIo } from './command-io.ts';

const USAGE = 'usage: npm run terminal -- pair --store <storeId> --term <2|3> | list | revoke <credentialId>';

export async function runTerminalCommand(
  db: Db,
  argv: string[],
  io: CommandIo,
  { now }: CommandContext,
): Promise<number> {
  const fail = (message: string): number => {
    io.err(message);
    return 1;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { store: { type: 'string' }, term: { type: 'string' } },
    });
  } catch {
    return fail(USAGE);
  }
  const { positionals, values } = parsed;
  const [command, argument] = positionals;
  if (command === 'pair') {
    const storeId = Number(values.store);
    const termId = Number(values.term);
    if (!Number.isInteger(storeId) || (termId !== 2 && termId !== 3)) return fail(USAGE);
    const store = await findStore(db, storeId);
    if (!store) return fail(`No store ${storeId}.`);
    const { id, code } = await createPairingCode(db, storeId, termId, now);
    io.out(
      `Pairing code for ${store.nickname} (store ${storeId}), ${termId === 3 ? 'drive-thru' : 'counter'} terminal ${termId}:`,
    );
    io.out(`\n    ${code}\n`);
    io.out(
      `Open /board on the store's screen and enter it within ${PAIRING_CODE_MINUTES} minutes. Credential id: ${id}.`,
    );
    return 0;
  }
  if (command === 'list') {
    const rows = await listCredentials(db);
    io.out('| id | store | terminal | state | created | paired |\n|---|---|---|---|---|---|');
    for (const row of rows) {
      const state = row.revokedAt ? 'revoked' : row.pairedAt ? 'paired' : 'waiting for its code';
      io.out(
        `| ${row.id} | ${row.storeId} | ${row.termId} | ${state} | ${row.createdAt.toISOString()} | ${row.pairedAt?.toISOString() ?? ''} |`,
      );
    }
    return 0;
  }
  if (command === 'revoke') {
    const id = Number(argument);
    if (!Number.isInteger(id)) return fail(USAGE);
    if (!(await revokeCredential(db, id, now))) return fail(`No active credential ${id}.`);
    io.out(`Revoked credential ${id}.`);
    return 0;
  }
  return fail(USAGE);
}
