// One order: its live status, then what was ordered, what it cost and how it was paid, and where and
// how it is picked up. Times read in the store's zone ('M/d/yy at h:mm a').
import { formatPrice } from '@brewline/domain/money';
import { formatOrderPlacedAt } from '@brewline/domain/order-dates';
import { displayOrderId } from '@brewline/domain/order-status';
import { pickupMethodLabel } from '@brewline/domain/pickup';
import { formatPhoneMask } from '@brewline/domain/phone-format';
import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OrderDetail } from '../api/order-query.ts';
import { OrderStatusCard } from './order-status-card.tsx';
import { ProductArt } from '../../../ui/product-art.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function pickupTime(order: OrderDetail, timeZone: string): string {
  if (!order.time) return 'As soon as possible';
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(order.time),
  );
}

export function OrderView({ order, status }: { order: OrderDetail; status: string }) {
  const timeZone = order.store?.timeZone ?? 'UTC';
  const store = order.store;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-stone-700">
          Order <span className="font-mono font-semibold text-roast">#{displayOrderId(order.id)}</span>
        </p>
        <p className="text-sm text-stone-600" data-testid="order-placed-at">
          Placed {formatOrderPlacedAt(new Date(order.timePlaced), timeZone)}
        </p>
      </div>
      <OrderStatusCard status={status} scheduledTime={order.time ?? null} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Card title="Items">
          <ul className="divide-y divide-stone-100" aria-label="Ordered items">
            {order.items.map((item, index) => (
              <li key={`${item.productId}-${index}`} className="flex gap-3 py-3" data-testid="order-item">
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
                      {item.modifiers
                        .map((m) => (m.quantity > 1 ? `${m.quantity} ${m.name}` : m.name))
                        .join(', ')}
                    </p>
                  )}
                </div>
                <p className="font-semibold tabular-nums">{formatPrice(item.price)}</p>
              </li>
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
        </Card>
        <Card title="Pickup">
          <dl className="grid gap-3">
            <div>
              <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">Picking up</dt>
              <dd className="font-semibold" data-testid="order-pickup-method">
                {pickupMethodLabel(order.pickupLocation)} · {pickupTime(order, timeZone)}
              </dd>
              <dd className="text-sm text-stone-600">For {order.pickupName}</dd>
              {order.car && (
                <dd className="text-sm text-stone-600">
                  {order.car.color} {order.car.make} {order.car.model}
                </dd>
              )}
            </div>
            {store && (
              <div>
                <dt className="text-xs font-bold tracking-wide text-stone-500 uppercase">Store</dt>
                <dd className="font-semibold">{store.nickname || store.name}</dd>
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
        </Card>
      </div>
    </div>
  );
}
