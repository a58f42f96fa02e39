// The session cart as the screens use it: add, save an edit, duplicate, delete, kept across a reload,
// and emptied (under a new id) when the customer changes store.
import type { CartLine } from '@brewline/domain/orders/cart';
import { addLine, duplicateLine, replaceLine } from '@brewline/domain/orders/cart-edits';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as GraphQLProvider } from 'urql';
import { CartProvider, useCart, type CartValue } from '../src/lib/cart-context.tsx';
import { CART_STORAGE_KEY } from '../src/lib/cart-storage.ts';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { SelectedStoreProvider, useSelectedStore } from '../src/lib/selected-store-context.tsx';
import { stubGraphQL } from './support/graphql-fetch.ts';

const latte = (lineId: string, overrides: Partial<CartLine> = {}): CartLine => ({
  lineId,
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 1,
  modifiers: [
    { modifierId: 104, quantity: 1 },
    { modifierId: 201, quantity: 2 },
  ],
  isSent: false,
  ...overrides,
});

const store = (storeId: number) => ({
  storeId,
  regionId: 3,
  name: `Store ${storeId}`,
  nickname: `Store ${storeId}`,
  city: 'Phoenix',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  oLOEnabled: true,
  sunOpen: '0',
  sunClose: '2400',
  monThruThursOpen: '0',
  monThruThursClose: '2400',
  friOpen: '0',
  friClose: '2400',
  satOpen: '0',
  satClose: '2400',
});

let cart: CartValue;
let chooseStore: (storeId: number) => void;

function Probe() {
  cart = useCart();
  chooseStore = useSelectedStore().chooseStore;
  return (
    <p data-testid="probe">
      {cart.itemCount} items in {cart.lines.length} lines
    </p>
  );
}

function renderCart() {
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SelectedStoreProvider>
        <CartProvider>
          <Probe />
        </CartProvider>
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  stubGraphQL({
    SelectedStore: (v) => ({ store: store(Number(v['storeId'])), unavailableProducts: [] }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('session cart', () => {
  it('starts empty under a uuid', () => {
    renderCart();
    expect(screen.getByTestId('probe').textContent).toBe('0 items in 0 lines');
    expect(cart.cartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('adds lines as sent and counts every drink', () => {
    renderCart();
    act(() => {
      expect(cart.edit((c) => addLine(c, latte('a', { quantity: 2 })))).toBeNull();
      cart.edit((c) => addLine(c, latte('b')));
    });
    expect(screen.getByTestId('probe').textContent).toBe('3 items in 2 lines');
    expect(cart.lines.every((l) => l.isSent)).toBe(true);
  });

  it("counts on the badge only what will be ordered: not the store's 86ed products, nor lines its pricing set apart", async () => {
    stubGraphQL({
      SelectedStore: (v) => ({ store: store(Number(v['storeId'])), unavailableProducts: [603] }),
    });
    localStorage.setItem('brewline.storeId', '101');
    renderCart();
    act(() => {
      cart.edit((c) => addLine(c, latte('a', { quantity: 2 })));
      cart.edit((c) => addLine(c, latte('b', { productId: 603, sizeId: 10, modifiers: [] })));
      cart.edit((c) => addLine(c, latte('c', { productId: 801 })));
    });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('3 items in 3 lines'));
    act(() => cart.reportUnavailableLines(['c']));
    expect(screen.getByTestId('probe').textContent).toBe('2 items in 3 lines');
  });

  it('saves an edit in place, duplicates after the original and deletes', () => {
    renderCart();
    act(() => {
      cart.edit((c) => addLine(c, latte('a')));
      cart.edit((c) => addLine(c, latte('b')));
    });
    act(() => {
      expect(cart.edit((c) => replaceLine(c, 'a', latte('a', { sizeId: 4, quantity: 3 })))).toBeNull();
    });
    expect(cart.lines.map((l) => [l.lineId, l.sizeId, l.quantity])).toEqual([
      ['a', 4, 3],
      ['b', 3, 1],
    ]);
    act(() => {
      cart.edit((c) => duplicateLine(c, 'a', 'a-copy'));
    });
    expect(cart.lines.map((l) => l.lineId)).toEqual(['a', 'a-copy', 'b']);
    expect(cart.lines[1]).toMatchObject({ sizeId: 4, quantity: 3, modifiers: latte('x').modifiers });
    act(() => cart.removeLine('a'));
    expect(cart.lines.map((l) => l.lineId)).toEqual(['a-copy', 'b']);
    expect(screen.getByTestId('probe').textContent).toBe('4 items in 2 lines');
  });

  it('answers a refused edit with its message and changes nothing', () => {
    renderCart();
    let refusal: string | null = null;
    act(() => {
      refusal = cart.edit((c) => replaceLine(c, 'nope', latte('nope')));
    });
    expect(refusal).toBe('This item is no longer in your cart.');
    expect(cart.lines).toEqual([]);
  });

  it('keeps the cart, under the same id, across a reload', () => {
    const first = renderCart();
    act(() => {
      cart.edit((c) => addLine(c, latte('a')));
      cart.edit((c) => addLine(c, latte('b', { quantity: 2 })));
    });
    const id = cart.cartId;
    expect(stored()).toMatchObject({ id, items: [{ lineId: 'a', isSent: true }, { lineId: 'b' }] });
    first.unmount();

    renderCart();
    expect(cart.cartId).toBe(id);
    expect(cart.lines.map((l) => l.lineId)).toEqual(['a', 'b']);
    expect(screen.getByTestId('probe').textContent).toBe('3 items in 2 lines');
  });

  it('drops damaged storage and lines never added when it reloads', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const first = renderCart();
    expect(cart.lines).toEqual([]);
    first.unmount();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ id: 'cart-9', items: [{ ...latte('a'), isSent: true }, latte('draft')] }),
    );
    renderCart();
    expect(cart.cartId).toBe('cart-9');
    expect(cart.lines.map((l) => l.lineId)).toEqual(['a']);
  });

  it('follows a change made in another tab', () => {
    renderCart();
    const other = { id: 'other-tab', items: [{ ...latte('t'), isSent: true }] };
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(other));
      dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(cart.cartId).toBe('other-tab');
    expect(cart.lines.map((l) => l.lineId)).toEqual(['t']);
  });

  it('empties the cart under a new id when the store changes, not when the same store is chosen', async () => {
    localStorage.setItem('brewline.storeId', '111');
    renderCart();
    act(() => {
      cart.edit((c) => addLine(c, latte('a')));
    });
    const id = cart.cartId;

    act(() => chooseStore(111));
    expect(cart.lines).toHaveLength(1);

    act(() => chooseStore(118));
    expect(cart.lines).toEqual([]);
    expect(cart.cartId).not.toBe(id);
    expect(stored()).toEqual({ id: cart.cartId, items: [] });
    await waitFor(() => expect(localStorage.getItem('brewline.storeId')).toBe('118'));
  });

  it('opens and closes the cart modal', () => {
    renderCart();
    expect(cart.modalOpen).toBe(false);
    act(() => cart.setModalOpen(true));
    expect(cart.modalOpen).toBe(true);
  });
});
