// How a menu edit's outcome is answered over GraphQL: the value, or the refusal the back office shows
// (EDIT_CONFLICT with the record as it is now, or INVALID_INPUT with every problem listed).
import { editConflict, Refusal } from '@brewline/domain/messages/refusal';
import type { MenuEditOutcome } from './menu-draft-service.ts';
import type { PublishOutcome } from './publish-menu.ts';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

/** A refusal as the back office shows it: the first problem as the message, all of them listed. */
export function refuse(outcome: Exclude<MenuEditOutcome<unknown> | PublishOutcome, { ok: true }>): never {
  if (outcome.kind === 'conflict') throw editConflict(outcome.what, outcome.current);
  const [first] = outcome.problems;
  throw new Refusal('INVALID_INPUT', first?.message ?? refusalMessages.MENU_CHANGE_REFUSED(), {
    problems: outcome.problems,
  });
}

export function valueOf<T>(outcome: MenuEditOutcome<T>): T {
  if (!outcome.ok) refuse(outcome);
  return outcome.value;
}
