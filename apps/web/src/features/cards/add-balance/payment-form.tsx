// Add Balance's payment: the same card forms the checkout uses, sandbox or Stripe's Payment Element as
// the server is configured, confirming the reload's intent at the provider. Card data never reaches
// our API; only the intent id comes back to record the balance.
import { formatPrice } from '@brewline/domain/money/money';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { validateCardForm, type CardFormInput } from '@brewline/domain/validation/payment-card';
import { Loader2, Lock } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PaymentConfigQuery } from '../../../lib/payment-config-query.ts';
import { confirmSandboxPayment } from '../../../lib/confirm-sandbox-payment.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import { EMPTY_CARD_FORM, SandboxCardForm } from '../../../ui/sandbox-card-form.tsx';
import type { ReloadIntent } from './use-add-balance.ts';

const StripePaymentForm = lazy(() => import('../../checkout/public/stripe-payment-form.tsx'));

interface Props {
  readonly amountCents: number;
  readonly intent: ReloadIntent;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onPay: (confirmer: PaymentConfirmer) => void;
}

export function PaymentForm({ amountCents, intent, error, busy, onPay }: Props) {
  const [{ data: config }] = useQuery({ query: PaymentConfigQuery });
  const stripeKey = config?.paymentConfig.provider === 'stripe' ? config.paymentConfig.publishableKey : null;
  const [card, setCard] = useState<CardFormInput>(EMPTY_CARD_FORM);
  const [cardErrors, setCardErrors] = useState<FieldErrors>({});
  const [stripeConfirmer, setStripeConfirmer] = useState<PaymentConfirmer | null>(null);
  // useState would call a function it is given; the confirmer is stored wrapped.
  const onConfirmer = useCallback(
    (confirm: PaymentConfirmer | null) => setStripeConfirmer(() => confirm),
    [],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stripeKey) {
      if (stripeConfirmer) onPay(stripeConfirmer);
      return;
    }
    const checked = validateCardForm(card, new Date());
    if (!checked.ok) return setCardErrors(checked.errors);
    setCardErrors({});
    onPay((paying) => confirmSandboxPayment(paying.paymentIntentId, paying.clientSecret, checked.value));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Payment">
      {error && <AlertBanner testId="reload-payment-error">{error}</AlertBanner>}
      {!config ? (
        <Spinner label="Loading the payment form" />
      ) : stripeKey ? (
        <Suspense fallback={<Spinner label="Loading the payment form" />}>
          <StripePaymentForm
            publishableKey={stripeKey}
            clientSecret={intent.clientSecret}
            onConfirmer={onConfirmer}
          />
        </Suspense>
      ) : (
        <SandboxCardForm value={card} onChange={setCard} errors={cardErrors} disabled={busy} />
      )}
      <button
        type="submit"
        className="btn-primary h-12 text-lg"
        disabled={busy || !config || (stripeKey !== null && !stripeConfirmer)}
      >
        {busy ? (
          <Loader2 size={20} aria-hidden="true" className="animate-spin" />
        ) : (
          <Lock size={18} aria-hidden="true" />
        )}
        Pay {formatPrice(amountCents)}
      </button>
    </form>
  );
}
