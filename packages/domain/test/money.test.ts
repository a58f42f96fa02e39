import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartTotals,
  formatCents,
  formatPrice,
  linePriceCents,
  lineTaxCents,
  parseAmountToCents,
  parseTaxRateMicros,
} from '../src/money/money.ts';

describe('formatting cents', () => {
  it.each([
    [425, '4.25', '$4.25'],
    [5, '0.05', '$0.05'],
    [0, '0.00', '$0.00'],
    [100, '1.00', '$1.00'],
    [123456, '1234.56', '$1234.56'],
    [-150, '-1.50', '-$1.50'],
  ])('%i cents reads %s and %s', (cents, plain, price) => {
    expect(formatCents(cents)).toBe(plain);
    expect(formatPrice(cents)).toBe(price);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatCents(4.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['4.25', 425],
    ['$4.25', 425],
    [' 10 ', 1000],
    ['0.5', 50],
    ['.5', 50],
    ['4.', 400],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.15', 115], // 1.15 * 100 is 114.99999999999999
    ['19.99', 1999],
    ['$ 25', 2500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toEqual({ ok: true, value: cents });
  });

  it('refuses empty text', () => {
    expect(parseAmountToCents('  ')).toEqual({
      ok: false,
      code: 'AMOUNT_EMPTY',
      message: 'Please enter an amount.',
    });
  });

  it.each(['abc', '1,000', '-5', '1.2.3', '.', '$', '1e3'])('refuses %j', (text) => {
    const parsed = parseAmountToCents(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(['AMOUNT_INVALID', 'AMOUNT_EMPTY']).toContain(parsed.code);
  });

  it('refuses more than two decimals instead of rounding', () => {
    expect(parseAmountToCents('4.255')).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_PRECISE',
      message: 'Please enter an amount with at most 2 decimals.',
    });
  });

  it('refuses amounts beyond exact integers', () => {
    expect(parseAmountToCents('99999999999999999').ok).toBe(false);
  });

  it('round-trips every amount through formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseAmountToCents(formatCents(cents))).toEqual({ ok: true, value: cents });
        expect(parseAmountToCents(formatPrice(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('linePriceCents', () => {
  it('adds size, version and modifiers, times the quantity', () => {
    expect(
      linePriceCents({
        sizePriceCents: 425,
        versionDeltaCents: 50,
        modifiers: [
          { unitPriceCents: 75, quantity: 2 },
          { unitPriceCents: 60, quantity: 1 },
        ],
        quantity: 3,
      }),
    ).toBe((425 + 50 + 150 + 60) * 3);
  });

  it('allows a version that costs less and free modifiers', () => {
    expect(
      linePriceCents({
        sizePriceCents: 500,
        versionDeltaCents: -50,
        modifiers: [{ unitPriceCents: 0, quantity: 4 }],
        quantity: 1,
      }),
    ).toBe(450);
  });

  it('refuses fractional cents and bad quantities', () => {
    const base = { sizePriceCents: 100, versionDeltaCents: 0, modifiers: [], quantity: 1 };
    expect(() => linePriceCents({ ...base, sizePriceCents: 1.5 })).toThrow(RangeError);
    expect(() => linePriceCents({ ...base, quantity: -1 })).toThrow(RangeError);
    expect(() => linePriceCents({ ...base, quantity: 1.5 })).toThrow(RangeError);
    expect(() => linePriceCents({ ...base, modifiers: [{ unitPriceCents: 10, quantity: 0.5 }] })).toThrow(
      RangeError,
    );
    expect(() => linePriceCents({ ...base, versionDeltaCents: 0.1 })).toThrow(RangeError);
  });
});

describe('lineTaxCents (rounded half up per line)', () => {
  it.each([
    [1000, 88750, 89], // 88.75 -> 89
    [400, 88750, 36], // 35.5 -> 36 (half up)
    [200, 88750, 18], // 17.75 -> 18
    [100, 88750, 9], // 8.875 -> 9
    [999, 60000, 60], // 59.94 -> 60
    [1234, 70250, 87], // 86.6885 -> 87
    [1000, 0, 0],
    [0, 88750, 0],
    [-400, 88750, -36], // a refund line mirrors its sale
  ])('%i cents at %i micros is %i cents', (line, rate, tax) => {
    expect(lineTaxCents(line, rate)).toBe(tax);
  });

  it('refuses a rate outside 0 to 100 %', () => {
    expect(() => lineTaxCents(100, -1)).toThrow(RangeError);
    expect(() => lineTaxCents(100, 1_000_001)).toThrow(RangeError);
    expect(() => lineTaxCents(100, 0.5)).toThrow(RangeError);
  });

  it('is exact for large amounts', () => {
    expect(lineTaxCents(9_007_199_254_740, 88750)).toBe(799_388_933_858);
  });
});

describe('parseTaxRateMicros', () => {
  it.each([
    ['0.08875', 88750],
    ['8.875%', 88750],
    ['7%', 70000],
    ['0.07', 70000],
    ['0', 0],
    ['100%', 1_000_000],
  ])('reads %j as %i', (text, micros) => {
    expect(parseTaxRateMicros(text)).toBe(micros);
  });

  it.each(['', 'abc', '1.5', '101%', '8.8755555%', '0.0887555'])('refuses %j', (text) => {
    expect(parseTaxRateMicros(text)).toBeNull();
  });
});

describe('cartTotals', () => {
  it('sums lines and per-line taxes', () => {
    // 8.875 %: 425 -> 37.72 -> 38; 550 -> 48.81 -> 49; 200 at 0 % -> 0.
    expect(
      cartTotals([
        { lineCents: 425, taxRateMicros: 88750 },
        { lineCents: 550, taxRateMicros: 88750 },
        { lineCents: 200, taxRateMicros: 0 },
      ]),
    ).toEqual({ subtotalCents: 1175, taxCents: 87, totalCents: 1262 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('always has total = subtotal + tax, with tax within half a cent per line of the exact tax', () => {
    const line = fc.record({
      lineCents: fc.integer({ min: 0, max: 1_000_000 }),
      taxRateMicros: fc.integer({ min: 0, max: 150_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = cartTotals(lines);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
        const exact = lines.reduce((sum, l) => sum + (l.lineCents * l.taxRateMicros) / 1_000_000, 0);
        expect(Math.abs(totals.taxCents - exact)).toBeLessThanOrEqual(lines.length * 0.5 + 1e-9);
      }),
    );
  });
});
