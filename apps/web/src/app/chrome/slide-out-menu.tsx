import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { requestFinderSource } from '../../features/stores/model/finder-source.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { useSignedIn } from '../../lib/session-context.tsx';
import { ACCOUNT_MENU_LINKS } from '../../features/account/public/account-links.ts';
import { BrandMark } from './brand-mark.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** Phones: Menu, Find a Store, Help, then Sign In and Sign Up, or the account links and Sign Out. */
export function SlideOutMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { setPickerOpen } = useSelectedStore();
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const item = 'block rounded-lg px-3 py-3 text-lg font-semibold hover:bg-stone-100';
  return (
    <ModalDialog dialog={dialog} layout="drawer" label="Menu" onClose={onClose} closeOnBackdrop>
      <div className="flex items-center justify-between border-b border-stone-200 p-3">
        <BrandMark compact />
        <CloseButton onClick={onClose} label="Close menu" />
      </div>
      <nav
        aria-label="Slide-out"
        className="p-3"
        onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}
      >
        <Link href="/menu" className={item}>
          Menu
        </Link>
        <button
          type="button"
          className={`${item} w-full text-left`}
          onClick={() => {
            onClose();
            requestFinderSource('find-store');
            setPickerOpen(true);
          }}
        >
          Find a Store
        </button>
        <Link href="/help" className={item}>
          Help
        </Link>
        {signedIn ? (
          <>
            {ACCOUNT_MENU_LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={item}>
                {link.label}
              </Link>
            ))}
            <button
              type="button"
              className={`${item} w-full text-left`}
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              Sign Out
            </button>
          </>
        ) : (
          <>
            <Link href="/login" className={item}>
              Sign In
            </Link>
            <Link href="/login?signup=1" className={item}>
              Sign Up
            </Link>
          </>
        )}
      </nav>
    </ModalDialog>
  );
}
