// /checkout/payment: 'Payment'. A store that is closed or closing soon takes no order ('Choose
// Store' goes back to pickup). Otherwise the sandbox card form (once the intent's client secret
// exists), the error banner and COMPLETE ORDER.
import { formatPrice } from '@brewline/domain/money';
import { messages } from '@brewline/domain/messages';
import { canProceedAtPaymentStep } from '@brewline/domain/pickup';
import { validateCardForm, type CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { Loader2, Lock } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { writeCartNotice } from '../../lib/cart-notice.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useCartPricing } from '../../lib/use-cart-pricing.ts';
import { AlertBanner } from '../../ui/alert-banner.tsx';
import { PageSpinner, Spinner } from '../../ui/spinner.tsx';
import { CheckoutLayout } from './components/checkout-layout.tsx';
import { OrderInfo } from './components/order-info.tsx';
import { SummaryDisclosure } from './components/summary-disclosure.tsx';
import { checkoutStatusOf } from './model/checkout-store-status.ts';
import { useCompleteOrder } from './model/use-complete-order.ts';
import { useCheckoutStore } from './model/use-checkout-store.ts';
import { useStepGuard } from './model/use-step-guard.ts';
import { PaymentConfigQuery } from './api/payment-config-query.ts';
import { confirmSandboxPayment } from './payment/confirm-sandbox-payment.ts';
import type { PaymentConfirmer } from './payment/payment-confirmer.ts';
import { EMPTY_CARD_FORM, SandboxCardForm } from './payment/sandbox-card-form.tsx';

const StripePaymentForm = lazy(() => import('./payment/stripe-payment-form.tsx'));

export function PaymentStep() {
  usePageTitle('Payment');
  const allowed = useStepGuard('payment');
  const [, navigate] = useLocation();
  const { storeId, store, fetching, error: storeError } = useCheckoutStore('network-only');
  const { lines, removeLine } = useCart();
  const { pricing, updating, error: pricingError, retry } = useCartPricing(lines);
  const accepting = !!store && store.oLOEnabled && canProceedAtPaymentStep(checkoutStatusOf(store));
  const order = useCompleteOrder({
    storeId,
    totals: pricing,
    ready: allowed && accepting && !!pricing && !updating && pricing.unavailableLines.length === 0,
    reprice: retry,
  });
  const [card, setCard] = useState<CardFormInput>(EMPTY_CARD_FORM);
  const [{ data: configData }] = useQuery({ query: PaymentConfigQuery });
  const stripeKey =
    configData?.paymentConfig.provider === 'stripe' ? configData.paymentConfig.publishableKey : null;
  const [stripeConfirmer, setStripeConfirmer] = useState<PaymentConfirmer | null>(null);
  // useState would call a function it is given; the confirmer is stored wrapped.
  const onConfirmer = useCallback(
    (confirm: PaymentConfirmer | null) => setStripeConfirmer(() => confirm),
    [],
  );
  const [cardErrors, setCardErrors] = useState<FieldErrors>({});

  // The store can no longer make some lines (sold out since they were added): they leave the cart
  // and the customer goes back to it with the message, before any money moves.
  const unavailable = pricing?.unavailableLines;
  useEffect(() => {
    if (!allowed || !unavailable || unavailable.length === 0) return;
    for (const line of unavailable) removeLine(line.lineId);
    writeCartNotice(
      messages.UNAVAILABLE_ITEMS_REMOVED({ names: [...new Set(unavailable.map((l) => l.productName))] }),
    );
    navigate('~/cart');
  }, [allowed, unavailable, removeLine, navigate]);

  if (!allowed) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCardForm(card, new Date());
    if (!checked.ok) {
      setCardErrors(checked.errors);
      return;
    }
    setCardErrors({});
    void order.submit((intent) =>
      confirmSandboxPayment(intent.paymentIntentId, intent.clientSecret, checked.value),
    );
  };
  const onSubmitStripe = (event: FormEvent) => {
    event.preventDefault();
    if (stripeConfirmer) void order.submit(stripeConfirmer);
  };

  const body = (() => {
    if (fetching) return <PageSpinner />;
    if (storeError) return <AlertBanner>{storeError}</AlertBanner>;
    if (!accepting) {
      return (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
        >
          <p className="max-w-md font-semibold text-red-900">{messages.STORE_NOT_ACCEPTING_ORDERS_STEP()}</p>
          <button type="button" className="btn-primary" onClick={() => navigate('/pickup')}>
            Choose Store
          </button>
        </div>
      );
    }
    return (
      <form
        noValidate
        onSubmit={stripeKey ? onSubmitStripe : onSubmit}
        className="grid gap-5"
        aria-label="Payment"
      >
        {(order.error ?? pricingError) && (
          <AlertBanner testId="payment-error">{order.error ?? pricingError}</AlertBanner>
        )}
        {order.intent && stripeKey ? (
          <Suspense fallback={<Spinner label="Loading the payment form" />}>
            <StripePaymentForm
              publishableKey={stripeKey}
              clientSecret={order.intent.clientSecret}
              onConfirmer={onConfirmer}
            />
          </Suspense>
        ) : order.intent ? (
          <SandboxCardForm value={card} onChange={setCard} errors={cardErrors} disabled={order.submitting} />
        ) : order.error ? (
          <button type="button" className="btn-outline justify-self-start" onClick={order.retryIntent}>
            Try again
          </button>
        ) : (
          <div className="flex flex-col items-center gap-3 py-10 text-stone-600">
            <Spinner label="Preparing secure payment" />
            <p>Preparing secure payment…</p>
          </div>
        )}
        <button
          type="submit"
          className="btn-primary h-14 text-lg tracking-wide"
          disabled={
            !order.intent ||
            order.submitting ||
            updating ||
            !pricing ||
            (stripeKey !== null && !stripeConfirmer)
          }
          data-testid="complete-order"
        >
          {order.submitting ? (
            <Loader2 size={20} aria-hidden="true" className="animate-spin" />
          ) : (
            <Lock size={18} aria-hidden="true" />
          )}
          COMPLETE ORDER
          {/* The total rides along where it fits; on phones it is on the summary bar above. */}
          {pricing && (
            <span className="hidden tabular-nums min-[400px]:inline">
              · {formatPrice(pricing.totalCents)}
            </span>
          )}
        </button>
      </form>
    );
  })();

  return (
    <CheckoutLayout step="payment">
      <div className="grid gap-4">
        <SummaryDisclosure totalCents={pricing?.totalCents ?? null} />
        <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <h1 className="page-title mb-5">Payment</h1>
          {body}
        </section>
        <div className="md:hidden">
          <OrderInfo />
        </div>
      </div>
    </CheckoutLayout>
  );
}
