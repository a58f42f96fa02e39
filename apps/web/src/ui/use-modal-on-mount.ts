import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> shown modally as soon as it mounts (focus trapped, Escape closes, the page behind
 * inert). Components that are mounted only while open use it; attach the ref to the <dialog>.
 */
export function useModalOnMount(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return dialog;
}
