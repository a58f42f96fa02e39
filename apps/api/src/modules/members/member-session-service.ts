// The member's session and profile as the app loads them (docs/product/account.md#member-profile,
// #the-session). A member whose tokens come from another OIDC provider gets a profile (and a
// Brewline Card) the first time they are seen, started from whatever name and email claims the
// token carries.
import type { Db } from '../../db/client.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import type { MemberRecords } from '../../identity/member-records.ts';
import {
  ensureMemberCard,
  findProfile,
  insertProfile,
  listCards,
  type CardRecord,
  type NewProfile,
  type ProfileRecord,
} from './member-repository.ts';

export interface ProfileView extends ProfileRecord {
  birthdaySet: boolean;
}

export interface SessionView {
  authenticated: boolean;
  id: string | null;
  profile: ProfileView | null;
  birthdaySet: boolean;
  acknowledgedTerms: boolean;
}

export function profileView(profile: ProfileRecord): ProfileView {
  return { ...profile, birthdaySet: profile.birthDate !== null };
}

export const GUEST_SESSION: SessionView = {
  authenticated: false,
  id: null,
  profile: null,
  birthdaySet: false,
  acknowledgedTerms: false,
};

/** A new member's profile and first Brewline Card; the caller holds the transaction. */
export async function startMember(db: Db, profile: NewProfile, now: Date): Promise<ProfileRecord> {
  const started = await insertProfile(db, profile, now);
  await ensureMemberCard(db, profile.memberId, now);
  return started;
}

/** What the identity provider needs from members (identity/member-records.ts), handed in by server.ts. */
export const memberRecords: MemberRecords = { start: startMember, findName: findProfile };

export async function ensureProfile(db: Db, member: MemberIdentity, now: Date): Promise<ProfileRecord> {
  const existing = await findProfile(db, member.memberId);
  if (existing) return existing;
  return db.transaction((tx) =>
    startMember(
      tx,
      {
        memberId: member.memberId,
        firstName: member.givenName ?? '',
        lastName: member.familyName ?? '',
        email: member.email ?? '',
        phone: '',
      },
      now,
    ),
  );
}

export async function loadSession(db: Db, member: MemberIdentity | null, now: Date): Promise<SessionView> {
  if (!member) return GUEST_SESSION;
  const profile = profileView(await ensureProfile(db, member, now));
  return {
    authenticated: true,
    id: member.memberId,
    profile,
    birthdaySet: profile.birthdaySet,
    acknowledgedTerms: profile.acknowledgedTerms,
  };
}

/** A member's cards as the app lists them: what the cards module answers with after each change. */
export function listMemberCards(db: Db, memberId: string): Promise<CardRecord[]> {
  return listCards(db, memberId);
}

/** Cards of the profile's own member: the profile row carries the id the token proved. */
export function cardsOf(db: Db, profile: ProfileRecord): Promise<CardRecord[]> {
  return listCards(db, profile.memberId);
}
