// /orders: 'Past Orders'. The history is the default for a signed-in member with a profile; a guest
// sees the order placed in this tab, if any, and otherwise the empty state.
import { messages } from '@brewline/domain/messages/messages';
import { Link } from 'wouter';
import { readActiveOrderId } from '../../lib/active-order.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { EmptyOrders, OrderHistoryList } from './components/order-history-list.tsx';

const currentOrderLink = (
  <Link href="/active" className="btn-outline">
    View current order
  </Link>
);

export function PastOrdersPage() {
  usePageTitle('Online Orders');
  const { signedIn, loading, profile } = useSession();
  const activeId = readActiveOrderId();
  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h1 className="page-title grow">{messages.PAST_ORDERS()}</h1>
        {profile && activeId && currentOrderLink}
      </div>
      {signedIn && loading ? (
        <PageSpinner />
      ) : profile ? (
        <OrderHistoryList detailsHref={(id) => `/${encodeURIComponent(id)}`} />
      ) : (
        <EmptyOrders>{activeId && currentOrderLink}</EmptyOrders>
      )}
    </div>
  );
}
