// The back office's people and their invitations.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's people: a member account that also works for the chain, with its role and, for a
 * store manager, the stores they run. Keyed by the token's `sub` (no reference to member_accounts:
 * with another OIDC provider the account lives there). A removed person's row is deleted; the audit
 * log keeps who they were and what they did.
 */
export const staffMembers = pgTable('staff_members', {
  memberId: text('member_id').primaryKey(),
  email: text('email').notNull(),
  /** CHAIN_ADMIN, STORE_MANAGER or SUPPORT (domain staff-roles.ts). */
  role: text('role').notNull(),
  storeIds: integer('store_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Who invited them; null for the first chain admin, made from the command line. */
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * An invitation to the back office: a one-time link (only its hash is kept) for one e-mail address.
 * Accepting it needs the link and a sign-in with that address, then makes the staff row.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    storeIds: integer('store_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
