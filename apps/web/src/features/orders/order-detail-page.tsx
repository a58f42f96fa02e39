// /orders/{id}: one order, live. Only the part of the id after its last colon is used.
import { messages } from '@brewline/domain/messages';
import { orderIdFromRoute } from '@brewline/domain/order-status';
import { usePageTitle } from '../../lib/page-title.tsx';
import { OrderScreen } from './components/order-screen.tsx';

export function OrderDetailPage({ segment }: { segment: string }) {
  usePageTitle('Online Orders');
  const id = orderIdFromRoute(segment);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="page-title mb-5">Order Details</h1>
      <OrderScreen key={id} id={id} notFound={(orderId) => messages.ORDER_NOT_FOUND({ id: orderId })} />
    </div>
  );
}
