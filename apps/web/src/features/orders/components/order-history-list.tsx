// The member's orders, newest first: when ('M/d/yy at h:mm a' on the store's clock), where, what, the
// total and the list label, each with its Details link; older orders on "Show more". Empty: 'No
// orders to show yet.'
import { messages } from '@brewline/domain/messages/messages';
import { formatPrice } from '@brewline/domain/money/money';
import { formatOrderPlacedAt } from '@brewline/domain/orders/order-dates';
import { orderItemSummary } from '@brewline/domain/orders/order-history';
import { ChevronRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { ProductArt } from '../../../ui/product-art.tsx';
import type { OrderHistoryEntry } from '../api/order-history-query.ts';
import { useOrderHistory } from '../model/use-order-history.ts';
import { StatusBadge } from './status-badge.tsx';

function HistoryEntryCard({ entry, href }: { entry: OrderHistoryEntry; href: string }) {
  const placedAt = formatOrderPlacedAt(entry.placedAtStoreClock);
  const firstImage = entry.items[0]?.image ?? 'hot-beverage';
  return (
    <article
      data-testid="order-history-entry"
      className="flex gap-3 rounded-3xl bg-white p-4 shadow-sm sm:gap-4 sm:p-5"
      aria-label={`Order placed ${placedAt}`}
    >
      {/* Decorative: on a phone the words get the width. */}
      <span className="hidden sm:block">
        <ProductArt image={firstImage} circleClassName="size-14" size={36} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-bold" data-testid="order-history-date">
            {placedAt}
          </p>
          <p className="text-lg font-extrabold tabular-nums" data-testid="order-history-total">
            {formatPrice(entry.totalCents)}
          </p>
        </div>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <MapPin size={14} aria-hidden="true" className="shrink-0 text-brand-ink" />
          <span className="truncate">
            {entry.store.nickname} · {entry.store.city}, {entry.store.state}
          </span>
        </p>
        <p className="text-sm text-stone-700" data-testid="order-history-items">
          {orderItemSummary(entry.items)}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <StatusBadge status={entry.status} label={entry.statusLabel} />
          <Link
            href={href}
            className="inline-flex min-h-10 items-center gap-0.5 rounded-full pr-1 pl-3 font-semibold text-brand-ink hover:bg-brand-soft"
          >
            Details<span className="sr-only"> of the order placed {placedAt}</span>
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

function HistorySkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading your orders">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm">
          <span className="skeleton size-14 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <span className="skeleton h-5 w-2/5" />
            <span className="skeleton h-4 w-3/5" />
            <span className="skeleton h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyOrders({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm">
      <span className="flex size-24 items-center justify-center rounded-full bg-brand-soft">
        <img src="/art/hot-beverage.svg" alt="" width={56} height={56} />
      </span>
      <p className="text-lg font-semibold">{messages.NO_PAST_ORDERS()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Link href="~/menu" className="btn-primary">
          Go to Menu
        </Link>
      </div>
    </div>
  );
}

export function OrderHistoryList({ detailsHref }: { detailsHref: (id: string) => string }) {
  const history = useOrderHistory();
  if (history.loading) return <HistorySkeleton />;
  if (history.error) {
    return (
      <AlertBanner>
        {history.error}{' '}
        <button type="button" className="underline" onClick={history.retry}>
          Try again
        </button>
      </AlertBanner>
    );
  }
  if (history.entries.length === 0) return <EmptyOrders />;
  return (
    <div className="grid gap-4">
      <ol aria-label="Your orders" className="grid gap-3 lg:grid-cols-2">
        {history.entries.map((entry) => (
          <li key={entry.id}>
            <HistoryEntryCard entry={entry} href={detailsHref(entry.id)} />
          </li>
        ))}
      </ol>
      {history.moreError && <AlertBanner>{history.moreError}</AlertBanner>}
      {history.hasMore && (
        <button
          type="button"
          className="btn-outline mx-auto"
          onClick={history.showMore}
          disabled={history.loadingMore}
        >
          {history.loadingMore ? 'Loading...' : 'Show more orders'}
        </button>
      )}
    </div>
  );
}
