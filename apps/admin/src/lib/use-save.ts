// The one way a back-office form sends a save and reads the answer: busy while it runs, the success
// line, the server's refusal with the field problems it names (extensions.fieldErrors or
// extensions.problems), and an edit conflict (EDIT_CONFLICT) with the record as someone else saved
// it. The form keeps what was typed through all of them.
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { editConflictOf, errorCode, errorMessage } from './api-errors.ts';
import type { FieldProblem } from './use-form.ts';

export interface SaveConflict<C> {
  /** The server's sentence. */
  readonly message: string;
  /** The record as it is now; null when it is gone. */
  readonly current: C | null;
}

export interface SaveState<C> {
  readonly busy: boolean;
  readonly error: string | null;
  readonly fieldProblems: readonly FieldProblem[];
  readonly saved: string | null;
  readonly conflict: SaveConflict<C> | null;
  /** Runs the save; `success` is said when it worked. Returns whether it did. */
  readonly run: (
    send: () => Promise<{ error?: CombinedError | undefined }>,
    success: string | null,
  ) => Promise<boolean>;
  readonly clearConflict: () => void;
  readonly clearMessages: () => void;
  /** Says a success line worked out after the answer came (it names what was saved). */
  readonly announce: (text: string) => void;
}

export interface SaveOptions<C> {
  /** The conflict's record from extensions.current, or null when it is not one. */
  readonly currentOf: (value: unknown) => C | null;
  /** Whether a conflict without a record (it was removed) is still shown as a conflict. */
  readonly conflictWithoutRecord?: boolean;
  /** Where the refusal's field problems go: the form shows them beside their fields. */
  readonly onFieldProblems?: (problems: readonly FieldProblem[]) => void;
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';

/** The field problems a refusal lists, whichever name the module gives the list. */
export function fieldProblemsOf(error: CombinedError): FieldProblem[] {
  const extensions = error.graphQLErrors[0]?.extensions ?? {};
  const list = extensions['fieldErrors'] ?? extensions['problems'];
  return Array.isArray(list) ? list.filter(isFieldProblem) : [];
}

export function useSave<C>({
  currentOf,
  conflictWithoutRecord = false,
  onFieldProblems,
}: SaveOptions<C>): SaveState<C> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<readonly FieldProblem[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SaveConflict<C> | null>(null);

  const clearMessages = () => {
    setSaved(null);
    setError(null);
    setFieldProblems([]);
  };

  const run: SaveState<C>['run'] = async (send, success) => {
    setBusy(true);
    clearMessages();
    const result = await send();
    setBusy(false);
    if (!result.error) {
      setConflict(null);
      setSaved(success);
      return true;
    }
    const current = currentOf(editConflictOf(result.error));
    if (errorCode(result.error) === 'EDIT_CONFLICT' && (current !== null || conflictWithoutRecord)) {
      setConflict({ message: errorMessage(result.error), current });
      return false;
    }
    const problems = fieldProblemsOf(result.error);
    setFieldProblems(problems);
    onFieldProblems?.(problems);
    setError(errorMessage(result.error));
    return false;
  };

  return {
    busy,
    error,
    fieldProblems,
    saved,
    conflict,
    run,
    clearConflict: () => setConflict(null),
    clearMessages,
    announce: setSaved,
  };
}
