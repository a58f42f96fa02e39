// A member's profile and the help page's feedback.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A member's profile (docs/product/account.md#records). Keyed by the token's `sub`, with no
 * reference to member_accounts: with another OIDC provider the account lives there and only the
 * profile is ours.
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: text('member_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Ten digits, no formatting. */
    phone: text('phone').notNull(),
    /** yyyy-MM-dd; locked once set (birthday_set). */
    birthDate: text('birth_date'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    ewardSubscription: boolean('eward_subscription').notNull().default(false),
    /** '{product}Card' for the free birthday drink, 'None' or null for none. */
    birthdayPromotionMedium: text('birthday_promotion_medium'),
    /** Set when the mail server refused the address for good (an SMTP 5xx); updating the e-mail clears it. */
    badEmail: boolean('bad_email').notNull().default(false),
    /** The member wants e-mails about their orders (placed, ready, refunded, failed). */
    orderUpdatesEmail: boolean('order_updates_email').notNull().default(true),
    acknowledgedTerms: boolean('acknowledged_terms').notNull().default(false),
    /** Failed 'Add Another Card' attempts in a row; reset by a success. */
    cardAddFailures: integer('card_add_failures').notNull().default(0),
    /** Set when repeated failed card numbers flag the account as suspicious: card calls answer 418. */
    suspiciousAt: timestamp('suspicious_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The back office's member lookup by e-mail and by name.
    index('member_profiles_email_idx').on(sql`lower(${t.email})`),
    index('member_profiles_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('member_profiles_phone_idx').on(t.phone),
  ],
);

/** Help-page feedback; member_id is null for a guest. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    feedbackText: text('feedback_text').notNull(),
    memberId: text('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
