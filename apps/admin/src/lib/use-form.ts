// The one way a back-office form holds what is typed and what is wrong with it. Its rules (the
// domain's validators, plus whatever the form cannot even read, such as a price that is not a
// number) run when the person submits and name every problem at once; after that first try they
// run again as the person types, so a fixed field's message goes away. Problems the server names
// for a refused save are shown the same way until the next submit. A small hook of our own rather
// than a form library: the domain's rules are plain functions that list field problems, which is
// all a form needs to call.
import { useState } from 'react';

export interface FieldProblem {
  /** The field the message is shown beside ('name', 'versions', 'friClose'…). */
  readonly field: string;
  readonly message: string;
}

/** Every problem with the values, or none. */
export type FormRules<V> = (values: V) => readonly FieldProblem[];

export interface Form<V> {
  readonly values: V;
  readonly set: (patch: Partial<V>) => void;
  /** New values from elsewhere (the saved record, someone else's version): no problems shown. */
  readonly replace: (values: V) => void;
  /** The rules' problems (after a first submit) and the server's, in that order. */
  readonly problems: readonly FieldProblem[];
  readonly problemFor: (field: string) => string | null;
  /** Runs the rules and shows every problem; true when there is none. */
  readonly check: () => boolean;
  readonly showServerProblems: (problems: readonly FieldProblem[]) => void;
}

const noRules = (): readonly FieldProblem[] => [];

/** The messages for one field, joined, or null. */
export function messageFor(problems: readonly FieldProblem[], field: string): string | null {
  const messages = problems.filter((problem) => problem.field === field).map((p) => p.message);
  return messages.length > 0 ? messages.join(' ') : null;
}

export function useForm<V>(initial: V | (() => V), rules: FormRules<V> = noRules): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<readonly FieldProblem[]>([]);
  const problems = [...(tried ? rules(values) : []), ...serverProblems];
  return {
    values,
    set: (patch) => setValues((current) => ({ ...current, ...patch })),
    replace: (next) => {
      setValues(next);
      setTried(false);
      setServerProblems([]);
    },
    problems,
    problemFor: (field) => messageFor(problems, field),
    check: () => {
      setTried(true);
      setServerProblems([]);
      return rules(values).length === 0;
    },
    showServerProblems: setServerProblems,
  };
}
