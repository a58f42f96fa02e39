// The My Account form (docs/product/account.md#profile-page, #my-account, #update-account): email,
// phone and the rewards-email box, and how the birthday-drink choice is stored.
import { z } from 'zod/mini';
import { BRAND_NAME, messages } from '../messages/messages.ts';
import {
  EMAIL_PATTERN,
  PHONE_DIGITS,
  hasOnlyPhoneCharacters,
  isValidUsMobile,
  phoneDigits,
} from './contact-fields.ts';

// zod/mini's functional form (the account pages ship only the checks they use).
const phone = z.pipe(
  z.string({ error: messages.ACCOUNT_PHONE_EMPTY() }).check(
    z.trim(),
    z.minLength(1, { error: messages.ACCOUNT_PHONE_EMPTY(), abort: true }),
    z.refine(hasOnlyPhoneCharacters, { error: messages.ACCOUNT_PHONE_INVALID(), abort: true }),
    z.refine((text: string) => phoneDigits(text).length === PHONE_DIGITS, {
      error: messages.ACCOUNT_PHONE_TEN_DIGITS(),
      abort: true,
    }),
    z.refine(isValidUsMobile, { error: messages.ACCOUNT_PHONE_INVALID() }),
  ),
  z.transform(phoneDigits),
);

export const myAccountSchema = z.object({
  email: z
    .string({ error: messages.ACCOUNT_EMAIL_EMPTY() })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.ACCOUNT_EMAIL_EMPTY(), abort: true }),
      z.regex(EMAIL_PATTERN, { error: messages.ACCOUNT_EMAIL_INVALID() }),
    ),
  phone,
  rewardsEmail: z._default(z.boolean(), false),
});

export type MyAccountInput = z.input<typeof myAccountSchema>;
export type MyAccount = z.output<typeof myAccountSchema>;

/** The stored value: '{product}Card' (e.g. 'BrewlineCard') when the free birthday drink is on, else 'None'. */
export function birthdayPromotionMedium(enabled: boolean, brand: string = BRAND_NAME): string {
  return enabled ? `${brand}Card` : 'None';
}

/** 'None' or nothing means no free birthday drink. */
export function hasBirthdayDrink(medium: string | null | undefined): boolean {
  return !!medium && medium !== 'None';
}

/** eward_subscription is sent as 1 or 0. */
export function rewardsSubscriptionFlag(subscribed: boolean): 0 | 1 {
  return subscribed ? 1 : 0;
}
