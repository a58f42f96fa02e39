// The embedded identity provider: accounts, what the OIDC provider persists, sign-in throttles and
// the shared signing keys.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded identity provider's accounts. `id` is the member id: the `sub` of every token the
 * provider issues and the key of the member's profile. Only an argon2id hash of the password is kept.
 */
export const memberAccounts = pgTable('member_accounts', {
  id: text('id').primaryKey(),
  /** Lower-cased, so that one address is one account whatever its case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
  /** Set for accounts disabled for suspicious activity (docs/product/account.md#who-may-do-what): they cannot sign in. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/**
 * Password reset links (docs/product/account.md#forgot-password): only a SHA-256 hash of each link's
 * token is kept, so a copy of this table opens no account. A link is used once (`used_at`, set by a
 * conditional update) and expires `expires_at`; it belongs to one account and dies with it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => memberAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_account_idx').on(t.accountId)],
);

/**
 * Everything the OIDC provider persists (sessions, interactions, grants, codes, refresh tokens), one
 * row per model instance, so that any API server can continue any sign-in. The lookup columns are
 * copied out of the payload for the provider's secondary lookups and for revoking a grant's family.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_models_grant_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins per key ('account:<email>' or 'address:<ip>') within a window, and the lockout they
 * caused. In the database so that a limit holds across every API server.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The identity provider's signing keys and cookie secrets, made once and shared by every server. */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
