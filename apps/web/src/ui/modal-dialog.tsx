// The web app's one dialog: a native <dialog> shown modally (focus kept inside, the page behind
// inert, Escape closes), in one of four shapes. The caller holds the ref (useModalOnMount) so its own
// buttons can close it; closing always goes through the element, so `onClose` runs once either way.
import type { ReactNode, RefObject } from 'react';

/**
 * - alert: a short message or question, centred.
 * - sheet: a task with a header (cart, combine cards, add balance): a bottom sheet on a phone,
 *   centred on a larger screen.
 * - panel: a tall searchable list (the store finder), near the top.
 * - drawer: the phone's slide-out menu, at the left edge.
 */
export type DialogLayout = 'alert' | 'sheet' | 'panel' | 'drawer';

const LAYOUT_CLASSES: Record<DialogLayout, string> = {
  alert: 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 backdrop:bg-black/50',
  sheet:
    'mx-auto mt-auto mb-0 max-h-[92dvh] w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-white p-0 shadow-2xl backdrop:bg-black/40 open:flex sm:m-auto sm:w-[30rem] sm:max-w-[calc(100vw-2rem)] sm:rounded-3xl',
  panel:
    'mx-auto mt-[4dvh] mb-auto max-h-[92dvh] sm:mt-[8dvh] sm:max-h-[min(84dvh,54rem)] w-[min(40rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl bg-white p-0 text-roast shadow-2xl backdrop:bg-black/45 open:flex',
  drawer: 'm-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 backdrop:bg-black/40',
};

export interface ModalDialogProps {
  dialog: RefObject<HTMLDialogElement | null>;
  layout: DialogLayout;
  /** The id of the dialog's heading; or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  onClose?: () => void;
  /** While true, Escape does not close it: a request in flight, or a choice the person must make. */
  holdOpen?: boolean;
  /** A click on the backdrop closes it (sheets and drawers a person dismisses in passing). */
  closeOnBackdrop?: boolean;
  testId?: string;
  children: ReactNode;
}

export function ModalDialog({
  dialog,
  layout,
  labelledBy,
  label,
  describedBy,
  onClose,
  holdOpen = false,
  closeOnBackdrop = false,
  testId,
  children,
}: ModalDialogProps) {
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onCancel={(event) => holdOpen && event.preventDefault()}
      onClick={
        closeOnBackdrop ? (event) => event.target === dialog.current && dialog.current.close() : undefined
      }
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      data-testid={testId}
      className={LAYOUT_CLASSES[layout]}
    >
      {children}
    </dialog>
  );
}
