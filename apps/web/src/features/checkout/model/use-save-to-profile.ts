// 'Save name and phone to profile' (docs/product/ordering.md#checkout): the name through
// updateProfile, the phone through updateAccount (the profile input has no phone), each only when
// it changed.
import { useMutation } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import type { MemberProfile } from '../../../lib/session-context.tsx';
import { UpdateAccountMutation } from '../../../lib/update-account-mutation.ts';
import { UpdateProfileMutation } from '../../../lib/update-profile-mutation.ts';
import { splitName } from './member-contact.ts';

/** Returns null when saved, else the message to show. */
export function useSaveToProfile(): (
  profile: MemberProfile,
  name: string,
  phone: string,
) => Promise<string | null> {
  const [, updateProfile] = useMutation(UpdateProfileMutation);
  const [, updateAccount] = useMutation(UpdateAccountMutation);
  return async (profile, name, phone) => {
    const names = splitName(name, profile.lastName);
    if (names.firstName !== profile.firstName || names.lastName !== profile.lastName) {
      const result = await updateProfile({ input: names });
      if (result.error) return describeApiError(result.error).message;
    }
    if (phone !== profile.phone) {
      const result = await updateAccount({
        input: { email: profile.email, phone, ewardSubscription: profile.ewardSubscription },
      });
      if (result.error) return describeApiError(result.error).message;
    }
    return null;
  };
}
