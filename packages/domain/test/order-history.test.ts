import { describe, expect, it } from 'vitest';
import {
  brandCardIdentifier,
  cardBrandLabel,
  creditCardIdentifier,
  maskedLast4,
  orderItemSummary,
} from '../src/orders/order-history.ts';

describe('order history', () => {
  it('sums up the items of a list entry, counting what it does not name', () => {
    expect(orderItemSummary([])).toBe('');
    expect(orderItemSummary([{ productName: 'Caffè Latte', quantity: 1 }])).toBe('Caffè Latte');
    expect(
      orderItemSummary([
        { productName: 'Caffè Latte', quantity: 2 },
        { productName: 'Nitro Cold Brew', quantity: 1 },
      ]),
    ).toBe('2 × Caffè Latte, Nitro Cold Brew');
    const five = ['A', 'B', 'C', 'D', 'E'].map((productName) => ({ productName, quantity: 1 }));
    expect(orderItemSummary(five)).toBe('A, B, C and 2 more');
    expect(orderItemSummary(five, 1)).toBe('A and 4 more');
  });

  it('names card brands the way people write them', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('Visa')).toBe('Visa');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('cartes_bancaires')).toBe('Cartes_bancaires');
    expect(cardBrandLabel(null)).toBe('Card');
    expect(cardBrandLabel('unknown')).toBe('Card');
  });

  it('shows only the last four digits of any card', () => {
    expect(maskedLast4('4242')).toBe('•••• 4242');
    expect(maskedLast4('7777 1234 5678 90')).toBe('•••• 7890');
    expect(maskedLast4(null)).toBe('');
    expect(creditCardIdentifier('visa', '4242')).toBe('Visa •••• 4242');
    expect(creditCardIdentifier(null, null)).toBe('Card');
    expect(brandCardIdentifier('77771234567890')).toBe('Brewline Card •••• 7890');
    expect(brandCardIdentifier('77771234567890', 'Java Joe')).toBe('Java Joe Card •••• 7890');
  });
});
