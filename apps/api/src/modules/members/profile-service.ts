// updateProfile and acceptTerms (docs/product/account.md#profile-fields, #the-session). The profile
// rules are the domain's; "today" for the birthday is the date on the US East Coast, the
// earliest-changing date of the 50 states, so nobody's real birthday is ever refused as "in the
// future".
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { profileSchema } from '@brewline/domain/validation/profile';
import { localDateString } from '@brewline/domain/lib/zoned-time';
import type { Db } from '../../db/client.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import { updateProfile, type ProfileChanges } from './member-repository.ts';
import { ensureProfile, profileView, type ProfileView } from './member-session-service.ts';
import { invalidFields } from '@brewline/domain/messages/refusal';

const BIRTHDAY_TIME_ZONE = 'America/New_York';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  birthday?: string | null;
}

export interface ProfileResult {
  message: string;
  profile: ProfileView;
  birthdaySet: boolean;
}

/** GraphQL null and absent both mean "leave as it is", as the domain schema's optional fields do. */
function present(input: ProfileInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export async function updateMemberProfile(
  db: Db,
  member: MemberIdentity,
  input: ProfileInput,
  now: Date,
): Promise<ProfileResult> {
  const current = await ensureProfile(db, member, now);
  const schema = profileSchema({
    today: localDateString(now, BIRTHDAY_TIME_ZONE),
    birthdayLocked: current.birthDate !== null,
    currentBirthday: current.birthDate,
  });
  const parsed = validateForm(schema, present(input));
  if (!parsed.ok) throw invalidFields(parsed.errors);
  const { birthday, ...rest } = parsed.value;
  const changes: ProfileChanges = { ...rest, ...(birthday === undefined ? {} : { birthDate: birthday }) };
  const updated = await updateProfile(db, member.memberId, changes, now);
  const profile = profileView(updated ?? current);
  return { message: messages.PROFILE_UPDATED(), profile, birthdaySet: profile.birthdaySet };
}

export async function acceptTerms(db: Db, member: MemberIdentity, now: Date): Promise<ProfileResult> {
  const current = await ensureProfile(db, member, now);
  const updated = await updateProfile(db, member.memberId, { acknowledgedTerms: true }, now);
  const profile = profileView(updated ?? current);
  return { message: messages.CHANGES_SAVED(), profile, birthdaySet: profile.birthdaySet };
}
