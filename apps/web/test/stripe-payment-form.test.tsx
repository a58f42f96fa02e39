// Stripe mode's card form. Stripe's scripts come from its own servers, which this machine cannot
// reach, so the SDK is replaced by a stand-in that behaves as documented: confirmPayment resolves
// with { paymentIntent } on success and { error } on a refusal.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentConfirmer } from '../src/lib/payment-confirmer.ts';

const confirmPayment = vi.fn();
const loadStripe = vi.fn((key: string) => Promise.resolve({ key }));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const { default: StripePaymentForm } =
  await import('../src/features/checkout/public/stripe-payment-form.tsx');

afterEach(() => {
  cleanup();
  confirmPayment.mockReset();
});

async function renderForm(): Promise<PaymentConfirmer> {
  let confirmer: PaymentConfirmer | null = null;
  render(
    <StripePaymentForm
      publishableKey="pk_test_brewline"
      clientSecret="pi_1_secret_x"
      onConfirmer={(c) => (confirmer = c)}
    />,
  );
  await waitFor(() => expect(confirmer).not.toBeNull());
  if (!confirmer) throw new Error('no confirmer');
  return confirmer;
}

describe('StripePaymentForm', () => {
  it("shows Stripe's Payment Element for the intent, loaded with the publishable key", async () => {
    await renderForm();
    expect(screen.getByTestId('payment-element')).toBeTruthy();
    expect(screen.getByTestId('elements').getAttribute('data-client-secret')).toBe('pi_1_secret_x');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_brewline');
  });

  it('confirms in place and reports a succeeded payment', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const confirm = await renderForm();
    await expect(confirm({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x' })).resolves.toEqual({
      status: 'succeeded',
      errorMessage: null,
      errorCode: null,
    });
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required', elements: { kind: 'elements' } }),
    );
  });

  it("passes Stripe's reason for a refused card on to the customer", async () => {
    confirmPayment.mockResolvedValue({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const confirm = await renderForm();
    await expect(confirm({ paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x' })).resolves.toEqual({
      status: 'requires_payment_method',
      errorMessage: 'Your card was declined.',
      errorCode: 'card_declined',
    });
  });
});
