// The change-password form (docs/product/account.md#validation, #constants): its six rules, each
// with its message, in the order a member meets them.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';

export const MIN_PASSWORD_LENGTH = 7;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.PASSWORD_EMPTY() })
      .check(z.minLength(1, { error: messages.PASSWORD_EMPTY() })),
    newPassword: z
      .string({ error: messages.NEW_PASSWORD_EMPTY() })
      .check(
        z.minLength(1, { error: messages.NEW_PASSWORD_EMPTY(), abort: true }),
        z.minLength(MIN_PASSWORD_LENGTH, { error: messages.PASSWORD_TOO_SHORT() }),
      ),
    retypePassword: z
      .string({ error: messages.PASSWORD_EMPTY() })
      .check(z.minLength(1, { error: messages.PASSWORD_EMPTY() })),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.newPassword !== '' && form.newPassword === form.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: messages.PASSWORD_SAME() });
      }
      if (form.retypePassword !== '' && form.retypePassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['retypePassword'],
          message: messages.PASSWORDS_DO_NOT_MATCH(),
        });
      }
    }),
  );

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
