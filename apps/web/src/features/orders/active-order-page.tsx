// /orders/active: the order placed in this tab, live. 'No orders in progress.' when there is none.
import { messages } from '@brewline/domain/messages/messages';
import { Link } from 'wouter';
import { readActiveOrderId } from '../../lib/active-order.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { ActiveOrderHero } from './components/active-order-hero.tsx';
import { OrderScreen } from './components/order-screen.tsx';

export function ActiveOrderPage() {
  usePageTitle('Online Orders');
  const id = readActiveOrderId();
  return (
    <div className="mx-auto max-w-4xl">
      <ActiveOrderHero />
      {id ? (
        <OrderScreen id={id} notFound={(orderId) => messages.ACTIVE_ORDER_NOT_FOUND({ id: orderId })} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
          <p className="text-lg font-semibold">{messages.NO_ACTIVE_ORDER()}</p>
          <Link href="~/menu" className="btn-primary">
            Go to Menu
          </Link>
        </div>
      )}
    </div>
  );
}
