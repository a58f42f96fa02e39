// One section of the store editor saving its own fields, through the back office's one save hook
// (lib/use-save.ts): busy state, the server's message, the per-field messages of a refused save, a
// success line, and an edit conflict (EDIT_CONFLICT) with the store as someone else saved it. The
// section keeps its draft through all of them.
import type { CombinedError } from 'urql';
import { messageFor, type FieldProblem } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';

export type FieldError = FieldProblem;

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

export function isCurrentStore(value: unknown): value is CurrentStore {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

const currentStoreOf = (value: unknown): CurrentStore | null => (isCurrentStore(value) ? value : null);

export function useSectionSave(): SectionSave {
  const state = useSave({ currentOf: currentStoreOf });
  const current = state.conflict?.current;
  return {
    busy: state.busy,
    error: state.error,
    fieldErrors: state.fieldProblems,
    saved: state.saved,
    conflict: state.conflict && current ? { message: state.conflict.message, current } : null,
    run: state.run,
    clearConflict: state.clearConflict,
    errorFor: (field) => messageFor(state.fieldProblems, field),
  };
}
