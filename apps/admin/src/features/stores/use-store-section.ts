// One section of the store editor (weekly hours, special hours, ordering, make time, details, tax) as
// a form on the back office's form and save hooks: its values from the store, the domain's rules the
// server applies to them (so every problem is named at once before anything is sent), and its save
// from the version the editor read. A saved store is handed up; on an edit conflict the person saves
// again over the other version ("keep mine") or takes it, after which the store is read again.
import type { CombinedError } from 'urql';
import { useForm, type Form, type FormRules } from '../../lib/use-form.ts';
import { useSave, type SaveState } from '../../lib/use-save.ts';
import type { StoreData, StoreFields } from './store-data.ts';

export interface StoreSectionOptions<V> {
  readonly store: StoreData;
  readonly onSaved: (store: StoreData) => void;
  readonly onReload: () => void;
  /** The section's values in a store: the one read, or the one someone else saved. */
  readonly valuesOf: (store: StoreFields) => V;
  readonly rules: FormRules<V>;
  /** What the section says once saved. */
  readonly success: string;
  /** The section's mutation from `expectedVersion`, with the saved store when it worked. */
  readonly send: (
    values: V,
    expectedVersion: number,
  ) => Promise<{ saved: StoreData | null; error?: CombinedError | undefined }>;
}

/** What the store editor gives each of its sections: the store as read, and where a save goes. */
export type StoreSectionProps = Pick<StoreSectionOptions<unknown>, 'store' | 'onSaved' | 'onReload'>;

export interface StoreSection<V> {
  readonly form: Form<V>;
  readonly save: SaveState<StoreFields>;
  /** The section's values as someone else saved them, beside the message, in an edit conflict. */
  readonly conflict: { readonly message: string; readonly theirs: V } | null;
  /** Saves from the version the editor read; answers the saved store, or null. */
  readonly submit: () => Promise<StoreData | null>;
  readonly keepMine: () => Promise<StoreData | null>;
  readonly takeTheirs: () => void;
}

function storeFieldsOf(value: unknown): StoreFields | null {
  const isStore =
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number';
  return isStore ? (value as StoreFields) : null;
}

export function useStoreSection<V>({
  store,
  onSaved,
  onReload,
  valuesOf,
  rules,
  success,
  send,
}: StoreSectionOptions<V>): StoreSection<V> {
  const form = useForm(() => valuesOf(store), rules);
  const save = useSave({ currentOf: storeFieldsOf, onFieldProblems: form.showServerProblems });
  const current = save.conflict?.current ?? null;

  const submit = async (version: number): Promise<StoreData | null> => {
    if (!form.check()) {
      // What the last try said no longer stands beside the problems named now.
      save.clearMessages();
      return null;
    }
    const answer: { saved: StoreData | null } = { saved: null };
    await save.run(async () => {
      const result = await send(form.values, version);
      answer.saved = result.saved;
      return result;
    }, success);
    if (answer.saved) onSaved(answer.saved);
    return answer.saved;
  };

  return {
    form,
    save,
    conflict: save.conflict && current ? { message: save.conflict.message, theirs: valuesOf(current) } : null,
    submit: () => submit(store.version),
    keepMine: () => submit(current?.version ?? store.version),
    takeTheirs: () => {
      if (current) form.replace(valuesOf(current));
      save.clearConflict();
      onReload();
    },
  };
}
