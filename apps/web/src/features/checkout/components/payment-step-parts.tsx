// The payment step's own pieces around the payment itself: the panel shown instead of the form when
// the store takes no order now, and COMPLETE ORDER with the total where it fits.
import { formatPrice } from '@brewline/domain/money/money';
import { messages } from '@brewline/domain/messages/messages';
import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckoutLayout } from './checkout-layout.tsx';
import { SummaryDisclosure } from './summary-disclosure.tsx';

export function StoreNotAcceptingPanel({ onChooseStore }: { onChooseStore: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <p className="max-w-md font-semibold text-red-900">{messages.STORE_NOT_ACCEPTING_ORDERS_STEP()}</p>
      <button type="button" className="btn-primary" onClick={onChooseStore}>
        Choose Store
      </button>
    </div>
  );
}

export function CompleteOrderButton({
  submitting,
  disabled,
  totalCents,
}: {
  submitting: boolean;
  disabled: boolean;
  totalCents: number | null;
}) {
  return (
    <button
      type="submit"
      className="btn-primary h-14 text-lg tracking-wide"
      disabled={disabled}
      data-testid="complete-order"
    >
      {submitting ? (
        <Loader2 size={20} aria-hidden="true" className="animate-spin" />
      ) : (
        <Lock size={18} aria-hidden="true" />
      )}
      COMPLETE ORDER
      {/* The total rides along where it fits; on phones it is on the summary bar above. Its place is
          held while the price loads, so the label beside it (centred) does not move when it lands. */}
      <span className="hidden min-w-20 text-left tabular-nums min-[400px]:inline-block">
        {totalCents !== null && `· ${formatPrice(totalCents)}`}
      </span>
    </button>
  );
}

/**
 * The payment step's page: the summary's total, the step's card and what follows it. The server's frame
 * (payment-step-frame.tsx) and the live step draw it alike, so hydration finds the same page.
 */
export function PaymentStepPage({
  totalCents,
  children,
  after = null,
}: {
  totalCents: number | null;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <CheckoutLayout step="payment">
      <div className="grid gap-4">
        <SummaryDisclosure totalCents={totalCents} />
        <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <h1 className="page-title mb-5">Payment</h1>
          {children}
        </section>
        {after}
      </div>
    </CheckoutLayout>
  );
}
