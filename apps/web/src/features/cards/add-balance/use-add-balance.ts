// Add Balance, step by step (docs/product/account.md#adding-balance): choose an amount, confirm it,
// create the payment intent, pay at the provider, record the balance, say so. One `busy` flag spans
// every call, so no button can send a step twice. Failures before the payment say the card was not
// charged (it was not); a failure to record after a payment offers to record again, which can never
// add twice.
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { CURRENCY } from '@brewline/domain/money/money';
import { validateAddBalance, type AddBalanceChoice } from '@brewline/domain/validation/add-balance';
import { useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import { CreateReloadIntentMutation } from '../api/create-reload-intent-mutation.ts';
import { UpsertAddBalanceMutation } from '../api/upsert-add-balance-mutation.ts';
import { cardFailure } from '../model/card-failure.ts';
import type { MemberCard } from '../public/use-member-cards.ts';

export interface ReloadIntent {
  readonly paymentIntentId: string;
  readonly clientSecret: string;
}

export type AddBalanceStep =
  | { readonly kind: 'amount'; readonly error: string | null }
  | { readonly kind: 'confirm'; readonly amountCents: number }
  | {
      readonly kind: 'pay';
      readonly amountCents: number;
      readonly intent: ReloadIntent;
      readonly error: string | null;
    }
  | { readonly kind: 'unrecorded'; readonly amountCents: number; readonly intent: ReloadIntent }
  | { readonly kind: 'done'; readonly message: string; readonly card: MemberCard }
  | { readonly kind: 'failed'; readonly message: string };

/** Recording is safe to repeat; a dropped connection gets this many tries before the member is asked. */
const RECORD_ATTEMPTS = 3;

export function useAddBalance(
  card: Pick<MemberCard, 'cardNumber'>,
  onFailure: (error: CombinedError) => boolean,
  onAdded: (card: MemberCard) => void,
) {
  const [step, setStep] = useState<AddBalanceStep>({ kind: 'amount', error: null });
  const [busy, setBusy] = useState(false);
  const [, createIntent] = useMutation(CreateReloadIntentMutation);
  const [, upsertAddBalance] = useMutation(UpsertAddBalanceMutation);

  /** The spec's two failures before any money moved: server unreachable, or anything else. */
  const failBeforePayment = (error: CombinedError | null) => {
    if (error && onFailure(error)) return;
    const network = error ? cardFailure(error).network : true;
    setStep({
      kind: 'failed',
      message: network ? messages.ADD_BALANCE_UNREACHABLE() : messages.ADD_BALANCE_FAILED(),
    });
  };

  const chooseAmount = (choice: AddBalanceChoice) => {
    const checked = validateAddBalance(choice);
    setStep(
      checked.ok
        ? { kind: 'confirm', amountCents: checked.value }
        : { kind: 'amount', error: checked.message },
    );
  };

  const confirm = async (amountCents: number) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await createIntent({
        amount: amountCents,
        currency: CURRENCY,
        description: messages.ADD_BALANCE_DESCRIPTION({ brand: BRAND_NAME }),
        giftCardNumber: card.cardNumber,
      });
      const intent = result.data?.createStripePaymentIntent;
      if (!intent) return failBeforePayment(result.error ?? null);
      setStep({ kind: 'pay', amountCents, intent, error: null });
    } finally {
      setBusy(false);
    }
  };

  const record = async (amountCents: number, intent: ReloadIntent) => {
    for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt += 1) {
      const result = await upsertAddBalance({
        paymentIntentId: intent.paymentIntentId,
        giftCardNumber: card.cardNumber,
        balanceToAdd: amountCents,
      });
      const recorded = result.data?.upsertAddBalance;
      if (recorded) {
        setStep({ kind: 'done', message: recorded.message, card: recorded.card });
        onAdded(recorded.card);
        return;
      }
      if (result.error && onFailure(result.error)) return;
      // The server answered with a refusal: asking again would get the same answer.
      if (result.error && !cardFailure(result.error).network) break;
    }
    setStep({ kind: 'unrecorded', amountCents, intent });
  };

  const pay = async (amountCents: number, intent: ReloadIntent, confirmer: PaymentConfirmer) => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await confirmer(intent).catch(() => null);
      if (!outcome) return failBeforePayment(null);
      if (outcome.status === 'requires_payment_method') {
        // Declined: nothing was charged, and the same intent can be paid with another card.
        const reason = outcome.errorMessage ?? messages.PAYMENT_UNSUCCESSFUL();
        setStep({
          kind: 'pay',
          amountCents,
          intent,
          error: messages.PAYMENT_UNSUCCESSFUL_WITH_REASON({ reason }),
        });
        return;
      }
      if (outcome.status !== 'succeeded') {
        setStep({ kind: 'failed', message: messages.ADD_BALANCE_FAILED() });
        return;
      }
      await record(amountCents, intent);
    } finally {
      setBusy(false);
    }
  };

  const retryRecord = async (amountCents: number, intent: ReloadIntent) => {
    if (busy) return;
    setBusy(true);
    try {
      await record(amountCents, intent);
    } finally {
      setBusy(false);
    }
  };

  return {
    step,
    busy,
    chooseAmount,
    confirm: (amountCents: number) => void confirm(amountCents),
    pay: (amountCents: number, intent: ReloadIntent, confirmer: PaymentConfirmer) =>
      void pay(amountCents, intent, confirmer),
    retryRecord: (amountCents: number, intent: ReloadIntent) => void retryRecord(amountCents, intent),
    goBack: () => setStep({ kind: 'amount', error: null }),
  };
}
