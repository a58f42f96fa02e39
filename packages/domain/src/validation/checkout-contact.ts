// Who is picking the order up, as checked before the order is sent
// (docs/product/ordering.md#validation): name, email (not asked of members, whose account has one)
// and phone, each with its own message, plus the banner and the final name-and-phone check.
import { z } from 'zod';
import { messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';
import { EMAIL_PATTERN, PHONE_DIGITS, phoneDigits } from './contact-fields.ts';
import type { FieldErrors } from './field-errors.ts';

export interface CheckoutContactOptions {
  /** Members are not asked for an email at checkout. */
  readonly signedIn: boolean;
}

const name = z.string({ error: messages.NAME_REQUIRED() }).trim().min(1, { error: messages.NAME_REQUIRED() });

const phone = z
  .string({ error: messages.PHONE_REQUIRED() })
  .trim()
  .min(1, { error: messages.PHONE_REQUIRED() })
  .refine((text) => /^[\d\s()+.-]+$/.test(text) && phoneDigits(text).length === PHONE_DIGITS, {
    error: messages.PHONE_TEN_DIGITS_EXAMPLE(),
  })
  .transform(phoneDigits);

const email = z
  .string({ error: messages.EMAIL_REQUIRED() })
  .trim()
  .min(1, { error: messages.EMAIL_REQUIRED() })
  .regex(EMAIL_PATTERN, { error: messages.EMAIL_INVALID() });

/** name, email and phone; phone comes out as its 10 digits. Email is optional for members. */
export function checkoutContactSchema(options: CheckoutContactOptions) {
  return z.object({
    name,
    email: options.signedIn ? z.string().trim().optional() : email,
    phone,
  });
}

export type CheckoutContact = z.output<ReturnType<typeof checkoutContactSchema>>;

/**
 * The name and phone to use: what the guest typed, else the profile's. "Name is required" applies
 * only when neither is filled.
 */
export function effectiveContact(
  guest: { readonly name?: string | null; readonly email?: string | null; readonly phone?: string | null },
  profile: {
    readonly firstName?: string | null;
    readonly email?: string | null;
    readonly phone?: string | null;
  } | null,
): { name: string; email: string; phone: string } {
  const pick = (a: string | null | undefined, b: string | null | undefined): string =>
    (a ?? '').trim() !== '' ? (a ?? '').trim() : (b ?? '').trim();
  return {
    name: pick(guest.name, profile?.firstName),
    email: pick(guest.email, profile?.email),
    phone: pick(guest.phone, profile?.phone),
  };
}

/** The banner over the form when any field is wrong; null when all are fine. */
export function checkoutContactBanner(errors: FieldErrors | null): string | null {
  return errors && Object.keys(errors).length > 0 ? messages.CHECK_FIELDS() : null;
}

/** The last check before sending: name and phone must both be there. */
export function checkNameAndPhone(
  name: string | null | undefined,
  phone: string | null | undefined,
): Result<true> {
  if ((name ?? '').trim() === '' || phoneDigits(phone ?? '').length !== PHONE_DIGITS) {
    return err('NAME_AND_PHONE', messages.CHECK_NAME_AND_PHONE());
  }
  return ok(true);
}
