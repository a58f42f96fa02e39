// The change-password form (docs/product/account.md#validation, #constants): its six rules, each
// with its message, in the order a member meets them.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';

export const MIN_PASSWORD_LENGTH = 7;

/**
 * A password being chosen (here, at sign-up, in a reset): given, at least seven characters, and at
 * most `maxLength` where the form sets a ceiling. `empty` is the form's own message for a blank one.
 */
export function chosenPassword(empty: string, maxLength?: number) {
  const given = z.minLength(1, { error: empty, abort: true });
  const longEnough = z.minLength(MIN_PASSWORD_LENGTH, { error: messages.PASSWORD_TOO_SHORT() });
  const text = z.string({ error: empty });
  if (maxLength === undefined) return text.check(given, longEnough);
  return text.check(
    given,
    longEnough,
    z.maxLength(maxLength, { error: messages.PASSWORD_TOO_LONG({ maxLength }) }),
  );
}

/** The retype field: given (whether it matches is checked on the whole form, retypeMismatch). */
export const retypePasswordField = z
  .string({ error: messages.PASSWORD_EMPTY() })
  .check(z.minLength(1, { error: messages.PASSWORD_EMPTY() }));

/** 'Passwords do not match' under the retype field, when it is filled and differs; else null. */
export function retypeMismatch(
  password: string,
  retype: string,
): { code: 'custom'; path: string[]; message: string } | null {
  if (retype === '' || retype === password) return null;
  return { code: 'custom', path: ['retypePassword'], message: messages.PASSWORDS_DO_NOT_MATCH() };
}

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.PASSWORD_EMPTY() })
      .check(z.minLength(1, { error: messages.PASSWORD_EMPTY() })),
    newPassword: chosenPassword(messages.NEW_PASSWORD_EMPTY()),
    retypePassword: retypePasswordField,
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.newPassword !== '' && form.newPassword === form.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.PASSWORD_SAME() });
      }
      const mismatch = retypeMismatch(form.newPassword, form.retypePassword);
      if (mismatch) ctx.addIssue(mismatch);
    }),
  );

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
