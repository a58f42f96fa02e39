// A modal on the native <dialog>: the browser traps focus, makes the board behind it inert and
// closes on Escape, with no library in the bundle.
import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  readonly labelledBy: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function ModalDialog({ labelledBy, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

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
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: let React decide, so state and the element agree.
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border-0 bg-white p-0 text-roast shadow-2xl backdrop:bg-black/50"
    >
      {children}
    </dialog>
  );
}
