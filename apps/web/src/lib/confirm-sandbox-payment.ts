// Confirms a payment intent at the sandbox provider the API serves (PAYMENTS=sandbox). Like a real
// provider's browser SDK, the card goes straight to the provider's endpoint and never through our
// GraphQL API; the order is then sent with the intent id alone.
import type { CardDetails } from '@brewline/domain/validation/payment-card';

export interface ConfirmResult {
  readonly status: 'succeeded' | 'requires_payment_method' | 'other';
  /** The provider's reason for a refusal ('Your card was declined.'), when there is one. */
  readonly errorMessage: string | null;
  readonly errorCode: string | null;
}

export async function confirmSandboxPayment(
  paymentIntentId: string,
  clientSecret: string,
  card: CardDetails,
  fetchImpl: typeof fetch = fetch,
): Promise<ConfirmResult> {
  const response = await fetchImpl(
    `/sandbox/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: clientSecret,
        card: {
          number: card.number,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: card.cvc,
          postal_code: card.postalCode,
        },
      }),
    },
  );
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    last_payment_error?: { code?: unknown; message?: unknown } | null;
    error?: { code?: unknown; message?: unknown } | null;
  } | null;
  const failure = body?.last_payment_error ?? body?.error ?? null;
  const errorMessage = typeof failure?.message === 'string' ? failure.message : null;
  const errorCode = typeof failure?.code === 'string' ? failure.code : null;
  if (!response.ok) return { status: 'other', errorMessage, errorCode };
  const status =
    body?.status === 'succeeded' || body?.status === 'requires_payment_method' ? body.status : 'other';
  return { status, errorMessage, errorCode };
}
