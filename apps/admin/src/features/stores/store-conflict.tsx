// An edit conflict in one section of the store: their saved values beside this person's draft, for
// the fields of that section, with the choice to take theirs or save theirs over.
import { ConflictNotice, type ConflictField } from '../../ui/conflict-notice.tsx';
import type { CurrentStore } from './use-section-save.ts';

export interface ConflictRow {
  readonly label: string;
  /** The field's value in the server's record, made readable. */
  readonly theirs: (current: CurrentStore) => string;
  readonly mine: string;
}

export function StoreConflict({
  conflict,
  rows,
  onUseTheirs,
  onKeepMine,
}: {
  readonly conflict: { message: string; current: CurrentStore };
  readonly rows: readonly ConflictRow[];
  readonly onUseTheirs: () => void;
  readonly onKeepMine: () => void;
}) {
  const fields: ConflictField[] = rows.map((row) => {
    const theirs = row.theirs(conflict.current);
    return { label: row.label, theirs, mine: row.mine, differs: theirs !== row.mine };
  });
  return (
    <ConflictNotice
      message={conflict.message}
      fields={fields}
      onUseTheirs={onUseTheirs}
      onKeepMine={onKeepMine}
    />
  );
}
