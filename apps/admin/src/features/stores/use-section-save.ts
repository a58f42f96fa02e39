// One section of the store editor saving its own fields: busy state, the server's message, the
// per-field messages of a refused save, a success line, and an edit conflict (EDIT_CONFLICT) with the
// store as someone else saved it. The section keeps its draft through all of them.
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { editConflictOf, errorCode, errorMessage } from '../../lib/api-errors.ts';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** The store as the server holds it now (the conflict's record: the stored row's fields). */
export type CurrentStore = Record<string, unknown> & { version: number };

export interface SectionSave {
  readonly busy: boolean;
  readonly error: string | null;
  readonly fieldErrors: readonly FieldError[];
  readonly saved: string | null;
  readonly conflict: { message: string; current: CurrentStore } | null;
  /** Runs the save; `success` is said when it worked. Returns whether it did. */
  readonly run: (
    save: () => Promise<{ error?: CombinedError | undefined }>,
    success: string,
  ) => Promise<boolean>;
  readonly clearConflict: () => void;
  readonly errorFor: (field: string) => string | null;
}

function fieldErrorsOf(error: CombinedError): FieldError[] {
  const list = error.graphQLErrors[0]?.extensions['fieldErrors'];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is FieldError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as FieldError).field === 'string' &&
      typeof (e as FieldError).message === 'string',
  );
}

function isCurrentStore(value: unknown): value is CurrentStore {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

export function useSectionSave(): SectionSave {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SectionSave['conflict']>(null);

  const run: SectionSave['run'] = async (save, success) => {
    setBusy(true);
    setSaved(null);
    setError(null);
    setFieldErrors([]);
    const result = await save();
    setBusy(false);
    if (!result.error) {
      setConflict(null);
      setSaved(success);
      return true;
    }
    const current = editConflictOf(result.error);
    if (errorCode(result.error) === 'EDIT_CONFLICT' && isCurrentStore(current)) {
      setConflict({ message: errorMessage(result.error), current });
      return false;
    }
    setFieldErrors(fieldErrorsOf(result.error));
    setError(errorMessage(result.error));
    return false;
  };

  return {
    busy,
    error,
    fieldErrors,
    saved,
    conflict,
    run,
    clearConflict: () => setConflict(null),
    errorFor: (field) => fieldErrors.find((e) => e.field === field)?.message ?? null,
  };
}
