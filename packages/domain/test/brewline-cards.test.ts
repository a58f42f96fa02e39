import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocateCardPayments,
  balanceDueCents,
  canRemoveCard,
  canSelectCard,
  checkCardCheckout,
  defaultCard,
  formatCardNumber,
  sortStoredCards,
  toggleCardSelection,
} from '../src/cards-and-rewards/brewline-cards.ts';

const card = (cardNumber: string, balanceCents: number, isDefault = false) => ({
  cardNumber,
  balanceCents,
  isDefault,
});

describe('card order', () => {
  it('puts the default card first, then the highest balance', () => {
    const sorted = sortStoredCards([card('A', 500), card('B', 100, true), card('C', 2500), card('D', 500)]);
    expect(sorted.map((c) => c.cardNumber)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('finds the default card', () => {
    expect(defaultCard([card('A', 1), card('B', 2, true)])?.cardNumber).toBe('B');
    expect(defaultCard([card('A', 1)])).toBeNull();
  });
});

describe('card selection', () => {
  it('allows a card with balance while something is due', () => {
    expect(canSelectCard(card('A', 100), [], 500)).toBe(true);
  });

  it('refuses an empty card or a covered order', () => {
    expect(canSelectCard(card('A', 0), [], 500)).toBe(false);
    expect(canSelectCard(card('A', 100), ['B'], 0)).toBe(false);
  });

  it('always allows deselecting a selected card', () => {
    expect(canSelectCard(card('A', 0), ['A'], 0)).toBe(true);
  });

  it('toggles a card in and out', () => {
    expect(toggleCardSelection(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleCardSelection(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('allocateCardPayments', () => {
  it('uses the smallest balance first and caps at the total', () => {
    expect(allocateCardPayments(1000, [card('BIG', 5000), card('SMALL', 300), card('MID', 600)])).toEqual({
      payments: [
        { cardNumber: 'SMALL', amountCents: 300 },
        { cardNumber: 'MID', amountCents: 600 },
        { cardNumber: 'BIG', amountCents: 100 },
      ],
      balanceDueCents: 0,
    });
  });

  it('leaves a balance due when the cards do not cover the total', () => {
    expect(allocateCardPayments(1000, [card('A', 250), card('B', 0)])).toEqual({
      payments: [{ cardNumber: 'A', amountCents: 250 }],
      balanceDueCents: 750,
    });
  });

  it('leaves out cards that are not needed', () => {
    expect(allocateCardPayments(200, [card('A', 300), card('B', 400)]).payments).toEqual([
      { cardNumber: 'A', amountCents: 200 },
    ]);
  });

  it('never exceeds a balance or the total, and never leaves a negative balance due', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({ cardNumber: fc.string(), balanceCents: fc.integer({ min: -100, max: 50_000 }) }),
          { maxLength: 6 },
        ),
        (total, cards) => {
          const { payments, balanceDueCents: due } = allocateCardPayments(total, cards);
          const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
          expect(paid).toBeLessThanOrEqual(total);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(paid + due).toBe(total);
          for (const payment of payments) {
            expect(payment.amountCents).toBeGreaterThan(0);
            const source = cards.filter((c) => c.cardNumber === payment.cardNumber);
            expect(payment.amountCents).toBeLessThanOrEqual(Math.max(...source.map((c) => c.balanceCents)));
          }
          expect(balanceDueCents(total, payments)).toBe(due);
        },
      ),
    );
  });
});

describe('card checkout', () => {
  it('needs a selected card', () => {
    expect(checkCardCheckout([], { payments: [], balanceDueCents: 1000 })).toEqual({
      ok: false,
      code: 'NO_CARD_SELECTED',
      message: 'Please select any Brewline Card to proceed checkout.',
    });
  });

  it('needs balance due 0', () => {
    expect(
      checkCardCheckout(['A'], { payments: [{ cardNumber: 'A', amountCents: 250 }], balanceDueCents: 750 }),
    ).toEqual({
      ok: false,
      code: 'BALANCE_DUE',
      message: 'Your Brewline Cards do not cover this order. Balance Due: $7.50',
    });
  });

  it('returns the payments when covered, with the brand given', () => {
    const payments = [{ cardNumber: 'A', amountCents: 1000 }];
    expect(checkCardCheckout(['A'], { payments, balanceDueCents: 0 })).toEqual({ ok: true, value: payments });
    expect(checkCardCheckout([], { payments: [], balanceDueCents: 0 }, 'Java Joe')).toMatchObject({
      message: 'Please select any Java Joe Card to proceed checkout.',
    });
  });

  it('clamps balance due at zero', () => {
    expect(balanceDueCents(500, [{ cardNumber: 'A', amountCents: 700 }])).toBe(0);
  });
});

describe('card management', () => {
  it('removes a card only at zero balance', () => {
    expect(canRemoveCard(card('A', 0))).toBe(true);
    expect(canRemoveCard(card('A', 1))).toBe(false);
  });

  it('groups a card number by four', () => {
    expect(formatCardNumber('12345678901234')).toBe('1234 5678 9012 34');
  });
});
