// The help page's feedback (docs/product/account.md#help-page). The spec shows no validation; ours:
// the text must say something and stay within what a support agent reads in one go.
import { z } from 'zod/mini';
import { messages } from '../messages/messages.ts';

export const MAX_FEEDBACK_LENGTH = 2000;

export const helpFeedbackSchema = z.object({
  category: z._default(z.literal(messages.HELP_FEEDBACK_CATEGORY()), messages.HELP_FEEDBACK_CATEGORY()),
  feedbackText: z.string({ error: messages.HELP_FEEDBACK_EMPTY() }).check(
    z.trim(),
    z.minLength(1, { error: messages.HELP_FEEDBACK_EMPTY() }),
    z.maxLength(MAX_FEEDBACK_LENGTH, {
      error: messages.HELP_FEEDBACK_TOO_LONG({ maxLength: MAX_FEEDBACK_LENGTH }),
    }),
  ),
});
