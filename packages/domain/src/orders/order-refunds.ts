// Refunds of an order, all or part. Money goes back the way it came: an order paid by
// credit card and by Brewline Cards has one refund source per payment, and a refund is shared out
// over them, credit card first, then each Brewline Card in the order it paid. No source ever gives
// back more than it took, so the refunds of an order, however many and however they race, never add
// up to more than was paid. A refund of everything still refundable ends the order (Refunded): its
// points are taken back and the reward it used comes back to the member. A partial refund keeps the
// order's status and its points: the customer had their drinks, the refund makes up for something.
import { formatPrice } from '../money/money.ts';

export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 300;

export type RefundSourceKind = 'CREDIT_CARD' | 'BREWLINE_CARD';

export interface RefundSource {
  readonly kind: RefundSourceKind;
  /** The payment intent's id, or the Brewline Card's number. */
  readonly key: string;
  /** What this source paid for the order, in cents. */
  readonly paidCents: number;
  /** What has been given back to it already (recorded, settled or not), in cents. */
  readonly refundedCents: number;
}

export interface RefundPart {
  readonly kind: RefundSourceKind;
  readonly key: string;
  readonly amountCents: number;
}

export type RefundPlan =
  | { readonly ok: true; readonly parts: readonly RefundPart[]; readonly remainingAfterCents: number }
  | { readonly ok: false; readonly message: string };

const remainingOf = (source: RefundSource): number => Math.max(0, source.paidCents - source.refundedCents);

/** What can still be given back, over every payment of the order. */
export function refundableCents(sources: readonly RefundSource[]): number {
  return sources.reduce((sum, source) => sum + remainingOf(source), 0);
}

export function paidCents(sources: readonly RefundSource[]): number {
  return sources.reduce((sum, source) => sum + source.paidCents, 0);
}

/** Why a refund reason cannot be used, or null. */
export function refundReasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REFUND_REASON_MIN || length > REFUND_REASON_MAX)
    return `Please give a reason for the refund (${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters).`;
  return null;
}

const SOURCE_ORDER: Record<RefundSourceKind, number> = { CREDIT_CARD: 0, BREWLINE_CARD: 1 };

/**
 * How `amountCents` goes back over the sources (given in the order they paid), or why it cannot.
 * `null` asks for everything still refundable.
 */
export function planRefund(sources: readonly RefundSource[], amountCents: number | null): RefundPlan {
  const refundable = refundableCents(sources);
  const amount = amountCents ?? refundable;
  if (!Number.isSafeInteger(amount) || amount < 0)
    return { ok: false, message: 'Enter the amount to refund in dollars and cents, above $0.00.' };
  if (amountCents !== null && amount === 0)
    return { ok: false, message: 'Enter the amount to refund in dollars and cents, above $0.00.' };
  if (amount > refundable)
    return {
      ok: false,
      message:
        refundable === 0
          ? 'Nothing is left to refund on this order.'
          : `Only ${formatPrice(refundable)} of this order can still be refunded.`,
    };
  const parts: RefundPart[] = [];
  let left = amount;
  const ordered = [...sources].sort((a, b) => SOURCE_ORDER[a.kind] - SOURCE_ORDER[b.kind]);
  for (const source of ordered) {
    if (left === 0) break;
    const take = Math.min(left, remainingOf(source));
    if (take === 0) continue;
    parts.push({ kind: source.kind, key: source.key, amountCents: take });
    left -= take;
  }
  return { ok: true, parts, remainingAfterCents: refundable - amount };
}

/** A refund that leaves nothing to give back ends the order: Refunded, points and reward back. */
export function refundEndsOrder(plan: { readonly remainingAfterCents: number }): boolean {
  return plan.remainingAfterCents === 0;
}
