import { useEffect, useRef, type RefObject } from 'react';

/** How often to look again for a dialog that is not in the document yet. */
const RETRY_MS = 16;

/**
 * A native <dialog> shown modally as soon as it mounts (focus trapped, Escape closes, the page behind
 * inert). Components that are mounted only while open use it; attach the ref to the <dialog>.
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
    return () => clearTimeout(timer);
  }, []);
  return dialog;
}
