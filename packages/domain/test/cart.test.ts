import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLine, duplicateLine, replaceLine } from '../src/orders/cart-edits.ts';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  cartItemCount,
  orderableItemCount,
  cartItemInputs,
  emptyCart,
  parseSessionCart,
  removeLine,
  removeUnsentLines,
  sentLines,
} from '../src/orders/cart.ts';
import type { CartLine, SessionCart } from '../src/orders/cart.ts';

const line = (lineId: string, overrides: Partial<CartLine> = {}): CartLine => ({
  lineId,
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 1,
  modifiers: [{ modifierId: 104, quantity: 1 }],
  isSent: true,
  ...overrides,
});

const cartOf = (...items: CartLine[]): SessionCart => ({ id: 'cart-1', items });

function value<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('session cart', () => {
  it('adds a line as sent and counts every drink', () => {
    const cart = value(addLine(emptyCart('cart-1'), line('a', { isSent: false, quantity: 2 })));
    expect(cart.items).toEqual([line('a', { quantity: 2 })]);
    expect(cartItemCount(value(addLine(cart, line('b'))))).toBe(3);
  });

  it('replaces a line added again under the same id', () => {
    const cart = value(addLine(cartOf(line('a'), line('b')), line('a', { sizeId: 4 })));
    expect(cart.items.map((l) => [l.lineId, l.sizeId])).toEqual([
      ['a', 4],
      ['b', 3],
    ]);
  });

  it('refuses a line beyond the most a cart holds', () => {
    const full = cartOf(...Array.from({ length: MAX_CART_LINES }, (_, i) => line(`l${i}`)));
    const result = addLine(full, line('one-more'));
    expect(result).toMatchObject({ ok: false, code: 'CART_FULL' });
    expect(result.ok ? '' : result.message).toBe(
      `Your cart holds at most ${MAX_CART_LINES} items. Please check out or remove an item first.`,
    );
    expect(duplicateLine(full, 'l0', 'copy')).toMatchObject({ ok: false, code: 'CART_FULL' });
  });

  it('saves an edit in place, keeping the id and position', () => {
    const cart = cartOf(line('a'), line('b'), line('c'));
    const edited = value(replaceLine(cart, 'b', { ...line('x', { sizeId: 2, quantity: 3 }), isSent: false }));
    expect(edited.items.map((l) => l.lineId)).toEqual(['a', 'b', 'c']);
    expect(edited.items[1]).toEqual(line('b', { sizeId: 2, quantity: 3 }));
    expect(cart.items[1]?.sizeId).toBe(3);
    expect(replaceLine(cart, 'gone', line('gone'))).toEqual({
      ok: false,
      code: 'LINE_NOT_FOUND',
      message: 'This item is no longer in your cart.',
    });
  });

  it('duplicates a line right after the original under a new id', () => {
    const cart = value(duplicateLine(cartOf(line('a'), line('b')), 'a', 'a2'));
    expect(cart.items.map((l) => l.lineId)).toEqual(['a', 'a2', 'b']);
    expect(cart.items[1]).toEqual(line('a2'));
    expect(cart.items[1]?.modifiers).not.toBe(cart.items[0]?.modifiers);
    expect(duplicateLine(cart, 'nope', 'x')).toMatchObject({ ok: false, code: 'LINE_NOT_FOUND' });
  });

  it('deletes a line, and keeps the same cart when the line is not there', () => {
    const cart = cartOf(line('a'), line('b'));
    expect(removeLine(cart, 'a').items.map((l) => l.lineId)).toEqual(['b']);
    expect(removeLine(cart, 'zzz')).toBe(cart);
  });

  it('drops lines never added when the product page is left, and only counts added ones', () => {
    const cart = cartOf(line('a'), line('draft', { isSent: false, quantity: 5 }));
    expect(cartItemCount(cart)).toBe(1);
    expect(sentLines(cart).map((l) => l.lineId)).toEqual(['a']);
    expect(removeUnsentLines(cart).items.map((l) => l.lineId)).toEqual(['a']);
    const clean = cartOf(line('a'));
    expect(removeUnsentLines(clean)).toBe(clean);
  });
});

describe('reading a stored cart', () => {
  it('reads back what was stored', () => {
    const cart = cartOf(line('a'), line('b', { versionId: null, modifiers: [] }));
    expect(parseSessionCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('refuses what is not a cart', () => {
    for (const bad of [null, 'x', 42, {}, { id: '', items: [] }, { id: 'c', items: {} }, { items: [] }]) {
      expect(parseSessionCart(bad)).toBeNull();
    }
  });

  it('drops damaged and repeated lines but keeps the rest', () => {
    const good = line('a');
    const parsed = parseSessionCart({
      id: 'c',
      items: [
        good,
        line('a', { sizeId: 9 }),
        { ...good, lineId: '' },
        { ...good, lineId: 'q0', quantity: 0 },
        { ...good, lineId: 'qx', quantity: MAX_LINE_QUANTITY + 1 },
        { ...good, lineId: 'v', versionId: 'hot' },
        { ...good, lineId: 'm', modifiers: [{ modifierId: 'x', quantity: 1 }] },
        { ...good, lineId: 'mm', modifiers: 'oat' },
        { ...good, lineId: 's', isSent: 'yes' },
        { ...good, lineId: 'p', productId: -1 },
        'nonsense',
        null,
        [null],
        { ...good, lineId: 'n', modifiers: [null] },
        line('b'),
      ],
    });
    expect(parsed?.items.map((l) => l.lineId)).toEqual(['a', 'b']);
  });

  it('keeps at most the lines a cart may hold', () => {
    const items = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => line(`l${i}`));
    expect(parseSessionCart({ id: 'c', items })?.items).toHaveLength(MAX_CART_LINES);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const parsed = parseSessionCart(json);
        expect(parsed === null || Array.isArray(parsed.items)).toBe(true);
      }),
    );
  });
});

describe('the cart as the server takes it', () => {
  it('sends each line with its options, leaving out options chosen 0 times and the sent flag', () => {
    const lines = [
      line('a', {
        quantity: 2,
        modifiers: [
          { modifierId: 104, quantity: 1 },
          { modifierId: 201, quantity: 0 },
          { modifierId: 202, quantity: 3 },
        ],
      }),
      line('b', { versionId: null, modifiers: [] }),
    ];
    expect(cartItemInputs(lines)).toEqual([
      {
        lineId: 'a',
        productId: 301,
        sizeId: 3,
        versionId: 3012,
        quantity: 2,
        modifiers: [
          { modifierId: 104, quantity: 1 },
          { modifierId: 202, quantity: 3 },
        ],
      },
      { lineId: 'b', productId: 301, sizeId: 3, versionId: null, quantity: 1, modifiers: [] },
    ]);
  });
});

describe('orderableItemCount', () => {
  it('counts the drinks that will be ordered: not 86ed products, not lines set apart', () => {
    const cart = cartOf(
      line('a', { quantity: 2 }),
      line('b', { productId: 603 }),
      line('c', { quantity: 3 }),
    );
    expect(orderableItemCount(cart, { productIds: new Set(), lineIds: new Set() })).toBe(6);
    expect(orderableItemCount(cart, { productIds: new Set([603]), lineIds: new Set() })).toBe(5);
    expect(orderableItemCount(cart, { productIds: new Set([603]), lineIds: new Set(['c']) })).toBe(2);
  });
});
