// The disabled-account modal (docs/product/account.md#messages): a card call answered HTTP 418. It
// names the support address to write to; closing it leaves the same words on the page.
import { messages, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { ShieldAlert } from 'lucide-react';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

export function SuspendedDialog({ onClose }: { onClose: () => void }) {
  const dialog = useModalOnMount();
  return (
    <ModalDialog
      dialog={dialog}
      layout="alert"
      labelledBy="suspended-title"
      describedBy="suspended-text"
      onClose={onClose}
      testId="suspended-dialog"
    >
      <h2 id="suspended-title" className="mb-3 flex items-center gap-2 text-xl font-bold">
        <ShieldAlert aria-hidden="true" className="text-red-700" />
        Account disabled
      </h2>
      <p id="suspended-text" className="mb-5 text-stone-800">
        {messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <a href={`mailto:${SUPPORT_EMAIL}`} className="btn-outline">
          Email support
        </a>
        <button type="button" autoFocus className="btn-primary" onClick={() => dialog.current?.close()}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}
