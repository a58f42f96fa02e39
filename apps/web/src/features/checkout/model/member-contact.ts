// A member's pickup details from the profile (docs/product/ordering.md#checkout, profile step): the
// pickup name keeps letters and spaces, as the guest form does.
import { keepLettersAndSpaces } from '@brewline/domain/validation/contact-fields';
import type { MemberProfile } from '../../../lib/session-context.tsx';
import type { CheckoutState } from './checkout-state.ts';

export type ContactPatch = Pick<CheckoutState, 'guestName' | 'guestEmail' | 'guestPhone'>;

export function memberContact(profile: MemberProfile): ContactPatch {
  return {
    guestName: keepLettersAndSpaces(`${profile.firstName} ${profile.lastName}`).replace(/\s+/g, ' ').trim(),
    guestEmail: profile.email,
    guestPhone: profile.phone,
  };
}

/** The pickup name as profile names: the first word, then the rest (or the profile's last name). */
export function splitName(name: string, fallbackLast: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || fallbackLast };
}
