// Pairing codes and board credentials. Codes are short for a person to type and expire in ten
// minutes; tokens are long and never expire until revoked. Only hashes are stored.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { terminalCredentials } from '../../db/schema/terminals.ts';

export const PAIRING_CODE_MINUTES = 10;
/** No 0/O or 1/I: a code read aloud or off a screen is typed right the first time. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface TerminalIdentity {
  credentialId: number;
  storeId: number;
  termId: number;
}

export type CredentialRecord = typeof terminalCredentials.$inferSelect;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** 'K7Q49MZP', 'k7q4-9mzp' and 'K7Q4 9MZP' are the same code. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export async function createPairingCode(
  db: Db | Tx,
  storeId: number,
  termId: number,
  now: Date,
): Promise<{ id: number; code: string; expiresAt: Date }> {
  const raw = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
  const [row] = await db
    .insert(terminalCredentials)
    .values({ storeId, termId, pairingCodeHash: sha256(raw), pairingExpiresAt: expiresAt, createdAt: now })
    .returning({ id: terminalCredentials.id });
  if (!row) throw new Error('pairing code insert returned nothing');
  return { id: row.id, code: `${raw.slice(0, 4)}-${raw.slice(4)}`, expiresAt };
}

/** Trades a valid, unexpired, unused code for a token (shown once). Null for anything else. */
export async function exchangePairingCode(
  db: Db,
  code: string,
  now: Date,
): Promise<(TerminalIdentity & { token: string }) | null> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(terminalCredentials)
    .set({ tokenHash: sha256(token), pairingCodeHash: null, pairingExpiresAt: null, pairedAt: now })
    .where(
      and(
        eq(terminalCredentials.pairingCodeHash, sha256(normalizeCode(code))),
        gt(terminalCredentials.pairingExpiresAt, now),
        isNull(terminalCredentials.revokedAt),
      ),
    )
    .returning();
  return row ? { credentialId: row.id, storeId: row.storeId, termId: row.termId, token } : null;
}

export async function findTerminalByToken(db: Db, token: string): Promise<TerminalIdentity | null> {
  const [row] = await db
    .select()
    .from(terminalCredentials)
    .where(and(eq(terminalCredentials.tokenHash, sha256(token)), isNull(terminalCredentials.revokedAt)));
  return row ? { credentialId: row.id, storeId: row.storeId, termId: row.termId } : null;
}

export function listCredentials(db: Db): Promise<CredentialRecord[]> {
  return db
    .select()
    .from(terminalCredentials)
    .orderBy(asc(terminalCredentials.storeId), asc(terminalCredentials.termId), asc(terminalCredentials.id));
}

export async function revokeCredential(db: Db | Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(terminalCredentials)
    .set({ revokedAt: now })
    .where(and(eq(terminalCredentials.id, id), isNull(terminalCredentials.revokedAt)))
    .returning({ id: terminalCredentials.id });
  return rows.length > 0;
}

/** Stores with a live (paired, unrevoked) board: demo terminals leave their orders alone. */
export async function storesWithPairedBoards(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ storeId: terminalCredentials.storeId })
    .from(terminalCredentials)
    .where(and(isNotNull(terminalCredentials.tokenHash), isNull(terminalCredentials.revokedAt)));
  return new Set(rows.map((r) => r.storeId));
}

/** One store's credentials, newest first: what the back office's terminals page lists. */
export function listStoreCredentials(db: Db, storeId: number): Promise<CredentialRecord[]> {
  return db
    .select()
    .from(terminalCredentials)
    .where(eq(terminalCredentials.storeId, storeId))
    .orderBy(desc(terminalCredentials.createdAt), desc(terminalCredentials.id));
}

export async function findCredential(db: Db, id: number): Promise<CredentialRecord | null> {
  const [row] = await db.select().from(terminalCredentials).where(eq(terminalCredentials.id, id));
  return row ?? null;
}
