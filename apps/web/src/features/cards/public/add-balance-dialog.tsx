// The Add Balance modal (docs/product/account.md#cards-page, #adding-balance, #messages), opened
// from a card on 'My cards' and from the scan screen. Mounted only while open, loaded only when
// first opened.
import { messages } from '@brewline/domain/messages/messages';
import { formatPrice } from '@brewline/domain/money/money';
import { CircleCheck, Loader2, Wallet } from 'lucide-react';
import type { CombinedError } from 'urql';
import { AlertBanner } from '../../../ui/alert-banner.tsx';
import { CloseButton } from '../../../ui/close-button.tsx';
import { useModalOnMount } from '../../../ui/use-modal-on-mount.ts';
import type { MemberCard } from './use-member-cards.ts';
import { AmountStep } from '../add-balance/amount-step.tsx';
import { PaymentForm } from '../add-balance/payment-form.tsx';
import { useAddBalance } from '../add-balance/use-add-balance.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';

export interface AddBalanceDialogProps {
  readonly card: MemberCard;
  readonly onClose: () => void;
  /** The card with its new balance, once the reload is recorded. */
  readonly onAdded: (card: MemberCard) => void;
  /** True when the failure was the disabled account (HTTP 418), which the screen shows itself. */
  readonly onFailure: (error: CombinedError) => boolean;
}

export default function AddBalanceDialog({ card, onClose, onAdded, onFailure }: AddBalanceDialogProps) {
  const dialog = useModalOnMount();
  const flow = useAddBalance(
    card,
    (error) => {
      const suspended = onFailure(error);
      if (suspended) dialog.current?.close();
      return suspended;
    },
    onAdded,
  );
  const { step, busy } = flow;
  const close = () => {
    if (!busy) dialog.current?.close();
  };

  const body = (() => {
    switch (step.kind) {
      case 'amount':
        return <AmountStep error={step.error} onChoose={flow.chooseAmount} />;
      case 'confirm':
        return (
          <div className="grid gap-5">
            <p className="text-lg font-semibold" data-testid="add-balance-confirm">
              {messages.ADD_BALANCE_CONFIRM({ amountCents: step.amountCents, cardNumber: card.cardNumber })}
            </p>
            <div className="flex gap-2">
              <button type="button" className="btn-outline h-12 flex-1" disabled={busy} onClick={flow.goBack}>
                Back
              </button>
              <button
                type="button"
                className="btn-primary h-12 flex-1"
                disabled={busy}
                onClick={() => flow.confirm(step.amountCents)}
              >
                {busy && <Loader2 size={18} aria-hidden="true" className="animate-spin" />}
                Confirm
              </button>
            </div>
          </div>
        );
      case 'pay':
        return (
          <div className="grid gap-4">
            <p className="font-semibold">
              Adding {formatPrice(step.amountCents)} to card # {card.cardNumber}
            </p>
            <PaymentForm
              amountCents={step.amountCents}
              intent={step.intent}
              error={step.error}
              busy={busy}
              onPay={(confirmer) => flow.pay(step.amountCents, step.intent, confirmer)}
            />
          </div>
        );
      case 'unrecorded':
        return (
          <div className="grid gap-4">
            <AlertBanner testId="add-balance-pending">{messages.ADD_BALANCE_RECORD_PENDING()}</AlertBanner>
            <button
              type="button"
              className="btn-primary h-12"
              disabled={busy}
              onClick={() => flow.retryRecord(step.amountCents, step.intent)}
            >
              {busy && <Loader2 size={18} aria-hidden="true" className="animate-spin" />}
              Try again
            </button>
          </div>
        );
      case 'done':
        return (
          <div className="grid gap-5 text-center">
            <CircleCheck size={56} aria-hidden="true" className="mx-auto text-green-700" />
            <p role="status" className="text-lg font-bold text-green-900" data-testid="add-balance-success">
              {step.message}
            </p>
            <p className="text-stone-700">
              New balance:{' '}
              <span className="font-bold tabular-nums">{formatPrice(step.card.balanceCents)}</span>
            </p>
            <button type="button" autoFocus className="btn-primary h-12" onClick={close}>
              Done
            </button>
          </div>
        );
      case 'failed':
        return (
          <div className="grid gap-4">
            <AlertBanner testId="add-balance-failed">{step.message}</AlertBanner>
            <button type="button" className="btn-outline h-12" onClick={flow.goBack}>
              GO BACK
            </button>
          </div>
        );
    }
  })();

  return (
    <ModalDialog
      dialog={dialog}
      layout="sheet"
      labelledBy="add-balance-title"
      onClose={onClose}
      holdOpen={busy}
      testId="add-balance-dialog"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <div>
          <h2 id="add-balance-title" className="flex items-center gap-2 text-xl font-extrabold">
            <Wallet size={22} aria-hidden="true" className="text-brand-ink" />
            Add Balance
          </h2>
          <p className="text-sm text-stone-600">
            Card # {card.cardNumber} ·{' '}
            {formatPrice(step.kind === 'done' ? step.card.balanceCents : card.balanceCents)}
          </p>
        </div>
        <CloseButton onClick={close} />
      </div>
      <div className="overflow-y-auto px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">{body}</div>
    </ModalDialog>
  );
}
