// The profile form (docs/product/account.md#member-profile, #profile-fields): names without special
// characters, address fields that may be left out but not blanked, a 5-digit ZIP, a state of the
// 50, and a birthday in yyyy-MM-dd within the last 120 years, locked once set.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import { NAME_MAX_LENGTH } from './contact-fields.ts';

/** The 50 states' codes; the profile's list holds no DC or territories. */
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const BIRTHDAY_MAX_AGE_YEARS = 120;

/** Letters (any alphabet, with accents), spaces, hyphens, apostrophes and periods: "Mary-Jo O'Neil Jr." */
const NAME = /^[\p{L}\p{M}' .\-’]+$/u;

/** A real calendar date written yyyy-MM-dd (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A valid birthday relative to `today` (yyyy-MM-dd): not in the future, not over 120 years back. */
export function isValidBirthday(birthday: string, today: string): boolean {
  if (!isCalendarDate(birthday)) return false;
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTHDAY_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  // yyyy-MM-dd strings order like the dates they name.
  return birthday <= today && birthday >= earliest;
}

export interface ProfileSchemaOptions {
  /** Today in the member's zone, yyyy-MM-dd (see localDateString): the clock is a parameter. */
  readonly today: string;
  /** The account's birthday_set: once set, the birthday cannot change. */
  readonly birthdayLocked: boolean;
  readonly currentBirthday?: string | null;
}

// zod/mini's functional form (the profile page ships only the checks it uses).
const name = (empty: string, special: string, tooLong: string) =>
  z
    .string({ error: empty })
    .check(
      z.trim(),
      z.minLength(1, { error: empty, abort: true }),
      z.regex(NAME, { error: special }),
      z.maxLength(NAME_MAX_LENGTH, { error: tooLong }),
    );

/** A field that may be absent but, when sent, cannot be blank. */
const notBlankWhenPresent = (empty: string) =>
  z.optional(z.string().check(z.trim(), z.minLength(1, { error: empty })));

export function profileSchema(options: ProfileSchemaOptions) {
  return z.object({
    firstName: name(
      messages.FIRST_NAME_EMPTY(),
      messages.FIRST_NAME_SPECIAL(),
      messages.FIRST_NAME_TOO_LONG({ maxLength: NAME_MAX_LENGTH }),
    ),
    lastName: name(
      messages.LAST_NAME_EMPTY(),
      messages.LAST_NAME_SPECIAL(),
      messages.LAST_NAME_TOO_LONG({ maxLength: NAME_MAX_LENGTH }),
    ),
    street: notBlankWhenPresent(messages.ADDRESS_EMPTY()),
    city: notBlankWhenPresent(messages.CITY_EMPTY()),
    state: z.optional(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.refine((code: string) => (US_STATES as readonly string[]).includes(code), {
          error: messages.STATE_INVALID(),
        }),
      ),
    ),
    postalCode: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: messages.ZIP_EMPTY(), abort: true }),
          z.regex(/^\d*$/, { error: messages.ZIP_NOT_NUMERIC(), abort: true }),
          z.length(5, { error: messages.ZIP_LENGTH() }),
        ),
    ),
    birthday: z.optional(
      z.string().check(
        z.trim(),
        z.minLength(1, { error: messages.BIRTHDAY_EMPTY(), abort: true }),
        z.refine(
          (birthday: string) => !options.birthdayLocked || birthday === (options.currentBirthday ?? ''),
          { error: messages.BIRTHDAY_LOCKED(), abort: true },
        ),
        z.refine((birthday: string) => isValidBirthday(birthday, options.today), {
          error: messages.BIRTHDAY_INVALID(),
        }),
      ),
    ),
  });
}

export type ProfileForm = z.output<ReturnType<typeof profileSchema>>;
