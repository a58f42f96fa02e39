// updateAccount, changePassword and logout (docs/product/account.md#my-account, #the-session,
// #calls). The password is the embedded provider's; with another provider it is changed there.
import { messages } from '@brewline/domain/messages/messages';
import { changePasswordSchema } from '@brewline/domain/validation/change-password';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { birthdayPromotionMedium, myAccountSchema } from '@brewline/domain/validation/my-account';
import { MAX_PASSWORD_LENGTH } from '@brewline/domain/validation/sign-in-forms';
import type { Db } from '../../db/client.ts';
import {
  checkPassword,
  findAccountById,
  setAccountEmail,
  setPassword,
} from '../../identity/account-store.ts';
import { guardedPasswordCheck } from '../../identity/login-throttle-store.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import { revokeGrantFamily, revokeOtherGrants } from '../../identity/oidc-storage.ts';
import { updateProfile } from './member-repository.ts';
import { ensureProfile, profileView } from './member-session-service.ts';
import type { ProfileResult } from './profile-service.ts';
import { invalidFields, Refusal } from '@brewline/domain/messages/refusal';

/** The two stored values of the birthday-drink choice: on ('BrewlineCard') or off ('None'). */
const BIRTHDAY_MEDIUMS = [birthdayPromotionMedium(true), birthdayPromotionMedium(false)];

export interface AccountInput {
  email: string;
  phone: string;
  ewardSubscription: boolean;
  birthdayPromotionMedium?: string | null;
  /** E-mails about orders (placed, ready, refunded, failed); absent leaves the setting as it is. */
  orderUpdatesEmail?: boolean | null;
}

export async function updateMemberAccount(
  db: Db,
  member: MemberIdentity,
  input: AccountInput,
  now: Date,
): Promise<ProfileResult> {
  const parsed = validateForm(myAccountSchema, {
    email: input.email,
    phone: input.phone,
    rewardsEmail: input.ewardSubscription,
  });
  const medium = input.birthdayPromotionMedium ?? null;
  const fieldErrors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  if (medium !== null && !BIRTHDAY_MEDIUMS.includes(medium)) {
    fieldErrors['birthdayPromotionMedium'] = `Choose ${BIRTHDAY_MEDIUMS.join(' or ')}.`;
  }
  if (!parsed.ok || Object.keys(fieldErrors).length > 0) throw invalidFields(fieldErrors);

  const current = await ensureProfile(db, member, now);
  const email = parsed.value.email;
  const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
  // With the embedded provider the email is also the sign-in name: it must stay one account's.
  if (emailChanged && member.provider === 'embedded') {
    const moved = await setAccountEmail(db, member.memberId, email);
    if (!moved.ok) throw new Refusal('EMAIL_TAKEN', messages.SIGN_UP_EMAIL_TAKEN());
  }
  const updated = await updateProfile(
    db,
    member.memberId,
    {
      email,
      phone: parsed.value.phone,
      ewardSubscription: parsed.value.rewardsEmail,
      ...(medium === null ? {} : { birthdayPromotionMedium: medium }),
      ...(typeof input.orderUpdatesEmail === 'boolean' ? { orderUpdatesEmail: input.orderUpdatesEmail } : {}),
      // A new address clears the bad-email flag: the banner asked for exactly this.
      ...(emailChanged ? { badEmail: false } : {}),
    },
    now,
  );
  const profile = profileView(updated ?? current);
  return { message: messages.ACCOUNT_UPDATED(), profile, birthdaySet: profile.birthdaySet };
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  /** The form's third field; the API checks it too when sent, and takes the new password when not. */
  retypePassword?: string | null;
}

/**
 * Wrong current passwords count against the account like failed sign-ins, so this cannot be used to
 * guess a password with a stolen access token. Other sign-ins of the member end; this one stays.
 */
export async function changeMemberPassword(
  db: Db,
  member: MemberIdentity,
  input: ChangePasswordInput,
  address: string,
  now: Date,
): Promise<{ message: string }> {
  const parsed = validateForm(changePasswordSchema, {
    currentPassword: input.oldPassword,
    newPassword: input.newPassword,
    retypePassword: input.retypePassword ?? input.newPassword,
  });
  if (!parsed.ok) throw invalidFields(parsed.errors);
  if (parsed.value.newPassword.length > MAX_PASSWORD_LENGTH) {
    throw invalidFields({ newPassword: messages.PASSWORD_TOO_LONG({ maxLength: MAX_PASSWORD_LENGTH }) });
  }
  if (member.provider === 'external') {
    throw new Refusal('PASSWORD_MANAGED_ELSEWHERE', messages.PASSWORD_MANAGED_ELSEWHERE());
  }
  const account = await findAccountById(db, member.memberId);
  if (!account) throw new Refusal('ACCOUNT_NOT_FOUND', messages.SIGN_IN_REQUIRED());

  const attempt = { email: account.email, address };
  const guarded = await guardedPasswordCheck(
    db,
    attempt,
    () => now,
    () => checkPassword(db, account.email, parsed.value.currentPassword),
    (result) => (result.ok ? 'right' : 'wrong'),
  );
  if ('refused' in guarded) throw new Refusal('LOCKED_OUT', guarded.refused);
  if (!guarded.outcome.ok) {
    if (guarded.lockedNow) throw new Refusal('LOCKED_OUT', guarded.lockedNow);
    throw new Refusal('WRONG_PASSWORD', messages.CURRENT_PASSWORD_WRONG(), {
      fieldErrors: { currentPassword: messages.CURRENT_PASSWORD_WRONG() },
    });
  }
  await setPassword(db, account.id, parsed.value.newPassword, now);
  await revokeOtherGrants(db, account.id, member.grantId);
  return { message: messages.PASSWORD_CHANGED() };
}

/**
 * Ends this sign-in: its refresh tokens, its grant (so its access tokens stop working now) and the
 * provider's browser session. With another provider the app revokes its tokens there itself.
 */
export async function logoutMember(db: Db, member: MemberIdentity): Promise<boolean> {
  if (member.grantId) await revokeGrantFamily(db, member.grantId);
  return true;
}
