import { describe, expect, it } from 'vitest';
import {
  applyBulkChange,
  checkPriceCents,
  missingSizePriceMessage,
  parseBulkAmount,
  parseBulkPercent,
  parsePriceText,
  previewBulkChange,
  priceCellKey,
  sizesWithoutPrice,
} from '../src/menu/price-changes.ts';

const percent = (basisPoints: number) => ({ kind: 'percent', basisPoints }) as const;

describe('a typed price', () => {
  it('is read in whole cents', () => {
    expect(parsePriceText('4.25')).toEqual({ ok: true, value: 425 });
    expect(parsePriceText(' $4.5 ')).toEqual({ ok: true, value: 450 });
    expect(parsePriceText('0')).toEqual({ ok: true, value: 0 });
  });

  it('below zero, not whole cents, empty or not a number is refused with a clear message', () => {
    expect(parsePriceText('-1.00')).toMatchObject({ ok: false, message: 'A price cannot be below zero.' });
    expect(parsePriceText('$-1')).toMatchObject({ ok: false, message: 'A price cannot be below zero.' });
    expect(parsePriceText('4.255')).toMatchObject({
      ok: false,
      message: 'A price must be in whole cents (at most 2 decimals).',
    });
    expect(parsePriceText('')).toMatchObject({ ok: false, message: 'Please enter a price.' });
    expect(parsePriceText('four')).toMatchObject({ ok: false, code: 'PRICE_INVALID' });
    expect(parsePriceText('2000')).toMatchObject({
      ok: false,
      message: 'A price cannot be more than $1000.00.',
    });
  });

  it('a price in cents must be whole and not negative', () => {
    expect(checkPriceCents(425.5)).toMatchObject({ ok: false, code: 'PRICE_NOT_WHOLE_CENTS' });
    expect(checkPriceCents(-5)).toMatchObject({ ok: false, code: 'PRICE_NEGATIVE' });
    expect(checkPriceCents(0)).toEqual({ ok: true, value: 0 });
  });
});

describe('a bulk change', () => {
  it('reads a percent exactly, in hundredths of a percent', () => {
    expect(parseBulkPercent('10')).toEqual({ ok: true, value: percent(1000) });
    expect(parseBulkPercent('+2.25%')).toEqual({ ok: true, value: percent(225) });
    expect(parseBulkPercent('-5.5')).toEqual({ ok: true, value: percent(-550) });
    expect(parseBulkPercent('10.125')).toMatchObject({ ok: false, code: 'BULK_TOO_PRECISE' });
    expect(parseBulkPercent('0')).toMatchObject({ ok: false, message: 'A change of 0 % changes nothing.' });
    expect(parseBulkPercent('abc')).toMatchObject({ ok: false, code: 'BULK_INVALID' });
    expect(parseBulkPercent('1000')).toMatchObject({ ok: false, code: 'BULK_INVALID' });
  });

  it('reads an amount in cents, either way', () => {
    expect(parseBulkAmount('0.25')).toEqual({ ok: true, value: { kind: 'amount', cents: 25 } });
    expect(parseBulkAmount('-$0.10')).toEqual({ ok: true, value: { kind: 'amount', cents: -10 } });
    expect(parseBulkAmount('0.255')).toMatchObject({ ok: false, code: 'BULK_TOO_PRECISE' });
  });

  it('rounds a percent change to the nearest cent, half away from zero', () => {
    // $4.25 + 10 % = 425 + 42.5 -> 468; - 10 % = 425 - 42.5 -> 382.
    expect(applyBulkChange(425, percent(1000))).toBe(468);
    expect(applyBulkChange(425, percent(-1000))).toBe(382);
    // $4.24 + 10 % = 424 + 42.4 -> 466; $4.26 + 10 % = 426 + 42.6 -> 469.
    expect(applyBulkChange(424, percent(1000))).toBe(466);
    expect(applyBulkChange(426, percent(1000))).toBe(469);
    // Hundredths of a percent stay exact: $3.95 + 2.25 % = 395 + 8.8875 -> 404.
    expect(applyBulkChange(395, percent(225))).toBe(404);
    expect(applyBulkChange(0, percent(1000))).toBe(0);
    // Every result is a whole number of cents.
    for (let cents = 0; cents < 2000; cents += 7) {
      expect(Number.isInteger(applyBulkChange(cents, percent(333)))).toBe(true);
    }
  });

  it('adds an amount as it is', () => {
    expect(applyBulkChange(425, { kind: 'amount', cents: 25 })).toBe(450);
    expect(applyBulkChange(425, { kind: 'amount', cents: -25 })).toBe(400);
  });

  it('previews old and new for every cell and names a price it would take below zero', () => {
    const preview = previewBulkChange(
      [
        { cell: 'a', oldCents: 425 },
        { cell: 'b', oldCents: 20 },
      ],
      { kind: 'amount', cents: -50 },
    );
    expect(preview).toEqual([
      { cell: 'a', oldCents: 425, newCents: 375, problem: null },
      { cell: 'b', oldCents: 20, newCents: -30, problem: '$0.20 would go below zero.' },
    ]);
  });
});

describe('a store that sells a product', () => {
  it('must price every size of it; a store that prices none does not sell it', () => {
    expect(sizesWithoutPrice([1, 2, 3], new Set([1, 3]))).toEqual([2]);
    expect(sizesWithoutPrice([1, 2, 3], new Set())).toEqual([]);
    expect(sizesWithoutPrice([1, 2], new Set([1, 2]))).toEqual([]);
    expect(missingSizePriceMessage('Midtown Manhattan', 'Caffè Latte', 'Grande')).toBe(
      'Midtown Manhattan sells Caffè Latte, so its Grande size needs a price.',
    );
  });
});

describe('a price cell', () => {
  it('has one key per level, scope and item', () => {
    expect(priceCellKey({ level: 'store', scopeId: 101, productId: 5, sizeId: 2 })).toBe('store:101:s:5:2');
    expect(priceCellKey({ level: 'default', scopeId: 7, modifierId: 104 })).toBe('default:0:m:104');
  });
});
