// The pickup-details form of the checkout's profile step ("Who's picking this up?",
// docs/product/ordering.md#screens, #validation): name (letters and spaces), email (no spaces),
// phone with the (999) 999-9999 mask that must be a real US mobile number, and for members a box to
// save name and phone to the profile.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, isValidUsMobile, phoneDigits } from './contact-fields.ts';

/** A first and a last name of the profile's longest, and the space between them. */
export const PICKUP_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1;

// zod/mini's functional form (the checkout's every step loads this; full zod is ~23 KiB).
export const pickupDetailsSchema = z.object({
  name: z.string({ error: messages.PICKUP_NAME_REQUIRED() }).check(
    z.trim(),
    z.minLength(1, { error: messages.PICKUP_NAME_REQUIRED() }),
    z.regex(/^[\p{L}\p{M} ]+$/u, { error: messages.PICKUP_NAME_REQUIRED() }),
    z.maxLength(PICKUP_NAME_MAX_LENGTH, {
      error: messages.PICKUP_NAME_TOO_LONG({ maxLength: PICKUP_NAME_MAX_LENGTH }),
    }),
  ),
  email: z.pipe(
    z.pipe(
      z.string({ error: messages.PICKUP_EMAIL_INVALID() }),
      z.transform((text: string) => text.replace(/\s/g, '')),
    ),
    z.string().check(z.regex(EMAIL_PATTERN, { error: messages.PICKUP_EMAIL_INVALID() })),
  ),
  phone: z.pipe(
    z
      .string({ error: messages.PICKUP_PHONE_INVALID() })
      .check(z.refine(isValidUsMobile, { error: messages.PICKUP_PHONE_INVALID() })),
    z.transform(phoneDigits),
  ),
  /** Members only: save name and phone to the profile. */
  saveToProfile: z.optional(z.boolean()),
});

export type PickupDetailsInput = z.input<typeof pickupDetailsSchema>;
export type PickupDetails = z.output<typeof pickupDetailsSchema>;
