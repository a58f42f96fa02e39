// One of the member's orders in full: its live status, what was ordered (size, version, options),
// what it cost, how it was paid and what went back, where it was picked up, and 'Order again'.
// Times read on the store's clock.
import { formatPrice } from '@brewline/domain/money/money';
import { ArrowLeft, CreditCard, Star } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PastOrderDetail } from '../api/past-order-query.ts';
import { useLiveStatus } from '../model/use-live-status.ts';
import { OrderAgainButton } from './order-again-button.tsx';
import {
  OrderItemLine,
  OrderNumberAndPlacedAt,
  PickupDetails,
  RefundsBlock,
  pickupTime,
} from './order-parts.tsx';
import { OrderStatusCard } from './order-status-card.tsx';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="rounded-3xl bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-lg font-extrabold">{title}</h2>
      {children}
    </section>
  );
}

function ItemsSection({ order }: { order: PastOrderDetail }) {
  return (
    <Section title="Items">
      <ul className="divide-y divide-stone-100" aria-label="Ordered items">
        {order.items.map((item) => (
          <OrderItemLine key={item.lineNo} item={item} priceCents={item.priceCents}>
            {item.discountCents > 0 && (
              <p className="text-sm font-semibold text-green-800">
                Reward: −{formatPrice(item.discountCents)}
              </p>
            )}
          </OrderItemLine>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 tabular-nums [&_dd]:text-right">
        <dt className="text-stone-700">Subtotal</dt>
        <dd>{formatPrice(order.subtotalCents)}</dd>
        {order.rewardDiscountCents > 0 && (
          <>
            <dt className="text-green-800">Reward</dt>
            <dd className="text-green-800">−{formatPrice(order.rewardDiscountCents)}</dd>
          </>
        )}
        <dt className="text-stone-700">Tax</dt>
        <dd>{formatPrice(order.taxCents)}</dd>
        <dt className="text-lg font-bold">Total</dt>
        <dd className="text-lg font-bold" data-testid="order-total">
          {formatPrice(order.totalCents)}
        </dd>
      </dl>
    </Section>
  );
}

function PaymentSection({ order }: { order: PastOrderDetail }) {
  return (
    <Section title="Payment" testId="order-payments">
      {order.payments.length === 0 ? (
        <p className="text-stone-700">No payment was taken for this order.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Payments">
          {order.payments.map((payment) => (
            <li
              key={`${payment.method}-${payment.identifier}`}
              className="flex items-center justify-between gap-3"
              data-testid="order-payment"
            >
              <span className="flex items-center gap-2">
                <CreditCard size={18} aria-hidden="true" className="shrink-0 text-brand-ink" />
                {payment.identifier}
              </span>
              <span className="font-semibold tabular-nums">{formatPrice(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <RefundsBlock status={order.status} refunds={order.refunds} refundReason={order.refundReason} />
    </Section>
  );
}

function PickupSection({ order }: { order: PastOrderDetail }) {
  return (
    <Section title="Pickup">
      <PickupDetails
        pickupLocation={order.pickupLocation}
        time={pickupTime(order.scheduledForStoreClock)}
        pickupName={order.pickupName}
        car={order.car}
        store={order.store}
      />
    </Section>
  );
}

export function PastOrderView({
  order,
  backHref,
  onStatusPushed,
}: {
  order: PastOrderDetail;
  backHref: string;
  /** A status other than the one read arrived live: the order's details (refunds) are read again. */
  onStatusPushed?: () => void;
}) {
  const { status, reason } = useLiveStatus(order.id, {
    status: order.status,
    reason: order.statusReason ?? null,
  });
  useEffect(() => {
    if (status !== order.status) onStatusPushed?.();
  }, [status, order.status, onStatusPushed]);
  return (
    <div className="grid gap-5">
      <Link
        href={backHref}
        className="inline-flex w-fit items-center gap-1.5 font-semibold text-brand-ink hover:underline"
      >
        <ArrowLeft size={18} aria-hidden="true" /> All orders
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <OrderNumberAndPlacedAt orderId={order.id} placedAtStoreClock={order.placedAtStoreClock} />
        </div>
        <OrderAgainButton orderId={order.id} />
      </div>
      <OrderStatusCard status={status} makeTime={order.makeTime ?? null} reason={reason} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <ItemsSection order={order} />
        <div className="grid gap-5">
          <PaymentSection order={order} />
          {order.pointsEarned > 0 && (
            <p className="flex items-center gap-2 rounded-3xl bg-brand-soft p-4 font-semibold">
              <Star size={20} aria-hidden="true" className="text-brand-ink" />
              You earned {order.pointsEarned} {order.pointsEarned === 1 ? 'point' : 'points'} with this order.
            </p>
          )}
          <PickupSection order={order} />
        </div>
      </div>
    </div>
  );
}
