// The part of the payment step that takes the money: a spinner while a member's cards load, the
// reward's note when it left nothing to pay, the Brewline Card picker (GIFT_CARD), else the card
// provider's form (STRIPE: card-provider-form.tsx).
import type { CardAllocation } from '@brewline/domain/brewline-cards';
import { messages } from '@brewline/domain/messages';
import type { CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { Gift } from 'lucide-react';
import { Spinner } from '../../../ui/spinner.tsx';
import type { CheckoutCard } from '../api/checkout-cards-query.ts';
import { CardPicker } from '../components/card-picker.tsx';
import type { CompleteOrder } from '../model/use-complete-order.ts';
import type { PaymentConfirmer } from '../public/payment-confirmer.ts';
import { CardProviderForm } from './card-provider-form.tsx';

interface PaymentMethodPartProps {
  readonly order: CompleteOrder;
  readonly cardsLoading: boolean;
  readonly nothingToPay: boolean;
  readonly paysWithCards: boolean;
  readonly cardPicker: {
    readonly cards: readonly CheckoutCard[];
    readonly selected: readonly string[];
    readonly allocation: CardAllocation;
    readonly disabled: boolean;
    readonly onToggle: (cardNumber: string) => void;
  };
  readonly provider: {
    readonly stripeKey: string | null;
    readonly sandbox: boolean;
    readonly onConfirmer: (confirm: PaymentConfirmer | null) => void;
  };
  readonly card: CardFormInput;
  readonly onCardChange: (card: CardFormInput) => void;
  readonly cardErrors: FieldErrors;
}

export function PaymentMethodPart(props: PaymentMethodPartProps) {
  const { order, provider } = props;
  if (props.cardsLoading) return <Spinner label="Loading your cards" />;
  if (props.nothingToPay) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
        <Gift size={20} aria-hidden="true" className="shrink-0" />
        {messages.REWARD_COVERS_ORDER()}
      </p>
    );
  }
  if (props.paysWithCards) return <CardPicker {...props.cardPicker} />;
  return (
    <CardProviderForm
      order={order}
      stripeKey={provider.stripeKey}
      sandbox={provider.sandbox}
      onConfirmer={provider.onConfirmer}
      card={props.card}
      onCardChange={props.onCardChange}
      cardErrors={props.cardErrors}
    />
  );
}
