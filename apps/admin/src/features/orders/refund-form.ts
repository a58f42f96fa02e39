// The refund's form: the amount as typed (what is left to refund at first) and the reason the
// customer reads. Its rules are the domain's reading of an amount (parseAmountToCents), above zero and
// no more than is left, and the domain's reason rule (refundReasonProblem), named at once.
import { formatPrice, parseAmountToCents } from '@brewline/domain/money/money';
import { refundReasonProblem } from '@brewline/domain/orders/order-refunds';
import type { FieldProblem, FormRules } from '../../lib/use-form.ts';

export interface RefundValues {
  readonly amount: string;
  readonly reason: string;
}

/** "4.50" for 450 cents: how the amount field shows a sum. */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);

/** The typed amount in cents, or null while it is not an amount above zero. */
export function refundCents(amount: string): number | null {
  const parsed = parseAmountToCents(amount);
  return parsed.ok && parsed.value > 0 ? parsed.value : null;
}

function amountProblem(amount: string, refundableCents: number): string | null {
  const parsed = parseAmountToCents(amount);
  if (!parsed.ok) return parsed.message;
  if (parsed.value <= 0) return 'Enter an amount above $0.00.';
  if (parsed.value > refundableCents) return `At most ${formatPrice(refundableCents)} can still be refunded.`;
  return null;
}

export function refundRules(refundableCents: number): FormRules<RefundValues> {
  return ({ amount, reason }) => {
    const problems: FieldProblem[] = [];
    const amountMessage = amountProblem(amount, refundableCents);
    if (amountMessage) problems.push({ field: 'amount', message: amountMessage });
    const reasonMessage = refundReasonProblem(reason);
    if (reasonMessage) problems.push({ field: 'reason', message: reasonMessage });
    return problems;
  };
}
