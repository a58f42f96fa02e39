// Stripe's Payment Element (PAYMENTS=stripe only; loaded lazily so the sandbox build never ships it).
// The card is entered in Stripe's own frame and confirmed with Stripe; our server only ever sees the
// payment intent id. It hands the payment step a confirmer once Stripe is ready.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useEffect, useMemo } from 'react';
import type { ConfirmResult } from '../../../lib/confirm-sandbox-payment.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';

interface Props {
  publishableKey: string;
  clientSecret: string;
  onConfirmer: (confirm: PaymentConfirmer | null) => void;
}

function StripeConfirmer({ onConfirmer }: Pick<Props, 'onConfirmer'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onConfirmer(async (): Promise<ConfirmResult> => {
      // Cards confirm in place; only a redirect-based method (a bank) leaves and comes back here.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: location.href },
      });
      if (error)
        return {
          status: 'requires_payment_method',
          errorMessage: error.message ?? null,
          errorCode: error.code ?? null,
        };
      return {
        status: paymentIntent.status === 'succeeded' ? 'succeeded' : 'other',
        errorMessage: null,
        errorCode: null,
      };
    });
    return () => onConfirmer(null);
  }, [stripe, elements, onConfirmer]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

export default function StripePaymentForm({ publishableKey, clientSecret, onConfirmer }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripePromise}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#f47920' } } }}
    >
      <StripeConfirmer onConfirmer={onConfirmer} />
    </Elements>
  );
}
