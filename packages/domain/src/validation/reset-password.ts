// The two forms of a forgotten password (docs/product/account.md#forgot-password): the address to
// send the link to, and the new password with the change-password form's rules and messages
// (docs/product/account.md#change-password). That the new password differs from the current one is
// checked by the API, which alone can compare it with the stored hash.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import { chosenPassword, retypeMismatch, retypePasswordField } from './change-password.ts';
import { MAX_PASSWORD_LENGTH, signInSchema } from './sign-in-forms.ts';

export const forgotPasswordSchema = z.object({ email: signInSchema.shape.email });

export type ForgotPasswordForm = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: chosenPassword(messages.NEW_PASSWORD_EMPTY(), MAX_PASSWORD_LENGTH),
    retypePassword: retypePasswordField,
  })
  .check(
    z.superRefine((form, ctx) => {
      const mismatch = retypeMismatch(form.newPassword, form.retypePassword);
      if (mismatch) ctx.addIssue(mismatch);
    }),
  );

export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;
