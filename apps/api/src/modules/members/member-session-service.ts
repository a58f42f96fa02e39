// The member's session and profile as the app loads them (account spec §3 Profile, §4 Session).
// A member whose tokens come from another OIDC provider gets a profile (and a Brewline Card) the
// first time they are seen, started from whatever name and email claims the token carries.
import type { Db } from '../../db/client.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import {
  ensureMemberCard,
  findProfile,
  insertProfile,
  listCards,
  type CardRecord,
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

export async function ensureProfile(db: Db, member: MemberIdentity, now: Date): Promise<ProfileRecord> {
  const existing = await findProfile(db, member.memberId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const profile = await insertProfile(
      tx,
      {
        memberId: member.memberId,
        firstName: member.givenName ?? '',
        lastName: member.familyName ?? '',
        email: member.email ?? '',
        phone: '',
      },
      now,
    );
    await ensureMemberCard(tx, member.memberId, now);
    return profile;
  });
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

/** Cards of the profile's own member: the profile row carries the id the token proved. */
export function cardsOf(db: Db, profile: ProfileRecord): Promise<CardRecord[]> {
  return listCards(db, profile.memberId);
}
