// One editor of the draft menu's options (a group, a size, a modifier group, a scale) on the back
// office's form and save hooks: its values, the version it was read at, and its save to the draft.
// The form's own rules are only what cannot be sent (a number that is not one); the domain's rules
// need the whole menu and run on the server, which names every problem at once, each shown beside its
// field. A save refused because someone else saved first (EDIT_CONFLICT) shows their version beside
// this person's, who takes it or saves over it; what they typed stays through every outcome.
import type { CombinedError } from 'urql';
import { useState } from 'react';
import { useForm, type Form, type FormRules } from '../../lib/use-form.ts';
import { useSave, type SaveState } from '../../lib/use-save.ts';

/** The record as someone else saved it (EDIT_CONFLICT's current: { option, version }). */
export interface TheirVersion<O> {
  readonly option: O;
  readonly version: number;
}

export interface OptionEditorOptions<V, O> {
  readonly initial: () => V;
  readonly rules?: FormRules<V>;
  /** The version the record was read at; null for a new one. */
  readonly version: number | null;
  /** Where EDIT_CONFLICT's current holds the record: 'option' for the options, 'group' for a group. */
  readonly recordKey?: string;
  /** The form's values from their version of the record. */
  readonly valuesOf: (theirs: O) => V;
  /** Saves the values to the draft from `expectedVersion`; the saved record's name once it worked. */
  readonly send: (
    values: V,
    expectedVersion: number | null,
  ) => Promise<{ error?: CombinedError | undefined; savedName: string | null }>;
  readonly onSaved: (message: string) => void;
}

export interface OptionEditor<V, O> {
  readonly form: Form<V>;
  /** The save's outcome; a removal from the same editor is told through it too. */
  readonly save: SaveState<TheirVersion<O>>;
  /** The version a save or a removal names. */
  readonly version: number | null;
  readonly submit: () => void;
  readonly takeTheirs: (theirs: TheirVersion<O>) => void;
  readonly keepMine: (theirVersion: number) => void;
}

/** EDIT_CONFLICT's current as { option, version }, the record under `recordKey`; null if it is gone. */
function theirVersionReader<O>(recordKey: string) {
  return (value: unknown): TheirVersion<O> | null => {
    if (typeof value !== 'object' || value === null || !('version' in value) || !(recordKey in value))
      return null;
    const record = (value as Record<string, unknown>)[recordKey];
    return { option: record as O, version: Number(value.version) };
  };
}

export function useOptionEditor<V, O>({
  initial,
  rules,
  version: readVersion,
  recordKey = 'option',
  valuesOf,
  send,
  onSaved,
}: OptionEditorOptions<V, O>): OptionEditor<V, O> {
  const form = useForm(initial, rules);
  const [version, setVersion] = useState(readVersion);
  const save = useSave({
    currentOf: theirVersionReader<O>(recordKey),
    conflictWithoutRecord: true,
    onFieldProblems: form.showServerProblems,
  });

  const submit = async (expectedVersion: number | null) => {
    if (!form.check()) {
      // The last refusal or conflict no longer stands beside the problems named now.
      save.clearMessages();
      save.clearConflict();
      return;
    }
    const answer: { savedName: string | null } = { savedName: null };
    await save.run(async () => {
      const result = await send(form.values, expectedVersion);
      answer.savedName = result.savedName;
      return result;
    }, null);
    if (answer.savedName !== null) onSaved(`${answer.savedName} is saved in the draft.`);
  };

  return {
    form,
    save,
    version,
    submit: () => void submit(version),
    takeTheirs: (theirs) => {
      form.replace(valuesOf(theirs.option));
      setVersion(theirs.version);
      save.clearConflict();
    },
    keepMine: (theirVersion) => {
      setVersion(theirVersion);
      void submit(theirVersion);
    },
  };
}
