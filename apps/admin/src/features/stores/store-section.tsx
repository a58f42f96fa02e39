// One section of the store editor on the page: its heading, the edit conflict with the other
// person's values beside this one's draft, what the last save said, then the section's own fields.
import type { ReactNode } from 'react';
import { SectionMessages } from './section-messages.tsx';
import { StoreConflict, type SectionField } from './store-conflict.tsx';
import type { StoreSection as Section } from './use-store-section.ts';

export function StoreSection<V>({
  id,
  title,
  intro,
  section,
  describe,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly section: Section<V>;
  /** The section's values in words, field by field: theirs beside this person's in a conflict. */
  readonly describe: (values: V) => readonly SectionField[];
  readonly children: ReactNode;
}) {
  const { conflict, form, save } = section;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={`${intro ? 'mb-1' : 'mb-3'} text-lg font-bold text-stone-900`}>
        {title}
      </h2>
      {intro && <p className="mb-3 text-sm text-stone-600">{intro}</p>}
      {conflict && (
        <StoreConflict
          message={conflict.message}
          theirs={describe(conflict.theirs)}
          mine={describe(form.values)}
          onUseTheirs={section.takeTheirs}
          onKeepMine={() => void section.keepMine()}
        />
      )}
      <SectionMessages problems={form.problems} error={save.error} saved={save.saved} />
      {children}
    </section>
  );
}
