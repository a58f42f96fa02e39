// One order: its live status, then what was ordered, what it cost and how it was paid, and where and
// how it is picked up. Times read in the store's zone ('M/d/yy at h:mm a').
import { formatPrice } from '@brewline/domain/money/money';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../api/order-query.ts';
import {
  OrderItemLine,
  OrderNumberAndPlacedAt,
  PickupDetails,
  RefundsBlock,
  pickupTime,
} from './order-parts.tsx';
import { OrderStatusCard } from './order-status-card.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

export function OrderView({
  order,
  status,
  reason = null,
}: {
  order: OrderDetail;
  status: string;
  reason?: string | null;
}) {
  const store = order.store;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <OrderNumberAndPlacedAt orderId={order.id} placedAtStoreClock={order.placedAtStoreClock} />
      </div>
      <OrderStatusCard status={status} makeTime={order.makeTime ?? null} reason={reason} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Card title="Items">
          <ul className="divide-y divide-stone-100" aria-label="Ordered items">
            {order.items.map((item, index) => (
              <OrderItemLine key={`${item.productId}-${index}`} item={item} priceCents={item.price} />
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 tabular-nums">
            <dt className="text-stone-700">Subtotal</dt>
            <dd>{formatPrice(order.subTotal)}</dd>
            <dt className="text-stone-700">Tax</dt>
            <dd>{formatPrice(order.taxAmount)}</dd>
            <dt className="text-lg font-bold">Total</dt>
            <dd className="text-lg font-bold" data-testid="order-total">
              {formatPrice(order.total)}
            </dd>
          </dl>
          {order.creditCardPayments.length > 0 && (
            <ul className="mt-3 border-t border-stone-200 pt-3 text-sm" aria-label="Payments">
              {order.creditCardPayments.map((payment) => (
                <li key={payment.id} className="flex justify-between" data-testid="order-payment">
                  <span>Paid with {payment.identifier}</span>
                  <span className="tabular-nums">{formatPrice(payment.amount)}</span>
                </li>
              ))}
            </ul>
          )}
          <RefundsBlock status={status} refunds={order.refunds} refundReason={order.refundReason} />
        </Card>
        <Card title="Pickup">
          <PickupDetails
            pickupLocation={order.pickupLocation}
            time={pickupTime(order.scheduledForStoreClock)}
            pickupName={order.pickupName}
            car={order.car}
            store={store}
            preferNickname
          />
        </Card>
      </div>
    </div>
  );
}
