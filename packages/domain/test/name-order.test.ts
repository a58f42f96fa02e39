import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareNames, PLAIN_NAME_CHARACTERS } from '../src/menu/name-order.ts';

// What the name order must equal: the collator, then code units.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byCollator = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const sign = (value: number): number => Math.sign(value);

// A seeded generator, so that a failure names names that can be tried again.
function randomNames(seed: number, alphabet: string, count: number): string[] {
  let state = seed;
  const next = (below: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
  const chars = [...alphabet];
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(8) }, () => chars[next(chars.length)] ?? '').join(''),
  );
}

describe('compareNames', () => {
  it('knows the plain characters in the collation’s own order, each apart from the next', () => {
    const chars = [...PLAIN_NAME_CHARACTERS];
    expect([...chars].sort((a, b) => collator.compare(a, b)).join('')).toBe(PLAIN_NAME_CHARACTERS);
    for (let index = 1; index < chars.length; index += 1) {
      expect(collator.compare(chars[index - 1] ?? '', chars[index] ?? ''), chars[index]).toBe(-1);
    }
  });

  it('orders names as the collator does, plain or not, with case, accents and marks', () => {
    const alphabet = `${PLAIN_NAME_CHARACTERS}ABCZÉèçñÅüíøßæ™®!’`;
    const names = [
      ...randomNames(21, alphabet, 600),
      ...randomNames(7, 'aAeéEÉ -&', 600),
      'Caffè Latte',
      'Caffe Latte',
      'caffè latte',
      'Bacon & Gruyère Egg Bites',
      'Bacon, Gouda & Egg Sandwich',
      'Strawberry Açaí Refresher',
      'Colombia Nariño Whole Bean',
      'Single-Origin',
      'Single Origin',
      'Pike’s Place',
      "Pike's Place",
      'Pike’s A',
      "Pike's B",
      'Øresund Roast',
    ];
    for (let index = 1; index < names.length; index += 1) {
      const [a, b] = [names[index - 1] ?? '', names[index] ?? ''];
      expect(sign(compareNames(a, b)), `${a} / ${b}`).toBe(sign(byCollator(a, b)));
    }
    expect([...names].sort(compareNames)).toEqual([...names].sort(byCollator));
  });

  it('puts names that differ only by case or accent in the order of their code units', () => {
    expect(['caffè', 'Caffe', 'caffe', 'Caffè'].sort(compareNames)).toEqual([
      'Caffe',
      'Caffè',
      'caffe',
      'caffè',
    ]);
  });

  describe('the collator', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // A module of its own each time: the collator is made once per module.
    const freshOrder = async () => {
      vi.resetModules();
      const made = vi.spyOn(Intl, 'Collator');
      const order = await import('../src/menu/name-order.ts');
      return { compare: order.compareNames, made };
    };

    it('is never made for plain names (a menu of them sorts without it)', async () => {
      const { compare, made } = await freshOrder();
      expect(['Iced Latte', 'Caffè Mocha', 'Bacon & Gruyère Egg Bites'].sort(compare)).toEqual([
        'Bacon & Gruyère Egg Bites',
        'Caffè Mocha',
        'Iced Latte',
      ]);
      expect(made).not.toHaveBeenCalled();
    });

    it('is made once, on the first name that is not plain', async () => {
      const { compare, made } = await freshOrder();
      expect(['Pike’s Place', 'Øresund Roast', 'Mocha™'].sort(compare)).toEqual([
        'Mocha™',
        'Øresund Roast',
        'Pike’s Place',
      ]);
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});
