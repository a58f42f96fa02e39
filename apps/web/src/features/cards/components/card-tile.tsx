// One card on 'My cards': its face and what can be done with it. Removal is offered only at a zero
// balance (docs/product/account.md#screens, #how-things-change), with the reason said next to the
// disabled button, and asks once more.
import { messages } from '@brewline/domain/messages/messages';
import { canRemoveCard } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { Plus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { MemberCard } from '../public/use-member-cards.ts';
import { BrewlineCardFace } from '../public/brewline-card-face.tsx';

interface Props {
  readonly card: MemberCard;
  /** Another change is on its way: every button waits. */
  readonly busy: boolean;
  readonly onAddBalance: () => void;
  readonly onMakeDefault: () => void;
  readonly onRemove: () => void;
}

export function CardTile({ card, busy, onAddBalance, onMakeDefault, onRemove }: Props) {
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const reasonId = useId();
  const removable = canRemoveCard(card);
  const last4 = card.cardNumber.slice(-4);

  return (
    <li
      className="flex flex-col gap-3 rounded-3xl border border-stone-200 bg-white p-4"
      data-testid="card-tile"
      data-card-number={card.cardNumber}
      aria-label={`Card ending in ${last4}${card.isDefault ? ', default' : ''}`}
    >
      <BrewlineCardFace {...card} />
      {confirmingRemove ? (
        <div role="group" aria-label="Remove this card?" className="grid gap-2">
          <p className="font-semibold">Remove card # {card.cardNumber} from your account?</p>
          <div className="flex gap-2">
            <button type="button" className="btn-outline flex-1" onClick={() => setConfirmingRemove(false)}>
              Keep
            </button>
            <button
              type="button"
              className="btn-primary flex-1"
              disabled={busy}
              onClick={() => {
                setConfirmingRemove(false);
                onRemove();
              }}
            >
              Remove
            </button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <button type="button" className="btn-primary h-11 w-full" disabled={busy} onClick={onAddBalance}>
            <Plus size={18} aria-hidden="true" />
            Add Balance
          </button>
          <div className="grid grid-cols-2 gap-2">
            {card.isDefault ? (
              <p className="flex items-center justify-center gap-1.5 text-sm font-semibold text-stone-600">
                <Star size={16} aria-hidden="true" className="fill-current text-brand-ink" />
                Default card
              </p>
            ) : (
              <button
                type="button"
                className="btn-outline h-11 px-3 whitespace-nowrap"
                disabled={busy}
                onClick={onMakeDefault}
              >
                <Star size={16} aria-hidden="true" />
                Make Default
              </button>
            )}
            <button
              type="button"
              className="btn-outline h-11 px-3 whitespace-nowrap"
              disabled={busy || !removable}
              aria-describedby={removable ? undefined : reasonId}
              onClick={() => setConfirmingRemove(true)}
            >
              <Trash2 size={16} aria-hidden="true" />
              Remove
            </button>
          </div>
        </div>
      )}
      {!removable && (
        <p id={reasonId} className="text-sm text-stone-600">
          {messages.CARD_REMOVE_HAS_BALANCE()}
        </p>
      )}
    </li>
  );
}
