// The audit log's writer: every back-office change calls it inside the change's own transaction, so
// a change and its record commit together or not at all.
import { auditLog } from '../../db/schema/audit.ts';
import type { Db, Tx } from '../../db/client.ts';

/** Who made a change: a staff member, or the back office's command line. */
export interface AuditActor {
  /** The staff member's id; null for the command line. */
  memberId: string | null;
  email: string;
}

export const COMMAND_LINE_ACTOR: AuditActor = { memberId: null, email: 'command line' };

export interface AuditEntry {
  actor: AuditActor;
  /** A dotted name of what was done: staff.invite, store.hours.update, menu.publish... */
  action: string;
  entityType: string;
  entityId: string;
  /** The store the change is about, when it is about one (a store manager's log shows these). */
  storeId?: number | null;
  /** The record before the change (null when it was created) and after it (null when removed). */
  before: unknown;
  after: unknown;
  at: Date;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorId: entry.actor.memberId,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    storeId: entry.storeId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
