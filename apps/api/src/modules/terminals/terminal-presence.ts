// A paired board's live connection is what makes its terminal CONNECTED. Each server refreshes the
// terminals it holds connections for every few seconds; any server marks a paired terminal
// DISCONNECTED once nobody has refreshed it for STALE_AFTER_MS. The status lives in the database,
// so every server, and the customer app's pickup options, agree on it. A status that changes is
// announced to the store snapshots (store-snapshot.ts), which answer the store query and the order's
// pickup check from memory; a heartbeat that changes nothing announces nothing.
//
// A round refreshes every terminal this server holds in one statement: one by one, a server holding
// a few hundred boards on a busy database took longer than STALE_AFTER_MS to reach its last ones,
// and another server expired them meanwhile, refusing their stores' orders as "store offline".
// A stopping server leaves its terminals' status alone from the start of its hand-over (leaving()):
// its boards reconnect to another server within milliseconds, which keeps them CONNECTED; a
// DISCONNECTED written by the stopping one could land after that and refuse the store's orders as
// "store offline" until the next heartbeat.
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { terminals } from '../../db/schema/terminals.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import { storeSnapshotsOf } from '../stores/store-snapshot.ts';
import type { TerminalIdentity } from './terminal-credentials.ts';

export const HEARTBEAT_MS = 4000;
export const STALE_AFTER_MS = 10_000;

const key = (t: { storeId: number; termId: number }): string => `${t.storeId}:${t.termId}`;

export class TerminalPresence {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #log: FastifyBaseLogger;
  readonly #live = new Map<string, { storeId: number; termId: number; connections: number }>();
  #job: PeriodicJob | null = null;
  #stopped = false;
  #leaving = false;
  /** Presence writes under way, awaited by stop() so none runs after the database is closed. */
  readonly #writes = new Set<Promise<void>>();

  constructor(db: Db, now: () => Date, log: FastifyBaseLogger) {
    this.#db = db;
    this.#now = now;
    this.#log = log;
  }

  async #mark(t: { storeId: number; termId: number }, status: 'CONNECTED' | 'DISCONNECTED'): Promise<void> {
    // The common case, a heartbeat: the terminal already has this status and only its time moves.
    const refreshed = await this.#db
      .update(terminals)
      .set({ lastSeenAt: this.#now() })
      .where(
        and(eq(terminals.storeId, t.storeId), eq(terminals.termId, t.termId), eq(terminals.status, status)),
      )
      .returning({ storeId: terminals.storeId });
    if (refreshed.length > 0) return;
    await this.#db
      .insert(terminals)
      .values({ storeId: t.storeId, termId: t.termId, status, lastSeenAt: this.#now() })
      .onConflictDoUpdate({
        target: [terminals.storeId, terminals.termId],
        set: { status, lastSeenAt: this.#now() },
      });
    storeSnapshotsOf(this.#db).invalidate(t.storeId);
  }

  #track(write: Promise<void>): Promise<void> {
    this.#writes.add(write);
    return write.finally(() => this.#writes.delete(write));
  }

  async connected(terminal: TerminalIdentity): Promise<void> {
    const entry = this.#live.get(key(terminal)) ?? {
      storeId: terminal.storeId,
      termId: terminal.termId,
      connections: 0,
    };
    entry.connections += 1;
    this.#live.set(key(terminal), entry);
    if (this.#stopped) return;
    await this.#track(this.#mark(terminal, 'CONNECTED'));
  }

  async disconnected(terminal: TerminalIdentity): Promise<void> {
    const entry = this.#live.get(key(terminal));
    if (entry) entry.connections -= 1;
    if (entry && entry.connections > 0) return;
    this.#live.delete(key(terminal));
    // Shutting down: the board is on its way to another server (see the top of this file).
    if (this.#stopped || this.#leaving) return;
    // A board on another server for the same terminal puts it back at its next heartbeat.
    await this.#track(this.#mark(terminal, 'DISCONNECTED'));
  }

  /** One round: refresh what this server holds, then expire what nobody refreshed. */
  async tick(): Promise<void> {
    await this.#refreshHeld();
    const expired = await this.#db
      .update(terminals)
      .set({ status: 'DISCONNECTED' })
      .where(
        and(
          eq(terminals.status, 'CONNECTED'),
          // Terminals never seen by a board (demo terminals) have no last-seen time and are left alone.
          isNotNull(terminals.lastSeenAt),
          lt(terminals.lastSeenAt, new Date(this.#now().getTime() - STALE_AFTER_MS)),
        ),
      )
      .returning({ storeId: terminals.storeId });
    const snapshots = storeSnapshotsOf(this.#db);
    for (const storeId of new Set(expired.map((row) => row.storeId))) snapshots.invalidate(storeId);
  }

  /** Moves the time of every CONNECTED terminal held here at once; marks the others one by one. */
  async #refreshHeld(): Promise<void> {
    const held = [...this.#live.values()];
    if (held.length === 0) return;
    const refreshed = await this.#db
      .update(terminals)
      .set({ lastSeenAt: this.#now() })
      .where(
        and(
          eq(terminals.status, 'CONNECTED'),
          or(...held.map((t) => and(eq(terminals.storeId, t.storeId), eq(terminals.termId, t.termId)))),
        ),
      )
      .returning({ storeId: terminals.storeId, termId: terminals.termId });
    const done = new Set(refreshed.map(key));
    // Rare: expired by another server meanwhile, or its row gone; CONNECTED again, announced.
    for (const entry of held) if (!done.has(key(entry))) await this.#mark(entry, 'CONNECTED');
  }

  start(): void {
    this.#job ??= startPeriodicJob('terminal presence tick', HEARTBEAT_MS, () => this.tick(), this.#log);
  }

  /** The server hands its boards over: their heartbeats go on until they leave, no DISCONNECTED. */
  leaving(): void {
    this.#leaving = true;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#job?.stop();
    this.#job = null;
    await Promise.allSettled([...this.#writes]);
  }
}
