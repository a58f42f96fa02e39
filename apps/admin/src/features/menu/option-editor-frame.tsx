// The frame every editor of the sizes and modifiers page shares: its heading (focused when it opens,
// so a keyboard or screen reader user lands in it), the refusal, someone else's version, the form's
// fields and its Save and Cancel buttons.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';

export const OPTION_INPUT = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900';

export interface OptionEditorFrameProps {
  readonly title: string;
  readonly testId: string;
  readonly error: string | null;
  readonly conflict?: ReactNode;
  readonly busy: boolean;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

export function OptionEditorFrame({
  title,
  testId,
  error,
  conflict,
  busy,
  onSave,
  onCancel,
  children,
}: OptionEditorFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
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
        {children}
        <div className="mt-2 flex gap-2 border-t border-stone-200 pt-4">
          <Button type="submit" variant="primary" busy={busy}>
            Save to draft
          </Button>
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
