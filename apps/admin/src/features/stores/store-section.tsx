// One section of the store editor (weekly hours, special hours, ordering, make time, details, tax):
// its heading, the edit conflict with the other person's values beside this one's draft, the
// server's refusal or the success line, then the section's own fields. `useStoreSection` holds the
// save: it sends the draft from the version the editor read, hands the saved store up, and on a
// conflict saves again over the other person's version ("keep mine") or reloads ("take theirs").
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { SectionMessages } from './section-messages.tsx';
import { StoreConflict, type ConflictRow } from './store-conflict.tsx';
import type { StoreData } from './store-data.ts';
import { useSectionSave, type CurrentStore, type SectionSave } from './use-section-save.ts';

export interface StoreSectionSave {
  readonly state: SectionSave;
  /** Saves the draft from the version the editor read; answers the saved store, or null. */
  readonly save: () => Promise<StoreData | null>;
  readonly keepMine: () => Promise<StoreData | null>;
  readonly takeTheirs: () => void;
}

export function useStoreSection({
  store,
  onSaved,
  onReload,
  success,
  send,
}: {
  readonly store: StoreData;
  readonly onSaved: (store: StoreData) => void;
  readonly onReload: () => void;
  /** What the section says once saved. */
  readonly success: string;
  /** The section's mutation from `expectedVersion`, with the saved store when it worked. */
  readonly send: (
    expectedVersion: number,
  ) => Promise<{ saved: StoreData | null; error?: CombinedError | undefined }>;
}): StoreSectionSave {
  const state = useSectionSave();
  const submit = async (version: number): Promise<StoreData | null> => {
    let saved: StoreData | null = null;
    await state.run(async () => {
      const result = await send(version);
      saved = result.saved;
      return result;
    }, success);
    if (saved) onSaved(saved);
    return saved;
  };
  return {
    state,
    save: () => submit(store.version),
    keepMine: () => submit(state.conflict?.current.version ?? store.version),
    takeTheirs: () => {
      state.clearConflict();
      onReload();
    },
  };
}

export function StoreSection({
  id,
  title,
  intro,
  section,
  conflictRows,
  onTakeTheirs,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly section: StoreSectionSave;
  /** The section's fields in a conflict: theirs (the stored record) beside this person's draft. */
  readonly conflictRows: readonly ConflictRow[];
  /** Puts their values in the draft before the store is read again (the tab remounts on it anyway). */
  readonly onTakeTheirs?: (current: CurrentStore) => void;
  readonly children: ReactNode;
}) {
  const { conflict } = section.state;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={`${intro ? 'mb-1' : 'mb-3'} text-lg font-bold text-stone-900`}>
        {title}
      </h2>
      {intro && <p className="mb-3 text-sm text-stone-600">{intro}</p>}
      {conflict && (
        <StoreConflict
          conflict={conflict}
          rows={conflictRows}
          onUseTheirs={() => {
            onTakeTheirs?.(conflict.current);
            section.takeTheirs();
          }}
          onKeepMine={() => void section.keepMine()}
        />
      )}
      <SectionMessages save={section.state} />
      {children}
    </section>
  );
}
