// The card provider's part of the payment step (type STRIPE): Stripe's Payment Element once the
// intent's client secret exists (it needs it to draw), the sandbox card form at once (it only collects
// the card: the customer types while the intent is made, and COMPLETE ORDER waits for it), 'Try
// again' when making the intent failed, and a spinner while Stripe's intent is being made.
import type { CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';
import type { CompleteOrder } from '../model/use-complete-order.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import { SandboxCardForm } from '../../../ui/sandbox-card-form.tsx';

const StripePaymentForm = lazy(() => import('../public/stripe-payment-form.tsx'));

interface CardProviderFormProps {
  readonly order: CompleteOrder;
  /** Stripe's publishable key, or null for the sandbox provider. */
  readonly stripeKey: string | null;
  /** The provider is the sandbox (known once the payment configuration has been read). */
  readonly sandbox: boolean;
  readonly onConfirmer: (confirm: PaymentConfirmer | null) => void;
  readonly card: CardFormInput;
  readonly onCardChange: (card: CardFormInput) => void;
  readonly cardErrors: FieldErrors;
}

export function CardProviderForm({
  order,
  stripeKey,
  sandbox,
  onConfirmer,
  card,
  onCardChange,
  cardErrors,
}: CardProviderFormProps) {
  const retry = (
    <button type="button" className="btn-outline justify-self-start" onClick={order.retryIntent}>
      Try again
    </button>
  );
  if (order.intent && stripeKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={stripeKey}
          clientSecret={order.intent.clientSecret}
          onConfirmer={onConfirmer}
        />
      </Suspense>
    );
  }
  if (sandbox) {
    return (
      <>
        <SandboxCardForm
          value={card}
          onChange={onCardChange}
          errors={cardErrors}
          disabled={order.submitting}
        />
        {!order.intent && order.error && retry}
      </>
    );
  }
  if (order.error) return retry;
  // As tall as the sandbox card form that replaces it (measured: 378px on phones, 333px from lg, where
  // its note fits on two lines), so COMPLETE ORDER below does not move when the form arrives.
  return (
    <div className="flex min-h-[378px] flex-col items-center justify-center gap-3 text-stone-600 lg:min-h-[333px]">
      <Spinner label="Preparing secure payment" />
      <p>Preparing secure payment…</p>
    </div>
  );
}
