// The parts an order's page and a past order's page show alike: the order number and when it was
// placed, one ordered line, what was refunded, and where and how it is picked up (its store and car
// come as the fragments in pickup-fragments.ts, which both pages' queries spread).
import { formatPrice } from '@brewline/domain/money/money';
import { formatClockTime, formatLongDate, formatOrderPlacedAt } from '@brewline/domain/orders/order-dates';
import { displayOrderId, isRefundStatus } from '@brewline/domain/orders/order-status';
import { pickupMethodLabel } from '@brewline/domain/store-hours/pickup';
import { formatPhoneMask } from '@brewline/domain/validation/phone-format';
import { readFragment } from 'gql.tada';
import { MapPin, Phone, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FragmentOf } from '../../../lib/graphql.ts';
import { ProductArt } from '../../../ui/product-art.tsx';
import { PickupCarFragment, PickupStoreFragment } from '../api/pickup-fragments.ts';

/** 'As soon as possible', or the scheduled time on the store's clock. */
export function pickupTime(scheduledForStoreClock: string | null | undefined): string {
  return scheduledForStoreClock ? formatClockTime(scheduledForStoreClock) : 'As soon as possible';
}

/** The two lines 'Order #…' and 'Placed M/d/yy at h:mm a' (the caller lays them out). */
export function OrderNumberAndPlacedAt({
  orderId,
  placedAtStoreClock,
}: {
  orderId: string;
  placedAtStoreClock: string;
}) {
  return (
    <>
      <p className="text-stone-700">
        Order <span className="font-mono font-semibold text-roast">#{displayOrderId(orderId)}</span>
      </p>
      <p className="text-sm text-stone-600" data-testid="order-placed-at">
        Placed {formatOrderPlacedAt(placedAtStoreClock)}
      </p>
    </>
  );
}

export interface OrderedLine {
  image: string;
  quantity: number;
  productName: string;
  sizeName: string;
  versionName?: string | null;
  modifiers: readonly { name: string; quantity: number }[];
}

/** One ordered line: art, quantity and name, size and version, options, and its price. */
export function OrderItemLine({
  item,
  priceCents,
  children,
}: {
  item: OrderedLine;
  priceCents: number;
  /** More about the line, under its options (a reward's part). */
  children?: ReactNode;
}) {
  return (
    <li className="flex gap-3 py-3" data-testid="order-item">
      <ProductArt image={item.image} circleClassName="size-12" size={32} />
      <div className="min-w-0 flex-1">
        <p className="font-bold">
          {item.quantity > 1 && <span className="text-brand-ink">{item.quantity} × </span>}
          {item.productName}
        </p>
        <p className="text-sm font-semibold text-stone-700">
          {[item.sizeName, item.versionName].filter(Boolean).join(', ')}
        </p>
        {item.modifiers.length > 0 && (
          <p className="text-sm text-stone-600">
            {item.modifiers.map((m) => (m.quantity > 1 ? `${m.quantity} ${m.name}` : m.name)).join(', ')}
          </p>
        )}
        {children}
      </div>
      <p className="font-semibold tabular-nums" data-testid="order-item-price">
        {formatPrice(priceCents)}
      </p>
    </li>
  );
}

/** How and when the order is picked up, for whom, in which car, and at which store (with its phone). */
export function PickupDetails({
  pickupLocation,
  time,
  pickupName,
  car: carData,
  store: storeData,
  preferNickname = false,
}: {
  pickupLocation: string;
  /** From pickupTime(). */
  time: string;
  pickupName: string;
  car: FragmentOf<typeof PickupCarFragment> | null | undefined;
  store: FragmentOf<typeof PickupStoreFragment> | null | undefined;
  /** Shows the store's nickname where it has one, instead of its name. */
  preferNickname?: boolean;
}) {
  const car = readFragment(PickupCarFragment, carData);
  const store = readFragment(PickupStoreFragment, storeData);
  return (
    <dl className="grid gap-3">
      <div>
        <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">Picking up</dt>
        <dd className="font-semibold" data-testid="order-pickup-method">
          {pickupMethodLabel(pickupLocation)} · {time}
        </dd>
        <dd className="text-sm text-stone-600">For {pickupName}</dd>
        {car && (
          <dd className="text-sm text-stone-600">
            {car.color} {car.make} {car.model}
          </dd>
        )}
      </div>
      {store && (
        <div>
          <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">Store</dt>
          <dd className="font-semibold" data-testid="order-store">
            {(preferNickname && store.nickname) || store.name}
          </dd>
          <dd className="flex items-start gap-1.5 text-sm text-stone-600">
            <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
            {store.address1}, {store.city}, {store.state}
          </dd>
          {store.phone && (
            <dd className="mt-1">
              <a
                href={`tel:+1${store.phone}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-ink hover:underline"
              >
                <Phone size={16} aria-hidden="true" />
                {formatPhoneMask(store.phone)} (Call)
              </a>
            </dd>
          )}
        </div>
      )}
    </dl>
  );
}

export interface OrderRefundLine {
  readonly method: string;
  readonly identifier: string;
  readonly amountCents: number;
  readonly refundedAtStoreClock: string;
}

/** Each refund (where it went, when, how much) and the store's reason; nothing for an unrefunded order. */
export function RefundsBlock({
  status,
  refunds,
  refundReason,
}: {
  status: string;
  refunds: readonly OrderRefundLine[];
  refundReason: string | null | undefined;
}) {
  if (refunds.length === 0 && !refundReason && !isRefundStatus(status)) return null;
  return (
    <div className="mt-4 rounded-2xl bg-amber-50 p-3 text-amber-950" data-testid="order-refunds">
      <h3 className="mb-1 flex items-center gap-2 font-bold">
        <Undo2 size={18} aria-hidden="true" />
        Refund
      </h3>
      {refunds.length === 0 ? (
        <p className="text-sm">A refund is being processed for your order.</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label="Refunds">
          {refunds.map((refund) => (
            <li
              key={`${refund.method}-${refund.identifier}-${refund.refundedAtStoreClock}`}
              className="flex justify-between gap-3"
            >
              <span>
                To {refund.identifier} on {formatLongDate(refund.refundedAtStoreClock)}
              </span>
              <span className="font-semibold tabular-nums">{formatPrice(refund.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {refundReason && <p className="mt-1 text-sm">Reason: {refundReason}</p>}
    </div>
  );
}
