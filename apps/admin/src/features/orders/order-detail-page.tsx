// One order's whole life: what was bought, what paid for it, every refund with who gave it and why,
// and the timeline of its statuses with who moved it (the customer, a board, staff, the scheduler,
// the late-order watchdog). Refunding needs orders.refund for the order's store.
import { formatPrice } from '@brewline/domain/money/money';
import { ArrowLeft } from 'lucide-react';
import { readFragment } from 'gql.tada';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdminOrderFragment } from './admin-order-fragment.ts';
import { AdminOrderQuery } from './admin-order-query.ts';
import { storeDateTime } from './order-format.ts';
import { CustomerSection, ItemsSection, OrderSection, PaymentsSection } from './order-sections.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { RefundDialog, type RefundedOrder } from './refund-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** What the page says once a refund went through, and what is left. */
function refundedText(order: RefundedOrder, amountCents: number): string {
  return order.refundableCents === 0
    ? `Refunded ${formatPrice(amountCents)}. The order is refunded in full; the customer gets an e-mail.`
    : `Refunded ${formatPrice(amountCents)}. ${formatPrice(order.refundableCents)} can still be refunded; the customer gets an e-mail.`;
}

function AllOrdersLink() {
  return (
    <Link
      href="/orders"
      className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-ink hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All orders
    </Link>
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

  if (error)
    return (
      <>
        <AllOrdersLink />
        <PageHeader title="Order" />
        <Notice tone="error">{errorMessage(error)}</Notice>
      </>
    );
  if (!order)
    return (
      <>
        <AllOrdersLink />
        <p className="text-stone-600" aria-busy={fetching}>
          Loading the order…
        </p>
      </>
    );

  return (
    <>
      <AllOrdersLink />
      <PageHeader
        title={`Order #${order.number}`}
        description={`${order.storeName} · placed ${storeDateTime(order.placedAt, order.storeTimeZone)} (store time)`}
        actions={<StatusBadge status={order.status} label={order.statusLabel} />}
      />
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <ItemsSection order={order} />
          <OrderSection title="Timeline">
            <OrderTimeline events={order.timeline} timeZone={order.storeTimeZone} />
          </OrderSection>
        </div>
        <div className="grid content-start gap-4">
          <PaymentsSection
            order={order}
            onRefund={can('orders.refund', order.storeId) ? () => setRefunding(true) : null}
          />
          <CustomerSection order={order} />
        </div>
      </div>
      {refunding && (
        <RefundDialog
          order={order}
          onClose={() => setRefunding(false)}
          onRefunded={(next, amountCents) => {
            setRefunded(next);
            setRefunding(false);
            setNotice(refundedText(next, amountCents));
          }}
        />
      )}
    </>
  );
}
