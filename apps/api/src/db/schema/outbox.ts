// The transactional outbox of customer e-mails (modules/notifications).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: each e-mail a customer should get, written in the same transaction as the
 * change that causes it (an order placed, ready, refunded or failed; a card reload), so there is never
 * a change without its e-mail nor an e-mail without its change. The mail sender
 * (modules/notifications) claims due rows with a lease, renders and delivers them, and records the
 * outcome; the order never waits for mail. `dedupe_key` makes a retried change write its e-mail once.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** One of outbox.ts's MAIL_KINDS: an order's, a card reload's, or an account's (a password reset). */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    orderId: text('order_id'),
    paymentIntentId: text('payment_intent_id'),
    memberId: text('member_id'),
    /**
     * The one-time token a link in the e-mail carries (a password reset), which the database keeps
     * nowhere else but as a hash: the sender reads it to render the mail and erases it once the
     * mail is settled, storing the rendered mail without it.
     */
    linkToken: text('link_token'),
    /** PENDING, then SENT, KEPT (no SMTP server: kept for the development mail page), SKIPPED or FAILED. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sender holds the row until then; after it, another sender may take it (the first one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    recipient: text('recipient'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The sender's poll reads only what is still to send, soonest first.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('outbox_messages_created_idx').on(t.createdAt.desc()),
  ],
);
