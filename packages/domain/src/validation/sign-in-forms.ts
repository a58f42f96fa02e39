// The embedded identity provider's sign-in and sign-up forms. Sign-up asks for what the
// profile needs (docs/product/account.md#records: first and last name, email, phone) and a password
// with the change-password form's rules, so a member meets the same messages in both places.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import { chosenPassword, retypeMismatch, retypePasswordField } from './change-password.ts';
import { myAccountSchema } from './my-account.ts';
import { profileSchema } from './profile.ts';

/** Longer passwords are refused before hashing: argon2 work should not be the caller's choice. */
export const MAX_PASSWORD_LENGTH = 256;

/** The profile form's name rules; the clock and birthday lock do not touch names. */
// zod/mini like the profile and account forms whose rules it reuses.
const names = z.pick(profileSchema({ today: '1970-01-01', birthdayLocked: false }), {
  firstName: true,
  lastName: true,
});

const password = chosenPassword(messages.PASSWORD_EMPTY(), MAX_PASSWORD_LENGTH);

export const signUpSchema = z
  .extend(names, {
    email: z.pipe(
      myAccountSchema.shape.email,
      z.transform((email: string) => email.toLowerCase()),
    ),
    phone: myAccountSchema.shape.phone,
    password,
    retypePassword: retypePasswordField,
  })
  .check(
    z.superRefine((form, ctx) => {
      const mismatch = retypeMismatch(form.password, form.retypePassword);
      if (mismatch) ctx.addIssue(mismatch);
    }),
  );

export type SignUpForm = z.output<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.pipe(
    z
      .string({ error: messages.ACCOUNT_EMAIL_EMPTY() })
      .check(
        z.trim(),
        z.minLength(1, { error: messages.ACCOUNT_EMAIL_EMPTY() }),
        z.maxLength(254, { error: messages.ACCOUNT_EMAIL_INVALID() }),
      ),
    z.transform((email: string) => email.toLowerCase()),
  ),
  password: z
    .string({ error: messages.PASSWORD_EMPTY() })
    .check(
      z.minLength(1, { error: messages.PASSWORD_EMPTY() }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: messages.SIGN_IN_FAILED() }),
    ),
});

export type SignInForm = z.output<typeof signInSchema>;
