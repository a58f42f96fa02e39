// Where the cards would be for a disabled account: the modal once, then the same words on the page.
import { messages, SUPPORT_EMAIL } from '@brewline/domain/messages/messages';
import { useState } from 'react';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { SuspendedDialog } from '../components/suspended-dialog.tsx';

export function SuspendedNotice() {
  const [modalOpen, setModalOpen] = useState(true);
  return (
    <>
      <AlertBanner testId="suspended-notice">
        {messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL })}
      </AlertBanner>
      {modalOpen && <SuspendedDialog onClose={() => setModalOpen(false)} />}
    </>
  );
}
