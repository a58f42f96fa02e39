// First-party analytics events.
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics: what happened, when, in which session cart. No personal data: the
 * properties are ids (product, group, store, step), never names, emails or phone numbers.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sessionCartId: text('session_cart_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);
