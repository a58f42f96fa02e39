// The order page's sections: what was bought with its totals, the payments and refunds (with the
// Refund button for staff who may refund), and the customer with their pickup.
import { formatPrice } from '@brewline/domain/money/money';
import { Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../ui/button.tsx';
import { storeDateTime } from './order-format.ts';
import type { RefundedOrder } from './refund-dialog.tsx';

type Order = RefundedOrder;

export function OrderSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-stone-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export function ItemsSection({ order }: { order: Order }) {
  return (
    <OrderSection title="Items">
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => (
          <li key={item.lineNo} className="flex justify-between gap-4 py-2">
            <div className="min-w-0">
              <p className="font-medium">
                {item.quantity} × {item.productName}
              </p>
              <p className="text-sm text-stone-600">
                {[item.sizeName, item.versionName, ...item.modifiers].filter(Boolean).join(' · ')}
              </p>
            </div>
            <p className="shrink-0 tabular-nums">
              {formatPrice(item.priceCents)}
              {item.discountCents > 0 && (
                <span className="block text-xs text-emerald-800">
                  −{formatPrice(item.discountCents)} reward
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 border-t border-stone-200 pt-2 text-sm">
        <Row label="Subtotal" value={formatPrice(order.subtotalCents)} />
        {order.rewardDiscountCents > 0 && (
          <Row label="Reward" value={`−${formatPrice(order.rewardDiscountCents)}`} />
        )}
        <Row label="Tax" value={formatPrice(order.taxCents)} />
        <Row
          label="Total"
          value={<span className="text-base font-bold">{formatPrice(order.totalCents)}</span>}
        />
        <Row label="Points earned" value={order.pointsEarned} />
      </dl>
    </OrderSection>
  );
}

function RefundList({ order }: { order: Order }) {
  if (order.refunds.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2 border-t border-stone-200 pt-3 text-sm" aria-label="Refunds">
      {order.refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg bg-amber-50 p-2.5 text-amber-950">
          <div className="flex justify-between gap-3">
            <span className="font-semibold">Refund {formatPrice(refund.amountCents)}</span>
            <span className="text-xs">{storeDateTime(refund.at, order.storeTimeZone)}</span>
          </div>
          <p>“{refund.reason}”</p>
          <p className="text-xs">
            By {refund.by}
            {refund.creditCardCents > 0 && ` · ${formatPrice(refund.creditCardCents)} to the card`}
            {refund.brewlineCardCents > 0 && ` · ${formatPrice(refund.brewlineCardCents)} to Brewline Cards`}
            {!refund.settled && ' · waiting for the card provider'}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function PaymentsSection({ order, onRefund }: { order: Order; onRefund: (() => void) | null }) {
  return (
    <OrderSection
      title="Payments and refunds"
      actions={
        onRefund && order.refundableCents > 0 ? (
          <Button variant="primary" icon={<Undo2 aria-hidden className="size-4" />} onClick={onRefund}>
            Refund
          </Button>
        ) : null
      }
    >
      {order.payments.length === 0 ? (
        <p className="text-stone-600">No payment was taken for this order.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label="Payments">
          {order.payments.map((payment) => (
            <li key={payment.label} className="flex justify-between gap-3">
              <span>{payment.label}</span>
              <span className="font-semibold tabular-nums">{formatPrice(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <RefundList order={order} />
      <dl className="mt-3 border-t border-stone-200 pt-2 text-sm">
        <Row label="Paid" value={formatPrice(order.paidCents)} />
        <Row label="Refunded" value={formatPrice(order.paidCents - order.refundableCents)} />
        <Row
          label="Can still be refunded"
          value={<span data-testid="refundable">{formatPrice(order.refundableCents)}</span>}
        />
      </dl>
    </OrderSection>
  );
}

export function CustomerSection({ order }: { order: Order }) {
  return (
    <OrderSection title="Customer and pickup">
      <dl className="text-sm">
        <Row label="Name" value={order.pickupName} />
        <Row label="E-mail" value={order.email ?? (order.memberId ? 'Member' : '—')} />
        <Row label="Phone" value={order.phone} />
        <Row label="Pickup" value={order.pickupLocation.replaceAll('_', ' ').toLowerCase()} />
        {order.scheduledFor && (
          <Row label="Scheduled for" value={storeDateTime(order.scheduledFor, order.storeTimeZone)} />
        )}
      </dl>
      {order.memberId && (
        <Link
          href={`/members/${encodeURIComponent(order.memberId)}`}
          className="mt-2 inline-block text-sm font-semibold text-brand-ink hover:underline"
        >
          Open the member
        </Link>
      )}
    </OrderSection>
  );
}
