// A store's terminals (counter, drive-thru) and the store boards' credentials for them.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

export const terminals = pgTable(
  'terminals',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    /** 2 = counter (in store and parking lot), 3 = drive-thru. */
    termId: integer('term_id').notNull(),
    status: text('status').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.termId] })],
);

/**
 * A store board's credential for one terminal. A manager creates a one-time pairing code; the board
 * exchanges it for a long-lived token. Only SHA-256 hashes of the code and the token are stored.
 */
export const terminalCredentials = pgTable(
  'terminal_credentials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.storeId),
    termId: integer('term_id').notNull(),
    pairingCodeHash: text('pairing_code_hash').unique(),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('terminal_credentials_store_idx').on(t.storeId)],
);
