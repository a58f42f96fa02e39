// The part of the payment step that takes the money: a spinner while a member's cards load, the
// reward's note when it left nothing to pay, the Brewline Card picker (GIFT_CARD), else the card
// provider's form (STRIPE: card-provider-form.tsx).
import { messages } from '@brewline/domain/messages/messages';
import { Gift } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Spinner } from '../../../ui/spinner.tsx';
import { CardPicker } from '../components/card-picker.tsx';
import { CardProviderForm } from './card-provider-form.tsx';

interface PaymentMethodPartProps {
  readonly cardsLoading: boolean;
  readonly nothingToPay: boolean;
  readonly paysWithCards: boolean;
  readonly cardPicker: ComponentProps<typeof CardPicker>;
  readonly providerForm: ComponentProps<typeof CardProviderForm>;
}

export function PaymentMethodPart(props: PaymentMethodPartProps) {
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
  return <CardProviderForm {...props.providerForm} />;
}
