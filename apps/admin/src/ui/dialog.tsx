// A modal on the native <dialog>: the browser traps focus, makes the page behind it inert and closes
// on Escape, with no library in the bundle. Title, body, and the actions at the bottom right.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** The buttons, primary last. */
  readonly actions?: ReactNode;
  readonly wide?: boolean;
}

export function Dialog({ title, onClose, children, actions, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom (component tests) lacks showModal; an open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React decide, so state and the element agree.
        event.preventDefault();
        onClose();
      }}
      className={`m-auto rounded-xl border-0 bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 ${
        wide ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(30rem,calc(100vw-2rem))]'
      }`}
    >
      <div className="px-6 pt-5 pb-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </div>
      {actions && (
        <div className="flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-stone-200 bg-stone-50 px-6 py-3">
          {actions}
        </div>
      )}
    </dialog>
  );
}
