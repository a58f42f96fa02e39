// One order's whole life: what was bought, what paid for it, every refund with who gave it and why,
// and the timeline of its statuses with who moved it (the customer, a board, staff, the scheduler,
// the late-order watchdog). Refunding needs orders.refund for the order's store.
import { formatPrice } from '@brewline/domain/money/money';
import { ArrowLeft, Undo2 } from 'lucide-react';
import { readFragment } from 'gql.tada';
import { useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdminOrderFragment } from './admin-order-fragment.ts';
import { AdminOrderQuery } from './admin-order-query.ts';
import { storeDateTime } from './order-format.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { RefundDialog, type RefundedOrder } from './refund-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
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

export default function OrderDetailPage({ orderId }: { readonly orderId: string }) {
  const { can } = useStaffSession();
  const [{ data, error, fetching }] = useQuery({ query: AdminOrderQuery, variables: { id: orderId } });
  const [refunded, setRefunded] = useState<RefundedOrder | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fetched = data?.adminOrder ? readFragment(AdminOrderFragment, data.adminOrder) : null;
  const order = refunded ?? fetched;

  const back = (
    <Link
      href="/orders"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-ink hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All orders
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <PageHeader title="Order" />
        <Notice tone="error">{errorMessage(error)}</Notice>
      </>
    );
  if (!order)
    return (
      <>
        {back}
        <p className="text-stone-600" aria-busy={fetching}>
          Loading the order…
        </p>
      </>
    );

  const zone = order.storeTimeZone;
  const mayRefund = can('orders.refund', order.storeId);
  return (
    <>
      {back}
      <PageHeader
        title={`Order #${order.number}`}
        description={`${order.storeName} · placed ${storeDateTime(order.placedAt, zone)} (store time)`}
        actions={<StatusBadge status={order.status} label={order.statusLabel} />}
      />
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Section title="Items">
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
          </Section>
          <Section title="Timeline">
            <OrderTimeline events={order.timeline} timeZone={zone} />
          </Section>
        </div>
        <div className="grid content-start gap-4">
          <Section
            title="Payments and refunds"
            actions={
              mayRefund && order.refundableCents > 0 ? (
                <Button
                  variant="primary"
                  icon={<Undo2 aria-hidden className="size-4" />}
                  onClick={() => setRefunding(true)}
                >
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
            {order.refunds.length > 0 && (
              <ul className="mt-3 grid gap-2 border-t border-stone-200 pt-3 text-sm" aria-label="Refunds">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="rounded-lg bg-amber-50 p-2.5 text-amber-950">
                    <div className="flex justify-between gap-3">
                      <span className="font-semibold">Refund {formatPrice(refund.amountCents)}</span>
                      <span className="text-xs">{storeDateTime(refund.at, zone)}</span>
                    </div>
                    <p>“{refund.reason}”</p>
                    <p className="text-xs">
                      By {refund.by}
                      {refund.creditCardCents > 0 && ` · ${formatPrice(refund.creditCardCents)} to the card`}
                      {refund.brewlineCardCents > 0 &&
                        ` · ${formatPrice(refund.brewlineCardCents)} to Brewline Cards`}
                      {!refund.settled && ' · waiting for the card provider'}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-3 border-t border-stone-200 pt-2 text-sm">
              <Row label="Paid" value={formatPrice(order.paidCents)} />
              <Row label="Refunded" value={formatPrice(order.paidCents - order.refundableCents)} />
              <Row
                label="Can still be refunded"
                value={<span data-testid="refundable">{formatPrice(order.refundableCents)}</span>}
              />
            </dl>
          </Section>
          <Section title="Customer and pickup">
            <dl className="text-sm">
              <Row label="Name" value={order.pickupName} />
              <Row label="E-mail" value={order.email ?? (order.memberId ? 'Member' : '—')} />
              <Row label="Phone" value={order.phone} />
              <Row label="Pickup" value={order.pickupLocation.replaceAll('_', ' ').toLowerCase()} />
              {order.scheduledFor && (
                <Row label="Scheduled for" value={storeDateTime(order.scheduledFor, zone)} />
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
          </Section>
        </div>
      </div>
      {refunding && (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(next, amountCents) => {
            setRefunded(next);
            setRefunding(false);
            setNotice(
              next.refundableCents === 0
                ? `Refunded ${formatPrice(amountCents)}. The order is refunded in full; the customer gets an e-mail.`
                : `Refunded ${formatPrice(amountCents)}. ${formatPrice(next.refundableCents)} can still be refunded; the customer gets an e-mail.`,
            );
          }}
        />
      )}
    </>
  );
}
