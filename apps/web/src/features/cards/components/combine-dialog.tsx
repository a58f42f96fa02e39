// Combine cards (docs/product/account.md#cards-page, #messages): the whole balance of one card
// moves onto another of the member's cards. The dialog says exactly how much will move before
// anything does.
import { formatPrice } from '@brewline/domain/money/money';
import { formatCardNumber } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { ArrowDown, Combine, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { CloseButton } from '../../../ui/close-button.tsx';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import { CombineCardsMutation } from '../api/combine-cards-mutation.ts';
import { cardFailure } from '../model/card-failure.ts';
import type { MemberCard } from '../public/use-member-cards.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

interface Props {
  readonly cards: readonly MemberCard[];
  readonly onClose: () => void;
  readonly onCombined: (message: string) => void;
  readonly onFailure: (error: CombinedError) => boolean;
}

const label = (card: MemberCard) =>
  `${formatCardNumber(card.cardNumber)} (${formatPrice(card.balanceCents)})`;

export default function CombineDialog({ cards, onClose, onCombined, onFailure }: Props) {
  const dialog = useModalOnMount();
  const fromId = useId();
  const toId = useId();
  const sources = cards.filter((card) => card.balanceCents > 0);
  const [from, setFrom] = useState(sources[0]?.cardNumber ?? '');
  const targets = cards.filter((card) => card.cardNumber !== from);
  const [to, setTo] = useState(targets[0]?.cardNumber ?? '');
  const target = targets.find((card) => card.cardNumber === to) ?? targets[0];
  const source = sources.find((card) => card.cardNumber === from);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, combine] = useMutation(CombineCardsMutation);

  const close = () => {
    if (!fetching) dialog.current?.close();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (fetching || !source || !target) return;
    setError(null);
    const result = await combine({ fromCardNumber: source.cardNumber, toCardNumber: target.cardNumber });
    if (result.error) {
      if (onFailure(result.error)) return dialog.current?.close();
      return setError(cardFailure(result.error).message);
    }
    onCombined(result.data?.combineCards.message ?? '');
    dialog.current?.close();
  };

  const select = 'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';
  return (
    <ModalDialog
      dialog={dialog}
      layout="sheet"
      labelledBy="combine-title"
      onClose={onClose}
      holdOpen={fetching}
      testId="combine-dialog"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <h2 id="combine-title" className="flex items-center gap-2 text-xl font-extrabold">
          <Combine size={22} aria-hidden="true" className="text-brand-ink" />
          Combine Cards
        </h2>
        <CloseButton onClick={close} />
      </div>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-4 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      >
        <p className="text-stone-700">The whole balance of the first card moves onto the second.</p>
        {error && <AlertBanner testId="combine-error">{error}</AlertBanner>}
        <div>
          <label htmlFor={fromId} className="mb-1 block text-sm font-semibold">
            Move the balance of
          </label>
          <select
            id={fromId}
            className={select}
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
              if (event.target.value === to)
                setTo(cards.find((c) => c.cardNumber !== event.target.value)?.cardNumber ?? '');
            }}
          >
            {sources.map((card) => (
              <option key={card.cardNumber} value={card.cardNumber}>
                {label(card)}
              </option>
            ))}
          </select>
        </div>
        <ArrowDown aria-hidden="true" className="justify-self-center text-stone-500" />
        <div>
          <label htmlFor={toId} className="mb-1 block text-sm font-semibold">
            Onto card
          </label>
          <select
            id={toId}
            className={select}
            value={target?.cardNumber ?? ''}
            onChange={(event) => setTo(event.target.value)}
          >
            {targets.map((card) => (
              <option key={card.cardNumber} value={card.cardNumber}>
                {label(card)}
              </option>
            ))}
          </select>
        </div>
        {source && target && (
          <p
            className="rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-ink"
            data-testid="combine-summary"
          >
            {formatPrice(source.balanceCents)} moves to card # {target.cardNumber}, which will then hold{' '}
            {formatPrice(source.balanceCents + target.balanceCents)}.
          </p>
        )}
        <button type="submit" className="btn-primary h-12" disabled={fetching || !source || !target}>
          {fetching && <Loader2 size={18} aria-hidden="true" className="animate-spin" />}
          Combine
        </button>
      </form>
    </ModalDialog>
  );
}
