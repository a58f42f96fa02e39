// What the payment step pays with: the Brewline Cards picked (as they are now: a card that left the
// account leaves the selection) and what each pays of the total, and the card provider's form
// (sandbox or Stripe, from the payment configuration) with Stripe's confirmer once its form is drawn,
// or the sandbox card form's fields.
import { allocateCardPayments } from '@brewline/domain/cards-and-rewards/brewline-cards';
import type { CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { usePaymentProviderHint } from '../../../lib/payment-provider-hint.tsx';
import type { CheckoutCard } from '../api/checkout-cards-query.ts';
import { PaymentConfigQuery } from '../../../lib/payment-config-query.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import { EMPTY_CARD_FORM } from '../../../ui/sandbox-card-form.tsx';

export function useCardSelection(
  cards: readonly CheckoutCard[],
  selectedCardNumbers: readonly string[],
  totalCents: number,
) {
  const selectedCards = useMemo(
    () => cards.filter((c) => selectedCardNumbers.includes(c.cardNumber)),
    [cards, selectedCardNumbers],
  );
  const selected = useMemo(() => selectedCards.map((c) => c.cardNumber), [selectedCards]);
  const allocation = useMemo(
    () => allocateCardPayments(totalCents, selectedCards),
    [totalCents, selectedCards],
  );
  return { selected, allocation };
}

export function useCardProvider(serverRender: boolean) {
  const [{ data: configData }] = useQuery({ query: PaymentConfigQuery, pause: serverRender });
  const providerHint = usePaymentProviderHint();
  const stripeKey =
    configData?.paymentConfig.provider === 'stripe' ? configData.paymentConfig.publishableKey : null;
  const sandbox = (configData?.paymentConfig.provider ?? providerHint) === 'sandbox';
  const [stripeConfirmer, setStripeConfirmer] = useState<PaymentConfirmer | null>(null);
  // useState would call a function it is given; the confirmer is stored wrapped.
  const onConfirmer = useCallback(
    (confirm: PaymentConfirmer | null) => setStripeConfirmer(() => confirm),
    [],
  );
  return { stripeKey, sandbox, stripeConfirmer, onConfirmer };
}

/** The sandbox card form's fields and the errors its last check found. */
export function useCardForm() {
  const [card, setCard] = useState<CardFormInput>(EMPTY_CARD_FORM);
  const [cardErrors, setCardErrors] = useState<FieldErrors>({});
  return { card, setCard, cardErrors, setCardErrors };
}

export type CardForm = ReturnType<typeof useCardForm>;
export type CardProvider = ReturnType<typeof useCardProvider>;
