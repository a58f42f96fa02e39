// The live connections of the boards this server holds, by credential, so that revoking a board ends
// its open connection at once instead of at its next request. A revocation is announced once
// (revokeTerminal, on any server); every server closes the sockets it holds for that credential: this
// one at once, the others through the realtime emitter (Redis) when there is one. An announcement lost
// while Redis is away is covered by a sweep that asks the database which held credentials are revoked.
import {
  TERMINAL_REVOKED_CLOSE_CODE,
  TERMINAL_REVOKED_CLOSE_REASON,
} from '@brewline/domain/protocol/board-socket';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { terminalCredentials } from '../../db/schema/terminals.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import type { LiveSocket } from '../../realtime/live-connections.ts';
import type { SubscriptionEmitter } from '../../realtime/redis-emitter.ts';

export const TERMINAL_REVOKED_TOPIC = 'TERMINAL_REVOKED';

/** How often a server checks the boards it holds against the database (milliseconds). */
export const REVOKED_SWEEP_MS = 5_000;

type RevocationListener = (credentialId: number) => void;

/** Revocations announced in this process, per database handle (like storeSnapshotsOf). */
class BoardRevocations {
  readonly #listeners = new Set<RevocationListener>();

  announce(credentialId: number): void {
    for (const listener of [...this.#listeners]) listener(credentialId);
  }

  onRevoked(listener: RevocationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const byDatabase = new WeakMap<Db, BoardRevocations>();

/** Where revokeTerminal announces a revocation, after its transaction committed. */
export function boardRevocationsOf(db: Db): BoardRevocations {
  let revocations = byDatabase.get(db);
  if (!revocations) {
    revocations = new BoardRevocations();
    byDatabase.set(db, revocations);
  }
  return revocations;
}

function credentialIdOf(message: Record<string, unknown>): number | null {
  const id = message['credentialId'];
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

export class BoardConnections {
  readonly #byCredential = new Map<number, Set<LiveSocket>>();

  /** Holds the socket under its board's credential until it closes. Safe to call again. */
  hold(credentialId: number, socket: LiveSocket): void {
    const sockets = this.#byCredential.get(credentialId) ?? new Set<LiveSocket>();
    if (sockets.has(socket)) return;
    sockets.add(socket);
    this.#byCredential.set(credentialId, sockets);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#byCredential.get(credentialId) === sockets)
        this.#byCredential.delete(credentialId);
    });
  }

  /** Closes every socket this server holds for the credential, with the code the board reads as revoked. */
  closeRevoked(credentialId: number): void {
    for (const socket of this.#byCredential.get(credentialId) ?? [])
      socket.close(TERMINAL_REVOKED_CLOSE_CODE, TERMINAL_REVOKED_CLOSE_REASON);
  }

  /** How many board sockets this server holds (the metrics' board connections). */
  get size(): number {
    let sockets = 0;
    for (const held of this.#byCredential.values()) sockets += held.size;
    return sockets;
  }

  heldCredentialIds(): number[] {
    return [...this.#byCredential.keys()];
  }
}

/** The held credentials the database says are revoked. */
async function revokedAmong(db: Db, credentialIds: readonly number[]): Promise<number[]> {
  if (credentialIds.length === 0) return [];
  const rows = await db
    .select({ id: terminalCredentials.id })
    .from(terminalCredentials)
    .where(
      and(inArray(terminalCredentials.id, [...credentialIds]), isNotNull(terminalCredentials.revokedAt)),
    );
  return rows.map((row) => row.id);
}

/**
 * Closes a revoked board's connections on every server: hears this process's revocations and, with
 * an emitter, passes them on and hears the other servers'. Returns how to stop.
 */
export function closeRevokedBoards(
  db: Db,
  connections: BoardConnections,
  emitter: SubscriptionEmitter | undefined,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const hear = (message: Record<string, unknown>, done: () => void): void => {
    const credentialId = credentialIdOf(message);
    if (credentialId !== null) connections.closeRevoked(credentialId);
    done();
  };
  emitter?.on(TERMINAL_REVOKED_TOPIC, hear);
  const stopHearing = boardRevocationsOf(db).onRevoked((credentialId) => {
    // The emitter delivers to this server's listener too, at once, whether or not Redis answers.
    if (emitter) emitter.emit({ topic: TERMINAL_REVOKED_TOPIC, credentialId });
    else connections.closeRevoked(credentialId);
  });
  const sweep: PeriodicJob = startPeriodicJob(
    'revoked board sweep',
    REVOKED_SWEEP_MS,
    async () => {
      for (const credentialId of await revokedAmong(db, connections.heldCredentialIds()))
        connections.closeRevoked(credentialId);
    },
    log,
  );
  return async () => {
    stopHearing();
    emitter?.removeListener(TERMINAL_REVOKED_TOPIC, hear);
    await sweep.stop();
  };
}

/** Whether the credential is revoked now: a board revoked between connecting and subscribing. */
export async function isRevoked(db: Db, credentialId: number): Promise<boolean> {
  return (await revokedAmong(db, [credentialId])).length > 0;
}
