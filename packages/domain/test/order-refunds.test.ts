import { describe, expect, it } from 'vitest';
import {
  planRefund,
  refundableCents,
  refundEndsOrder,
  refundReasonProblem,
  type RefundSource,
} from '../src/orders/order-refunds.ts';

const card = (paid: number, refunded = 0): RefundSource => ({
  kind: 'CREDIT_CARD',
  key: 'pi_1',
  paidCents: paid,
  refundedCents: refunded,
});
const brewline = (key: string, paid: number, refunded = 0): RefundSource => ({
  kind: 'BREWLINE_CARD',
  key,
  paidCents: paid,
  refundedCents: refunded,
});

describe('order refunds', () => {
  it('gives back to the credit card first, then each Brewline Card in the order it paid', () => {
    const plan = planRefund([brewline('7000A', 300), card(500), brewline('7000B', 200)], 900);
    expect(plan).toEqual({
      ok: true,
      parts: [
        { kind: 'CREDIT_CARD', key: 'pi_1', amountCents: 500 },
        { kind: 'BREWLINE_CARD', key: '7000A', amountCents: 300 },
        { kind: 'BREWLINE_CARD', key: '7000B', amountCents: 100 },
      ],
      remainingAfterCents: 100,
    });
  });

  it('never gives back more than is left, and says how much is left', () => {
    const sources = [card(1000, 600), brewline('7000A', 200, 200)];
    expect(refundableCents(sources)).toBe(400);
    expect(planRefund(sources, 401)).toEqual({
      ok: false,
      message: 'Only $4.00 of this order can still be refunded.',
    });
    expect(planRefund([card(1000, 1000)], 1)).toEqual({
      ok: false,
      message: 'Nothing is left to refund on this order.',
    });
  });

  it('a refund of everything left ends the order; a part does not', () => {
    const all = planRefund([card(1000, 250)], null);
    expect(all.ok && all.parts).toEqual([{ kind: 'CREDIT_CARD', key: 'pi_1', amountCents: 750 }]);
    expect(all.ok && refundEndsOrder(all)).toBe(true);
    const part = planRefund([card(1000)], 500);
    expect(part.ok && refundEndsOrder(part)).toBe(false);
  });

  it('refuses zero, negative and fractional amounts', () => {
    for (const amount of [0, -5, 1.5])
      expect(planRefund([card(1000)], amount)).toEqual({
        ok: false,
        message: 'Enter the amount to refund in dollars and cents, above $0.00.',
      });
  });

  it('asks for a reason of 3 to 300 characters', () => {
    expect(refundReasonProblem('  ok ')).toBe('Please give a reason for the refund (3 to 300 characters).');
    expect(refundReasonProblem('Cold drink')).toBeNull();
    expect(refundReasonProblem('x'.repeat(301))).not.toBeNull();
  });
});
