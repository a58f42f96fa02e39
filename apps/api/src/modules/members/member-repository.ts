// Member profiles and their first Brewline Card, in SQL. Every read and write is keyed by the member
// id the access token proved; no function here takes an id from a request's arguments.
import { sortStoredCards } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCards } from '../../db/schema/cards.ts';
import { memberProfiles } from '../../db/schema/members.ts';
import { newCardNumber } from './card-number.ts';

export type ProfileRecord = typeof memberProfiles.$inferSelect;
export type CardRecord = typeof memberCards.$inferSelect;

export interface NewProfile {
  memberId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type ProfileChanges = Partial<
  Pick<
    ProfileRecord,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'birthDate'
    | 'street'
    | 'city'
    | 'state'
    | 'postalCode'
    | 'ewardSubscription'
    | 'birthdayPromotionMedium'
    | 'badEmail'
    | 'orderUpdatesEmail'
    | 'acknowledgedTerms'
  >
>;

export async function findProfile(db: Db, memberId: string): Promise<ProfileRecord | null> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return row ?? null;
}

/** Creates the profile unless the member already has one; returns the stored profile either way. */
export async function insertProfile(db: Db, profile: NewProfile, now: Date): Promise<ProfileRecord> {
  await db
    .insert(memberProfiles)
    .values({ ...profile, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const stored = await findProfile(db, profile.memberId);
  if (!stored) throw new Error('Profile insert failed');
  return stored;
}

export async function updateProfile(
  db: Db,
  memberId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRecord | null> {
  const [row] = await db
    .update(memberProfiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(memberProfiles.memberId, memberId))
    .returning();
  return row ?? null;
}

/** The member's cards as every screen shows them: the default first, then the highest balance. */
export async function listCards(db: Db, memberId: string): Promise<CardRecord[]> {
  return sortStoredCards(await db.select().from(memberCards).where(eq(memberCards.memberId, memberId)));
}

/**
 * Gives the member a fresh Brewline Card, as their default, when they have none. A number that is
 * already taken (one chance in ten to the thirteenth) is simply drawn again.
 */
export async function ensureMemberCard(db: Db, memberId: string, now: Date): Promise<void> {
  if ((await listCards(db, memberId)).length > 0) return;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insert(memberCards)
      .values({ cardNumber: newCardNumber(), memberId, isDefault: true, createdAt: now, registeredAt: now })
      .onConflictDoNothing()
      .returning({ cardNumber: memberCards.cardNumber });
    if (inserted.length > 0) return;
  }
  throw new Error('Could not draw a free card number');
}
