// The back office's audit log.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change made in the back office (and by the back office's command line): who, when, what,
 * and the record before and after, written in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member's id; null for the command line. */
    actorId: text('actor_id'),
    /** Kept as it was then, so the log reads the same after the person is removed. */
    actorEmail: text('actor_email').notNull(),
    /** What was done, as a dotted name: staff.invite, store.hours.update, menu.publish... */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The store the change is about, when it is about one: a store manager sees these. */
    storeId: integer('store_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_store_idx').on(t.storeId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);
