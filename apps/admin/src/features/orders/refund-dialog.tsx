// Refund all or part of an order: the amount (what is left to refund by default) and a reason the
// customer reads in their e-mail, both checked by the domain's rules before sending (every problem at
// once). One request key per dialog, so a double click or a retry after a lost answer is one refund.
import { formatPrice } from '@brewline/domain/money/money';
import { REFUND_REASON_MAX } from '@brewline/domain/orders/order-refunds';
import { readFragment } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AdminOrderFragment } from './admin-order-fragment.ts';
import { amountText, refundCents, refundRules } from './refund-form.ts';
import { RefundOrderMutation } from './refund-order-mutation.ts';

export type RefundedOrder = ResultOf<typeof AdminOrderFragment>;

export interface RefundDialogProps {
  readonly order: Pick<RefundedOrder, 'id' | 'number' | 'refundableCents' | 'paidCents'>;
  readonly onClose: () => void;
  readonly onRefunded: (order: RefundedOrder, amountCents: number) => void;
}

const noConflict = () => null;

export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const { refundableCents } = order;
  const form = useForm({ amount: amountText(refundableCents), reason: '' }, refundRules(refundableCents));
  const save = useSave({ currentOf: noConflict });
  const [requestKey] = useState(() => crypto.randomUUID());
  const [, refund] = useMutation(RefundOrderMutation);
  const cents = refundCents(form.values.amount);

  const submit = async () => {
    if (!form.check() || cents === null) return;
    const { reason } = form.values;
    await save.run(async () => {
      const result = await refund({ orderId: order.id, amountCents: cents, reason, requestKey });
      const data = result.data?.refundOrderPart;
      if (data) onRefunded(readFragment(AdminOrderFragment, data), cents);
      return result;
    }, null);
  };
  const setAmount = (amountCents: number) => form.set({ amount: amountText(amountCents) });

  return (
    <Dialog
      title={`Refund order #${order.number}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" busy={save.busy} onClick={() => void submit()}>
            Refund {cents === null ? '' : formatPrice(cents)}
          </Button>
        </>
      }
    >
      {save.error && <Notice tone="error">{save.error}</Notice>}
      <p className="mb-4 text-sm text-stone-700">
        {formatPrice(refundableCents)} of {formatPrice(order.paidCents)} paid can still be refunded. Money
        goes back the way it came: the credit card first, then Brewline Cards.
      </p>
      <FormField
        label="Amount to refund"
        hint="Everything left ends the order as Refunded and takes back its points."
        error={form.problemFor('amount')}
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
              value={form.values.amount}
              onChange={(event) => form.set({ amount: event.target.value })}
            />
            <Button variant="quiet" onClick={() => setAmount(refundableCents)}>
              All
            </Button>
            <Button variant="quiet" onClick={() => setAmount(Math.floor(refundableCents / 2))}>
              Half
            </Button>
          </div>
        )}
      </FormField>
      <FormField
        label="Reason"
        hint="The customer reads it in their e-mail and on their order."
        error={form.problemFor('reason')}
      >
        {(control) => (
          <textarea
            {...control}
            className="input min-h-24"
            maxLength={REFUND_REASON_MAX}
            value={form.values.reason}
            onChange={(event) => form.set({ reason: event.target.value })}
          />
        )}
      </FormField>
    </Dialog>
  );
}
