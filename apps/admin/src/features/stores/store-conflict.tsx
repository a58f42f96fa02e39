// An edit conflict in one section of the store: their saved values beside this person's draft, for
// the fields of that section, with the choice to take theirs or save theirs over.
import { ConflictNotice } from '../../ui/conflict-notice.tsx';

/** One of a section's fields in words, as the conflict lays it beside the other version's. */
export interface SectionField {
  readonly label: string;
  readonly text: string;
}

export function StoreConflict({
  message,
  theirs,
  mine,
  onUseTheirs,
  onKeepMine,
}: {
  readonly message: string;
  readonly theirs: readonly SectionField[];
  readonly mine: readonly SectionField[];
  readonly onUseTheirs: () => void;
  readonly onKeepMine: () => void;
}) {
  const fields = mine.map((field, index) => {
    const their = theirs[index]?.text ?? '';
    return { label: field.label, theirs: their, mine: field.text, differs: their !== field.text };
  });
  return (
    <ConflictNotice message={message} fields={fields} onUseTheirs={onUseTheirs} onKeepMine={onKeepMine} />
  );
}
