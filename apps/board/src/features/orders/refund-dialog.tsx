// Refund confirmation: a full refund cannot be undone and the reason is kept with it, so the barista
// must give one (a common reason is a tap away) and confirm with the amount in view.
import { formatPrice } from '@brewline/domain/money/money';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { BoardOrder } from './board-order.ts';

export const REFUND_REASONS = ['Customer asked', 'Item unavailable', 'Wrong order', 'Long wait'] as const;
export const REFUND_REASON_REQUIRED = 'Enter a reason for the refund.';
const REASON_MAX = 200;

export interface RefundDialogProps {
  readonly order: Pick<BoardOrder, 'displayId' | 'pickupName' | 'total'>;
  /** Resolves to an error message, or null when the refund went through. */
  readonly onConfirm: (reason: string) => Promise<string | null>;
  readonly onClose: () => void;
}

export function RefundDialog({ order, onConfirm, onClose }: RefundDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const amount = formatPrice(order.total);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError(REFUND_REASON_REQUIRED);
      return;
    }
    setSubmitting(true);
    setError(null);
    const failure = await onConfirm(trimmed);
    setSubmitting(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <ModalDialog labelledBy={titleId} onClose={() => !submitting && onClose()}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5 p-6">
        <div>
          <h2 id={titleId} className="text-2xl font-extrabold">
            Refund order #{order.displayId}?
          </h2>
          <p className="mt-2 text-lg text-stone-700">
            {order.pickupName} gets the full {amount} back on what they paid with. This cannot be undone.
          </p>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">Reason</legend>
          <div className="flex flex-wrap gap-2">
            {REFUND_REASONS.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={reason === choice}
                className="chip"
                onClick={() => {
                  setReason(choice);
                  setError(null);
                }}
              >
                {choice}
              </button>
            ))}
          </div>
          <label htmlFor={reasonId} className="sr-only">
            Reason for the refund
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={REASON_MAX}
            rows={2}
            placeholder="Or type a reason"
            aria-invalid={error === REFUND_REASON_REQUIRED}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (error === REFUND_REASON_REQUIRED) setError(null);
            }}
            className="field text-lg"
          />
        </fieldset>

        {error && (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-base font-semibold text-red-800"
          >
            {error}
          </p>
        )}

        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" disabled={submitting} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={submitting}>
            {submitting ? 'Refunding…' : `Refund ${amount}`}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
