// What a save of a size, modifier group or scale came to, as its editor shows it: the problems the
// server listed under their fields, or someone else's version beside this person's (EDIT_CONFLICT),
// or a plain error. The form keeps what the person typed in every case. The refusal's field problems
// are read, and shown, as every back-office form's are (lib/use-save.ts, lib/use-form.ts).
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { editConflictOf, errorCode, errorMessage } from '../../lib/api-errors.ts';
import { messageFor, type FieldProblem } from '../../lib/use-form.ts';
import { fieldProblemsOf } from '../../lib/use-save.ts';

export type MenuProblem = FieldProblem;

/** The record as someone else saved it (EDIT_CONFLICT's current: { option, version }), or null if gone. */
export interface TheirVersion<O> {
  option: O;
  version: number;
}

/** EDIT_CONFLICT's current as { option, version }: the record is under `recordKey` (option, group). */
function theirVersionOf<O>(value: unknown, recordKey: string): TheirVersion<O> | null {
  if (typeof value !== 'object' || value === null || !('version' in value) || !(recordKey in value))
    return null;
  const record = (value as Record<string, unknown>)[recordKey];
  return { option: record as O, version: Number(value.version) };
}

export function useOptionSaveOutcome<O>(recordKey = 'option') {
  const [problems, setProblems] = useState<MenuProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; theirs: TheirVersion<O> | null } | null>(null);

  const clear = () => {
    setProblems([]);
    setError(null);
    setConflict(null);
  };
  /** Shows why the save was refused. */
  const refused = (failure: CombinedError) => {
    clear();
    if (errorCode(failure) === 'EDIT_CONFLICT') {
      const current = editConflictOf(failure);
      setConflict({ message: errorMessage(failure), theirs: theirVersionOf<O>(current, recordKey) });
      return;
    }
    setProblems(fieldProblemsOf(failure));
    setError(errorMessage(failure));
  };
  /** A refusal found before asking the server (a number that is not one). */
  const refusedHere = (field: string, message: string) => {
    clear();
    setProblems([{ field, message }]);
    setError(message);
  };
  const problemFor = (field: string): string | null => messageFor(problems, field);
  return { error, conflict, problemFor, refused, refusedHere, clear };
}
