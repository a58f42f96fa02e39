// The pickup-details form of the checkout's profile step ("Who's picking this up?",
// docs/product/ordering.md#screens, #validation): name (letters and spaces), email (no spaces),
// phone with the (999) 999-9999 mask that must be a real US mobile number, and for members a box to
// save name and phone to the profile.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN, isValidUsMobile, phoneDigits } from './contact-fields.ts';

export const pickupDetailsSchema = z.object({
  name: z
    .string({ error: messages.PICKUP_NAME_REQUIRED() })
    .trim()
    .min(1, { error: messages.PICKUP_NAME_REQUIRED() })
    .regex(/^[\p{L}\p{M} ]+$/u, { error: messages.PICKUP_NAME_REQUIRED() }),
  email: z
    .string({ error: messages.PICKUP_EMAIL_INVALID() })
    .transform((text) => text.replace(/\s/g, ''))
    .pipe(z.string().regex(EMAIL_PATTERN, { error: messages.PICKUP_EMAIL_INVALID() })),
  phone: z
    .string({ error: messages.PICKUP_PHONE_INVALID() })
    .refine(isValidUsMobile, { error: messages.PICKUP_PHONE_INVALID() })
    .transform(phoneDigits),
  /** Members only: save name and phone to the profile. */
  saveToProfile: z.boolean().optional(),
});

export type PickupDetailsInput = z.input<typeof pickupDetailsSchema>;
export type PickupDetails = z.output<typeof pickupDetailsSchema>;
