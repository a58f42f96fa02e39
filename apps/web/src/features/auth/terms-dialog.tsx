// The terms-update dialog (docs/product/account.md#the-session, #messages): a member whose profile
// lacks acknowledged_terms must accept before going on; it cannot be dismissed any other way.
import { messages } from '@brewline/domain/messages/messages';
import { useState } from 'react';
import { useMutation } from 'urql';
import { describeApiError } from '../../lib/graphql-errors.ts';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { AcceptTermsMutation } from './accept-terms-mutation.ts';
import { useModalOnMount } from '../../ui/use-modal-on-mount.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

export default function TermsDialog({ onAccepted }: { onAccepted: () => void }) {
  const dialog = useModalOnMount();
  const [{ fetching }, acceptTerms] = useMutation(AcceptTermsMutation);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    const result = await acceptTerms({});
    if (result.error) return setError(describeApiError(result.error).message);
    dialog.current?.close();
    onAccepted();
  };

  // Accepting is the only way on: Escape does not close it.
  return (
    <ModalDialog dialog={dialog} layout="alert" labelledBy="terms-title" holdOpen>
      <h2 id="terms-title" className="mb-3 text-xl font-bold">
        Terms and Conditions
      </h2>
      <p className="mb-4 text-stone-700">{messages.TERMS_UPDATED()}</p>
      <p className="mb-5">
        <a
          href="https://brewline.example/terms"
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-ink underline"
        >
          Read the Terms of Use
        </a>
      </p>
      {error && (
        <div className="mb-4">
          <AlertBanner>{error}</AlertBanner>
        </div>
      )}
      {/* Focus starts on the one action the dialog asks for, not on the link above it. */}
      <button
        type="button"
        autoFocus
        className="btn-primary h-12 w-full"
        disabled={fetching}
        onClick={() => void accept()}
      >
        Accept
      </button>
    </ModalDialog>
  );
}
