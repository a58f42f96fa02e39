// What a member's order page shows for an id: 'Loading order...', the order in full, or, when it is
// not one of theirs (a guest order placed in this tab, say), what `notTheirs` shows.
import { messages } from '@brewline/domain/messages/messages';
import { useCallback, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { useFirstReadPolicy } from '../../../lib/prefetched-query.ts';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PastOrderQuery } from '../api/past-order-query.ts';
import { PastOrderView } from './past-order-view.tsx';

export function PastOrderScreen({
  id,
  backHref,
  notTheirs,
}: {
  id: string;
  backHref: string;
  notTheirs?: ReactNode;
}) {
  // Only the answer prefetched for this page load (the feature's routes.tsx) is read from the cache, once.
  const requestPolicy = useFirstReadPolicy(PastOrderQuery, { id }, 'network-only');
  const [result, reexecute] = useQuery({ query: PastOrderQuery, variables: { id }, requestPolicy });
  // A change pushed live (a refund made on the board) brings its details: the order is read again.
  const reread = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  if (result.fetching && !result.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-stone-700">
        <Spinner label={messages.LOADING_ORDER()} />
        <p>{messages.LOADING_ORDER()}</p>
      </div>
    );
  }
  const order = result.data?.pastOrder;
  if (order) return <PastOrderView order={order} backHref={backHref} onStatusPushed={reread} />;
  if (!result.error && notTheirs) return notTheirs;
  return <AlertBanner>{messages.ORDER_NOT_FOUND({ id })}</AlertBanner>;
}
