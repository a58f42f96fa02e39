// The Brewline Card picker of the payment step (docs/product/ordering.md#payment, #card-selection):
// each of the member's cards as a large checkbox with its balance and what it will pay, selectable
// while it has a balance and something is still due (or to deselect it), and 'Balance Due: $' kept
// live.
import { formatPrice } from '@brewline/domain/money/money';
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import { canSelectCard, type CardAllocation } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { Check, WalletCards } from 'lucide-react';
import type { CheckoutCard } from '../api/checkout-cards-query.ts';

interface CardPickerProps {
  readonly cards: readonly CheckoutCard[];
  readonly selected: readonly string[];
  readonly allocation: CardAllocation;
  readonly disabled: boolean;
  readonly onToggle: (cardNumber: string) => void;
}

export function CardPicker({ cards, selected, allocation, disabled, onToggle }: CardPickerProps) {
  const paying = new Map(allocation.payments.map((payment) => [payment.cardNumber, payment.amountCents]));
  return (
    <fieldset className="grid gap-3" data-testid="card-picker">
      <legend className="mb-3 font-bold">{messages.SELECT_CARD_TO_PAY({ brand: BRAND_NAME })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => {
          const checked = selected.includes(card.cardNumber);
          const selectable = canSelectCard(card, selected, allocation.balanceDueCents);
          const lastFour = card.cardNumber.slice(-4);
          const pays = paying.get(card.cardNumber) ?? 0;
          return (
            <label
              key={card.cardNumber}
              data-testid={`card-${lastFour}`}
              className={`relative flex items-center gap-3 rounded-xl border-2 p-4 transition has-focus-visible:outline-3 has-focus-visible:outline-brand ${
                checked
                  ? 'border-brand-ink bg-brand-soft'
                  : selectable
                    ? 'cursor-pointer border-stone-200 bg-white hover:border-brand/60'
                    : 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-600'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={disabled || !selectable}
                onChange={() => onToggle(card.cardNumber)}
                aria-label={`${BRAND_NAME} Card ending in ${lastFour}${card.isDefault ? ' (default)' : ''}`}
                aria-describedby={`card-${card.cardNumber}-detail`}
              />
              <span
                aria-hidden="true"
                className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${
                  checked ? 'bg-brand-ink text-white' : 'bg-stone-100 text-brand-ink'
                }`}
              >
                {checked ? <Check size={22} /> : <WalletCards size={22} />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-sm text-stone-600">
                  {BRAND_NAME} Card
                  {card.isDefault && (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
                      Default
                    </span>
                  )}
                </span>
                <span className="block text-lg font-bold tracking-wide whitespace-nowrap">
                  •••• {lastFour}
                </span>
                <span id={`card-${card.cardNumber}-detail`} className="block text-sm text-stone-700">
                  <span className="whitespace-nowrap">
                    Balance <span className="tabular-nums">{formatPrice(card.balanceCents)}</span>
                  </span>
                  {/* The space stays outside, so a narrow tile wraps here rather than cut the amount. */}
                  {checked && pays > 0 && (
                    <>
                      {' '}
                      <span className="font-semibold whitespace-nowrap text-brand-ink">
                        · pays <span className="tabular-nums">{formatPrice(pays)}</span>
                      </span>
                    </>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p
        aria-live="polite"
        data-testid="balance-due"
        className={`mt-1 rounded-xl px-4 py-3 text-lg font-bold tabular-nums ${
          allocation.balanceDueCents === 0 ? 'bg-emerald-50 text-emerald-900' : 'bg-stone-100 text-stone-900'
        }`}
      >
        {messages.BALANCE_DUE({ amountCents: allocation.balanceDueCents })}
      </p>
    </fieldset>
  );
}
