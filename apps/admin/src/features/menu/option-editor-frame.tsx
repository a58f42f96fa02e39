// The frame every editor of the sizes and modifiers page shares: its heading (focused when it opens,
// so a keyboard or screen reader user lands in it), the refusal, someone else's version, the form's
// fields and its Save, Cancel and (for a record already in the draft) Remove buttons.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConflictNotice } from '../../ui/conflict-notice.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { RemoveOptionButton, type OptionRemoval } from './option-removal.tsx';
import type { OptionEditor } from './use-option-editor.ts';

export const OPTION_INPUT = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900';

export interface OptionEditorFrameProps<V, O> {
  readonly title: string;
  readonly testId: string;
  /** The editor's form and save: its refusal is shown above the form, its name problem by the name. */
  readonly editor: OptionEditor<V, O>;
  readonly conflict?: ReactNode;
  /** Every editor starts with the record's name. */
  readonly name: { value: string; hint: string; onChange: (name: string) => void };
  readonly onCancel: () => void;
  /** What the record is called in the removal's dialog ("size"), and its removal; none for a new one. */
  readonly removal?: { what: string; remove: OptionRemoval | undefined };
  readonly children: ReactNode;
}

export function OptionEditorFrame<V, O>({
  title,
  testId,
  editor,
  conflict,
  name,
  onCancel,
  removal,
  children,
}: OptionEditorFrameProps<V, O>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.submit();
  };
  const { error, busy } = editor.save;
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2
        id={`${testId}-title`}
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-lg font-bold text-stone-900 outline-none"
      >
        {title}
      </h2>
      {error && <Notice tone="error">{error}</Notice>}
      {conflict}
      <form onSubmit={submit} noValidate>
        <FormField label="Name" hint={name.hint} error={editor.form.problemFor('name')}>
          {(control) => (
            <input
              {...control}
              className={OPTION_INPUT}
              value={name.value}
              onChange={(e) => name.onChange(e.target.value)}
            />
          )}
        </FormField>
        {children}
        <div className="mt-2 flex gap-2 border-t border-stone-200 pt-4">
          <Button type="submit" variant="primary" busy={busy}>
            Save to draft
          </Button>
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
          {removal?.remove && <RemoveOptionButton removal={removal.remove} what={removal.what} />}
        </div>
      </form>
    </section>
  );
}

/**
 * Someone else's save beside this person's edits (EDIT_CONFLICT), field by field: taking theirs, or
 * saving again over the version now current. Nothing when there is no conflict.
 */
export function OptionConflict<V, O>({
  editor,
  fields,
}: {
  editor: OptionEditor<V, O>;
  /** Label, their value (none when the record is gone), this person's value. */
  fields: (theirs: O | null) => { label: string; theirs: string; mine: string }[];
}) {
  const { conflict } = editor.save;
  if (!conflict) return null;
  const theirs = conflict.current;
  return (
    <ConflictNotice
      message={conflict.message}
      fields={fields(theirs?.option ?? null).map((f) => ({ ...f, differs: f.theirs !== f.mine }))}
      {...(theirs
        ? {
            onUseTheirs: () => editor.takeTheirs(theirs),
            onKeepMine: () => editor.keepMine(theirs.version),
          }
        : {})}
    />
  );
}
