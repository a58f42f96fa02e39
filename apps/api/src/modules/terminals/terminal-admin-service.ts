// Terminals and boards from the back office: a one-time pairing code for a store's counter (2) or
// drive-thru (3) terminal, the store's credentials with each terminal's live connection, and revoking
// a credential. Pairing and revoking are audited; a revoked board's open live connection is closed at
// once on every server (board-connections.ts), its next request is refused, and its store forgets its
// snapshot so the pickup methods it offered follow at once.
import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { storeById, terminalsOfStore } from '../stores/store-service.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import { boardRevocationsOf } from './board-connections.ts';
import {
  createPairingCode,
  findCredential,
  listStoreCredentials,
  revokeCredential,
  type CredentialRecord,
} from './terminal-credentials.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export const TERMINAL_NAMES: Record<number, string> = { 2: 'Counter', 3: 'Drive-thru' };

export const CREDENTIAL_STATES = ['WAITING_FOR_CODE', 'CODE_EXPIRED', 'PAIRED', 'REVOKED'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

export interface StoreTerminalView {
  termId: number;
  name: string;
  /** CONNECTED while a paired board holds a live connection, DISCONNECTED otherwise. */
  status: string;
  lastSeenAt: Date | null;
}

export interface CredentialView {
  record: CredentialRecord;
  state: CredentialState;
}

export function credentialState(record: CredentialRecord, now: Date): CredentialState {
  if (record.revokedAt) return 'REVOKED';
  if (record.pairedAt) return 'PAIRED';
  return record.pairingExpiresAt && record.pairingExpiresAt > now ? 'WAITING_FOR_CODE' : 'CODE_EXPIRED';
}

/** Terminals 2 and 3 of the store, whether or not a board ever connected. */
export async function storeTerminals(db: Db, storeId: number): Promise<StoreTerminalView[]> {
  const rows = await terminalsOfStore(db, storeId);
  return [2, 3].map((termId) => {
    const row = rows.find((r) => r.termId === termId);
    return {
      termId,
      name: TERMINAL_NAMES[termId] ?? `Terminal ${termId}`,
      status: row?.status ?? 'DISCONNECTED',
      lastSeenAt: row?.lastSeenAt ?? null,
    };
  });
}

export async function storeCredentials(db: Db, storeId: number, now: Date): Promise<CredentialView[]> {
  const rows = await listStoreCredentials(db, storeId);
  return rows.map((record) => ({ record, state: credentialState(record, now) }));
}

export async function pairTerminal(
  db: Db,
  actor: AuditActor,
  storeId: number,
  termId: number,
  now: Date,
): Promise<{ id: number; code: string; expiresAt: Date }> {
  if (termId !== 2 && termId !== 3) {
    throw new Refusal('INVALID_INPUT', refusalMessages.TERMINAL_CHOICE());
  }
  const store = await storeById(db, storeId);
  if (!store) throw new Refusal('STORE_NOT_FOUND', refusalMessages.STORE_UNKNOWN({ storeId }));
  if (termId === 3 && !store.driveThru) {
    throw new Refusal('INVALID_INPUT', refusalMessages.TERMINAL_NO_DRIVE_THRU({ store: store.nickname }));
  }
  return db.transaction(async (tx) => {
    const pairing = await createPairingCode(tx, storeId, termId, now);
    await recordAudit(tx, {
      actor,
      action: 'terminal.pair',
      entityType: 'terminal_credential',
      entityId: String(pairing.id),
      storeId,
      before: null,
      after: { id: pairing.id, storeId, termId, expiresAt: pairing.expiresAt.toISOString() },
      at: now,
    });
    return pairing;
  });
}

export async function revokeTerminal(
  db: Db,
  actor: AuditActor,
  storeId: number,
  credentialId: number,
  now: Date,
): Promise<CredentialView> {
  const credential = await findCredential(db, credentialId);
  // Another store's credential reads as unknown: nothing about it is told to this store's manager.
  if (!credential || credential.storeId !== storeId) {
    throw new Refusal(
      'INVALID_INPUT',
      refusalMessages.TERMINAL_CREDENTIAL_UNKNOWN({ storeId, credentialId }),
    );
  }
  if (credential.revokedAt) return { record: credential, state: 'REVOKED' };
  await db.transaction(async (tx) => {
    await revokeCredential(tx, credentialId, now);
    await recordAudit(tx, {
      actor,
      action: 'terminal.revoke',
      entityType: 'terminal_credential',
      entityId: String(credentialId),
      storeId,
      before: { id: credentialId, termId: credential.termId, revokedAt: null },
      after: { id: credentialId, termId: credential.termId, revokedAt: now.toISOString() },
      at: now,
    });
  });
  storeSnapshotsOf(db).invalidate(storeId);
  boardRevocationsOf(db).announce(credentialId);
  const revoked = (await findCredential(db, credentialId)) ?? credential;
  return { record: revoked, state: credentialState(revoked, now) };
}
