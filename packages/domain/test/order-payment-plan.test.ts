import { describe, expect, it } from 'vitest';
import { cardLastFour, MAX_CARDS_PER_ORDER, orderPaymentPlan } from '../src/orders/order-payment-plan.ts';

const A = '11112222333344';
const B = '55556666777788';
const member = { signedIn: true, hasCreditCard: false };

describe('order payment plan', () => {
  it('takes Brewline Cards that pay exactly the total', () => {
    const payments = [
      { cardNumber: A, amountCents: 300 },
      { cardNumber: B, amountCents: 225 },
    ];
    expect(orderPaymentPlan({ ...member, totalCents: 525, cardPayments: payments })).toEqual({
      ok: true,
      value: { kind: 'cards', payments },
    });
  });

  it('takes a credit card alone, and nothing at all only when nothing is due', () => {
    expect(
      orderPaymentPlan({ totalCents: 525, signedIn: false, hasCreditCard: true, cardPayments: [] }),
    ).toEqual({ ok: true, value: { kind: 'credit-card' } });
    expect(orderPaymentPlan({ ...member, totalCents: 0, cardPayments: [] })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
    expect(orderPaymentPlan({ ...member, totalCents: 525, cardPayments: [] })).toMatchObject({
      ok: false,
      code: 'PAYMENT_MISSING',
      message: 'Please verify your payment information.',
    });
  });

  it('refuses a payment when nothing is due, and cards mixed with a credit card', () => {
    expect(
      orderPaymentPlan({ ...member, totalCents: 0, cardPayments: [{ cardNumber: A, amountCents: 1 }] }),
    ).toMatchObject({ ok: false, code: 'PAYMENT_NOT_NEEDED' });
    expect(
      orderPaymentPlan({ ...member, hasCreditCard: true, totalCents: 0, cardPayments: [] }),
    ).toMatchObject({ ok: false, code: 'PAYMENT_NOT_NEEDED' });
    expect(
      orderPaymentPlan({
        totalCents: 525,
        signedIn: true,
        hasCreditCard: true,
        cardPayments: [{ cardNumber: A, amountCents: 525 }],
      }),
    ).toEqual({
      ok: false,
      code: 'PAYMENT_MIXED',
      message: 'Please pay with your Brewline Cards or with a credit card, not both.',
    });
  });

  it('lets only members pay with cards', () => {
    expect(
      orderPaymentPlan({
        totalCents: 525,
        signedIn: false,
        hasCreditCard: false,
        cardPayments: [{ cardNumber: A, amountCents: 525 }],
      }),
    ).toEqual({
      ok: false,
      code: 'CARDS_NEED_SIGN_IN',
      message: 'Please sign in to pay with a Brewline Card.',
    });
  });

  it('refuses malformed card payments', () => {
    const refused = (cardPayments: { cardNumber: string; amountCents: number }[]) =>
      orderPaymentPlan({ ...member, totalCents: 525, cardPayments });
    for (const bad of [
      [{ cardNumber: '1234', amountCents: 525 }],
      [
        { cardNumber: A, amountCents: 0 },
        { cardNumber: B, amountCents: 525 },
      ],
      [
        { cardNumber: A, amountCents: -100 },
        { cardNumber: B, amountCents: 625 },
      ],
      [
        { cardNumber: A, amountCents: 262.5 },
        { cardNumber: B, amountCents: 262.5 },
      ],
      [
        { cardNumber: A, amountCents: 300 },
        { cardNumber: A, amountCents: 225 },
      ],
      Array.from({ length: MAX_CARDS_PER_ORDER + 1 }, (_, i) => ({
        cardNumber: String(10_000_000_000_000 + i),
        amountCents: i === 0 ? 515 : 1,
      })),
    ]) {
      expect(refused(bad)).toMatchObject({ ok: false, code: 'CARD_PAYMENTS_INVALID' });
    }
  });

  it('refuses cards that leave something due or pay more than the total', () => {
    expect(
      orderPaymentPlan({ ...member, totalCents: 525, cardPayments: [{ cardNumber: A, amountCents: 500 }] }),
    ).toEqual({
      ok: false,
      code: 'CARD_PAYMENTS_NOT_TOTAL',
      message: 'Your Brewline Cards do not cover this order. Balance Due: $0.25',
    });
    expect(
      orderPaymentPlan({ ...member, totalCents: 525, cardPayments: [{ cardNumber: A, amountCents: 600 }] }),
    ).toMatchObject({
      ok: false,
      code: 'CARD_PAYMENTS_NOT_TOTAL',
      message: 'Please verify your payment information.',
    });
  });

  it('names a card by its last four digits', () => {
    expect(cardLastFour(A)).toBe('3344');
  });
});
