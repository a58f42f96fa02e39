// /orders/{id}: one order, live. Only the part of the id after its last colon is used. A signed-in
// member's own order shows in full (payments, refunds, Order again); any other order, as the order
// page it was placed with.
import { messages } from '@brewline/domain/messages/messages';
import { orderIdFromRoute } from '@brewline/domain/orders/order-status';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSession } from '../../lib/session-context.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { OrderScreen } from './components/order-screen.tsx';
import { PastOrderScreen } from './components/past-order-screen.tsx';

export function OrderDetailPage({ segment }: { segment: string }) {
  usePageTitle('Online Orders');
  const { signedIn, loading, profile } = useSession();
  const id = orderIdFromRoute(segment);
  const publicOrder = (
    <OrderScreen key={id} id={id} notFound={(orderId) => messages.ORDER_NOT_FOUND({ id: orderId })} />
  );
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="page-title mb-5">Order Details</h1>
      {signedIn && loading ? (
        <PageSpinner />
      ) : profile ? (
        <PastOrderScreen key={id} id={id} backHref="~/orders" notTheirs={publicOrder} />
      ) : (
        publicOrder
      )}
    </div>
  );
}
