// Refund all or part of an order: the amount (what is left to refund by default) and a reason the
// customer reads in their e-mail. One request key per dialog, so a double click or a retry after a
// lost answer is one refund.
import { formatPrice, parseAmountToCents } from '@brewline/domain/money/money';
import { REFUND_REASON_MAX, refundReasonProblem } from '@brewline/domain/orders/order-refunds';
import { readFragment } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AdminOrderFragment } from './admin-order-fragment.ts';
import { RefundOrderMutation } from './refund-order-mutation.ts';

export type RefundedOrder = ResultOf<typeof AdminOrderFragment>;

export interface RefundDialogProps {
  readonly order: Pick<RefundedOrder, 'id' | 'number' | 'refundableCents' | 'paidCents'>;
  readonly onClose: () => void;
  readonly onRefunded: (order: RefundedOrder, amountCents: number) => void;
}

export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const [amount, setAmount] = useState((order.refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [requestKey] = useState(() => crypto.randomUUID());
  const [{ fetching, error }, refund] = useMutation(RefundOrderMutation);

  const submit = async () => {
    const parsed = parseAmountToCents(amount);
    const next: { amount?: string; reason?: string } = {};
    if (!parsed.ok) next.amount = parsed.message;
    else if (parsed.value <= 0) next.amount = 'Enter an amount above $0.00.';
    else if (parsed.value > order.refundableCents)
      next.amount = `At most ${formatPrice(order.refundableCents)} can still be refunded.`;
    const reasonProblem = refundReasonProblem(reason);
    if (reasonProblem) next.reason = reasonProblem;
    setErrors(next);
    if (next.amount || next.reason || !parsed.ok) return;
    const result = await refund({ orderId: order.id, amountCents: parsed.value, reason, requestKey });
    const data = result.data?.refundOrderPart;
    if (data) onRefunded(readFragment(AdminOrderFragment, data), parsed.value);
  };

  return (
    <Dialog
      title={`Refund order #${order.number}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" busy={fetching} onClick={() => void submit()}>
            Refund{' '}
            {(() => {
              const parsed = parseAmountToCents(amount);
              return parsed.ok && parsed.value > 0 ? formatPrice(parsed.value) : '';
            })()}
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{errorMessage(error)}</Notice>}
      <p className="mb-4 text-sm text-stone-700">
        {formatPrice(order.refundableCents)} of {formatPrice(order.paidCents)} paid can still be refunded.
        Money goes back the way it came: the credit card first, then Brewline Cards.
      </p>
      <FormField
        label="Amount to refund"
        hint="Everything left ends the order as Refunded and takes back its points."
        error={errors.amount ?? null}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <span aria-hidden className="text-stone-600">
              $
            </span>
            <input
              {...control}
              inputMode="decimal"
              className="input max-w-40 tabular-nums"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Button variant="quiet" onClick={() => setAmount((order.refundableCents / 100).toFixed(2))}>
              All
            </Button>
            <Button
              variant="quiet"
              onClick={() => setAmount((Math.floor(order.refundableCents / 2) / 100).toFixed(2))}
            >
              Half
            </Button>
          </div>
        )}
      </FormField>
      <FormField
        label="Reason"
        hint="The customer reads it in their e-mail and on their order."
        error={errors.reason ?? null}
      >
        {(control) => (
          <textarea
            {...control}
            className="input min-h-24"
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </Dialog>
  );
}
