// Shows the terms dialog to a member who has not accepted the current terms; its code loads only then.
import { Suspense } from 'react';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { useSession } from '../../lib/session-context.tsx';

const TermsDialog = lazyWithGraphQL(() => import('../../features/auth/terms-dialog.tsx'));

export function TermsDialogHost() {
  const { session, refetch } = useSession();
  if (!session || session.acknowledgedTerms) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog onAccepted={refetch} />
    </Suspense>
  );
}
