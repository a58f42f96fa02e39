// The two forms of a forgotten password (docs/product/account.md#forgot-password): the address to
// send the link to, and the new password with the change-password form's rules and messages
// (docs/product/account.md#change-password). That the new password differs from the current one is
// checked by the API, which alone can compare it with the stored hash.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';
import { MIN_PASSWORD_LENGTH } from './change-password.ts';
import { MAX_PASSWORD_LENGTH, signInSchema } from './sign-in-forms.ts';

export const forgotPasswordSchema = z.object({ email: signInSchema.shape.email });

export type ForgotPasswordForm = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: z.string({ error: messages.NEW_PASSWORD_EMPTY() }).check(
      z.minLength(1, { error: messages.NEW_PASSWORD_EMPTY(), abort: true }),
      z.minLength(MIN_PASSWORD_LENGTH, { error: messages.PASSWORD_TOO_SHORT() }),
      z.maxLength(MAX_PASSWORD_LENGTH, {
        error: messages.PASSWORD_TOO_LONG({ maxLength: MAX_PASSWORD_LENGTH }),
      }),
    ),
    retypePassword: z
      .string({ error: messages.PASSWORD_EMPTY() })
      .check(z.minLength(1, { error: messages.PASSWORD_EMPTY() })),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.retypePassword !== '' && form.retypePassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['retypePassword'],
          message: messages.PASSWORDS_DO_NOT_MATCH(),
        });
      }
    }),
  );

export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;
