// How a service says no: one kind of error, with a code from the list (error-codes.ts), the
// catalogue's text for people (messages.ts) and details a client acts on (the lines to remove, a
// field's message, the record as it is now). The API turns it into a GraphQL error in one place
// (apps/api/src/graphql/errors.ts); nothing here knows about GraphQL or HTTP.
import type { ErrorCode } from './error-codes.ts';
import { messages } from './messages.ts';
import { refusalMessages } from './refusal-messages.ts';

export type RefusalDetails = Readonly<Record<string, unknown>>;

export class Refusal extends Error {
  override readonly name = 'Refusal';

  readonly code: ErrorCode;
  readonly details: RefusalDetails;

  /** `message` is a text of the catalogue: `messages.X(...)`, or a rule's result that came from it. */
  constructor(code: ErrorCode, message: string, details: RefusalDetails = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** A form's field messages: the refusal's message is the first, `fieldErrors` holds them all. */
export function invalidFields(fieldErrors: Readonly<Record<string, string>>): Refusal {
  const first = Object.values(fieldErrors)[0] ?? messages.CHECK_FIELDS();
  return new Refusal('INVALID_INPUT', first, { fieldErrors });
}

/**
 * A save refused because someone else saved the same record since it was read (optimistic
 * concurrency: every record the back office edits has a `version`, and a save names the version it
 * started from). `current` is the record as it is now, so the back office shows what changed and
 * keeps the person's own edits in the form.
 */
export function editConflict(what: string, current: unknown): Refusal {
  return new Refusal('EDIT_CONFLICT', refusalMessages.EDIT_CONFLICT({ what }), { current });
}
