// sendFeedback (docs/product/account.md#help-page, #calls): guests and members alike; the text is
// trimmed and limited by the domain rule, and the member's id is kept when there is one so support
// can answer.
import { messages } from '@brewline/domain/messages/messages';
import { validateForm } from '@brewline/domain/validation/field-errors';
import { helpFeedbackSchema } from '@brewline/domain/validation/help-feedback';
import type { Db } from '../../db/client.ts';
import type { MemberIdentity } from '../../identity/member-identity.ts';
import { insertFeedback } from './feedback-repository.ts';
import { invalidFields } from '@brewline/domain/messages/refusal';

export interface FeedbackInput {
  category: string;
  feedbackText: string;
}

export async function sendFeedback(
  db: Db,
  member: MemberIdentity | null,
  input: FeedbackInput,
  now: Date,
): Promise<{ message: string }> {
  const parsed = validateForm(helpFeedbackSchema, input);
  if (!parsed.ok) throw invalidFields(parsed.errors);
  await insertFeedback(db, { ...parsed.value, memberId: member?.memberId ?? null }, now);
  return { message: messages.HELP_FEEDBACK_THANKS() };
}
