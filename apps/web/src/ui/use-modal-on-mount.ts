import { useEffect, useRef, type RefObject } from 'react';

/** How often to look again for a dialog that is not in the document yet. */
const RETRY_MS = 16;

/**
 * Shows a dialog that is open but no longer modal as modal again. The screens' boundary (app.tsx)
 * takes everything below it out of the page while a screen's code is on its way and then puts it back
 * (decision 012): a <dialog> taken out of the page leaves the top layer but keeps `open`, so it came
 * back as part of the page, under the phone's tab bar, with the page behind it live. Dropping `open`
 * fires no close event, so the caller's onClose does not run.
 */
function keepModal(element: HTMLDialogElement | null): void {
  if (!element?.isConnected || !element.open || element.matches(':modal')) return;
  element.removeAttribute('open');
  element.showModal();
}

/**
 * A native <dialog> shown modally as soon as it mounts (focus trapped, Escape closes, the page behind
 * inert), and again whenever it returns to the page after being parked outside it. Components that are
 * mounted only while open use it; attach the ref to the <dialog>.
 */
export function useModalOnMount(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const element = dialog.current;
      // Preact keeps a subtree whose code is still loading (Suspense) in a detached node and moves it
      // into the page when it is ready: showModal() on a dialog outside the document throws, and the
      // cart's 'Current Order' then never opened. Look again until it is in the page.
      if (!element || !element.isConnected) {
        timer = setTimeout(open, RETRY_MS);
        return;
      }
      if (!element.open) element.showModal();
    };
    open();
    // A check in this effect did not see it come back (tried): the page's own changes say when it did.
    const returns = new MutationObserver(() => keepModal(dialog.current));
    returns.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      returns.disconnect();
    };
  }, []);
  return dialog;
}
