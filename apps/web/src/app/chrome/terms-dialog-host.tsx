// Shows the terms dialog to a member who has not accepted the current terms; its code loads only then.
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session-context.tsx';

const TermsDialog = lazy(() => import('../../features/auth/terms-dialog.tsx'));

export function TermsDialogHost() {
  const { session, refetch } = useSession();
  if (!session || session.acknowledgedTerms) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog onAccepted={refetch} />
    </Suspense>
  );
}
