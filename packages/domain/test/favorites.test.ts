import { describe, expect, it } from 'vitest';
import {
  favoritesLoginPath,
  initialKeepSelection,
  inPriorityOrder,
  isKeepSelectionFull,
  keptFavorites,
  moveFavoriteUp,
  replaceFavoriteProducts,
  replaceFavoriteStores,
  toggleFavoriteStore,
  toggleKeepSelection,
} from '../src/accounts/favorites.ts';

const STORES_LIMIT = 'You can only have 3 favorite stores, please remove one to add another!';

describe('replacing a favorites list', () => {
  it('keeps products once each in the order given, up to five', () => {
    expect(replaceFavoriteProducts([7, 3, 7, 1])).toEqual({ ok: true, value: [7, 3, 1] });
    expect(replaceFavoriteProducts([])).toEqual({ ok: true, value: [] });
    expect(replaceFavoriteProducts([1, 2, 3, 4, 5, 6])).toEqual({
      ok: false,
      code: 'TOO_MANY_FAVORITE_PRODUCTS',
      message: 'You can have 5 favorite products. Choose the 5 to keep.',
    });
  });

  it('keeps stores once each in the order given, up to three, else the spec message', () => {
    expect(replaceFavoriteStores([112, 101, 112])).toEqual({ ok: true, value: [112, 101] });
    expect(replaceFavoriteStores([1, 2, 3, 4])).toEqual({
      ok: false,
      code: 'TOO_MANY_FAVORITE_STORES',
      message: STORES_LIMIT,
    });
  });
});

describe('toggling a favorite store', () => {
  it('adds while there is room and removes one already there', () => {
    expect(toggleFavoriteStore([101], 111)).toEqual({
      ok: true,
      value: { kind: 'added', favorites: [101, 111] },
    });
    expect(toggleFavoriteStore([101, 111, 112], 111)).toEqual({
      ok: true,
      value: { kind: 'removed', favorites: [101, 112] },
    });
  });

  it('refuses a fourth with the spec message', () => {
    expect(toggleFavoriteStore([101, 111, 112], 113)).toEqual({
      ok: false,
      code: 'TOO_MANY_FAVORITE_STORES',
      message: STORES_LIMIT,
    });
  });
});

describe('priority order', () => {
  it('puts priority 1 first and keeps equal priorities in their order', () => {
    const rows = [
      { id: 'c', priority: 3 },
      { id: 'a', priority: 1 },
      { id: 'b1', priority: 2 },
      { id: 'b2', priority: 2 },
    ];
    expect(inPriorityOrder(rows).map((r) => r.id)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(rows[0]?.id).toBe('c');
  });
});

describe('moving a favorite up', () => {
  it('swaps it with the one above; the first and unknown ids stay', () => {
    expect(moveFavoriteUp([1, 2, 3], 3)).toEqual([1, 3, 2]);
    expect(moveFavoriteUp([1, 2, 3], 2)).toEqual([2, 1, 3]);
    expect(moveFavoriteUp([1, 2, 3], 1)).toEqual([1, 2, 3]);
    expect(moveFavoriteUp([1, 2, 3], 9)).toEqual([1, 2, 3]);
  });
});

describe('the keep-5 picker', () => {
  const candidates = [11, 12, 13, 14, 15, 16];

  it('opens with the new product and the first four favorites ticked', () => {
    expect(initialKeepSelection(candidates, 16)).toEqual([11, 12, 13, 14, 16]);
    expect(isKeepSelectionFull(initialKeepSelection(candidates, 16))).toBe(true);
    // A product that is not a candidate is not ticked.
    expect(initialKeepSelection(candidates, 99)).toEqual([11, 12, 13, 14]);
  });

  it('unticks any product and ticks another only below five', () => {
    const full = [11, 12, 13, 14, 16];
    expect(toggleKeepSelection(full, 15)).toEqual(full);
    const four = toggleKeepSelection(full, 12);
    expect(four).toEqual([11, 13, 14, 16]);
    expect(isKeepSelectionFull(four)).toBe(false);
    expect(toggleKeepSelection(four, 15)).toEqual([11, 13, 14, 16, 15]);
  });

  it('saves the ticked products in the picker order, once each', () => {
    expect(keptFavorites(candidates, [16, 15, 11, 13, 14])).toEqual([11, 13, 14, 15, 16]);
    expect(keptFavorites([11, 11, 12], [12, 11])).toEqual([11, 12]);
    expect(keptFavorites(candidates, [])).toEqual([]);
  });
});

describe('guests', () => {
  it('go to login with a redirect back to where they were', () => {
    expect(favoritesLoginPath('/menu/3/')).toBe('/login?redirect=%2Fmenu%2F3%2F');
    expect(favoritesLoginPath('/product/301/caffe-latte?x=1')).toBe(
      '/login?redirect=%2Fproduct%2F301%2Fcaffe-latte%3Fx%3D1',
    );
  });

  it('never come back to another site', () => {
    expect(favoritesLoginPath('//evil.example/x')).toBe('/login?redirect=%2Fmenu');
    expect(favoritesLoginPath('https://evil.example')).toBe('/login?redirect=%2Fmenu');
  });
});
