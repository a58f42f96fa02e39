// The My Account form (docs/product/account.md#profile-page, #my-account, #update-account): email,
// phone and the rewards-email box, and how the birthday-drink choice is stored.
import { z } from 'zod';
import { BRAND_NAME, messages } from '../messages.ts';
import {
  EMAIL_PATTERN,
  PHONE_DIGITS,
  hasOnlyPhoneCharacters,
  isValidUsMobile,
  phoneDigits,
} from './contact-fields.ts';

const phone = z
  .string({ error: messages.ACCOUNT_PHONE_EMPTY() })
  .trim()
  .min(1, { error: messages.ACCOUNT_PHONE_EMPTY(), abort: true })
  .refine(hasOnlyPhoneCharacters, { error: messages.ACCOUNT_PHONE_INVALID(), abort: true })
  .refine((text) => phoneDigits(text).length === PHONE_DIGITS, {
    error: messages.ACCOUNT_PHONE_TEN_DIGITS(),
    abort: true,
  })
  .refine(isValidUsMobile, { error: messages.ACCOUNT_PHONE_INVALID() })
  .transform(phoneDigits);

export const myAccountSchema = z.object({
  email: z
    .string({ error: messages.ACCOUNT_EMAIL_EMPTY() })
    .trim()
    .min(1, { error: messages.ACCOUNT_EMAIL_EMPTY(), abort: true })
    .regex(EMAIL_PATTERN, { error: messages.ACCOUNT_EMAIL_INVALID() }),
  phone,
  rewardsEmail: z.boolean().default(false),
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
