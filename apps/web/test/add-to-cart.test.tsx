// Add to Cart from the product page (docs/product/account.md#how-things-change): without a store
// that can take the order now, the store selector opens; otherwise the line goes in the cart, the
// customer goes back and the cart opens. The price shown is the server's, for the line as built.
// The edit screen saves in place.
import type { CartLine } from '@brewline/domain/orders/cart';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as GraphQLProvider } from 'urql';
import { ProductBuilder } from '../src/features/product/product-builder.tsx';
import { CartProvider, useCart, type CartValue } from '../src/lib/cart-context.tsx';
import { CART_STORAGE_KEY } from '../src/lib/cart-storage.ts';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { SelectedStoreProvider, useSelectedStore } from '../src/lib/selected-store-context.tsx';
import { stubGraphQL, type GraphQLCall } from './support/graphql-fetch.ts';
import { lattePrices, latteProduct } from './support/latte-product.ts';

const ALL_DAY = { open: '0', close: '2400' };
const CLOSED = { open: '0', close: '0' };

function store(
  storeId: number,
  options: { hours?: { open: string; close: string }; oLOEnabled?: boolean } = {},
) {
  const { open, close } = options.hours ?? ALL_DAY;
  return {
    storeId,
    regionId: 5,
    name: `Store ${storeId}`,
    nickname: `Store ${storeId}`,
    city: 'Las Vegas',
    state: 'NV',
    timeZone: 'America/Los_Angeles',
    oLOEnabled: options.oLOEnabled ?? true,
    sunOpen: open,
    sunClose: close,
    monThruThursOpen: open,
    monThruThursClose: close,
    friOpen: open,
    friClose: close,
    satOpen: open,
    satClose: close,
  };
}

interface CartLineInput {
  lineId: string;
  quantity: number;
  modifiers: { modifierId: number; quantity: number }[];
}

/** Prices like the server: $4.95 a Grande, 70¢ oat milk, 60¢ a vanilla pump, 8.375% tax. */
function priceCart(variables: Record<string, unknown>) {
  const items = variables['items'] as CartLineInput[];
  const lines = items.map((item) => {
    const extras = item.modifiers.reduce(
      (sum, m) => sum + m.quantity * (m.modifierId === 104 ? 70 : m.modifierId === 201 ? 60 : 0),
      0,
    );
    const unit = 495 + extras;
    return {
      lineId: item.lineId,
      productId: 301,
      productName: 'Caffè Latte',
      sizeName: 'Grande',
      versionName: 'Hot',
      quantity: item.quantity,
      unitPriceCents: unit,
      priceCents: unit * item.quantity,
      modifiers: [],
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const tax = Math.round(subtotal * 0.08375);
  return {
    priceCart: {
      storeId: variables['storeId'],
      lines,
      unavailableLines: [],
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
    },
  };
}

let cart: CartValue;
let pickerOpen = false;
let pickerReason: string | null = null;

function Probe() {
  cart = useCart();
  ({ pickerOpen, pickerReason } = useSelectedStore());
  return null;
}

function renderBuilder(options: { editLine?: CartLine | null; unavailable?: boolean } = {}) {
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SelectedStoreProvider>
        <CartProvider>
          <Probe />
          <ProductBuilder
            product={latteProduct}
            editLine={options.editLine ?? null}
            unavailable={options.unavailable ?? false}
            backTo={options.editLine ? '/cart' : '/menu/22/'}
          />
        </CartProvider>
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
}

let calls: GraphQLCall[];
function serve(
  selected: (ReturnType<typeof store> & { status?: string; statusAt?: string }) | null,
  price = priceCart,
) {
  if (selected) localStorage.setItem('brewline.storeId', String(selected.storeId));
  calls = stubGraphQL({
    SelectedStore: () => ({ store: selected, unavailableProducts: [] }),
    MenuPrices: () => ({ menuPrices: lattePrices }),
    PriceCart: price,
  });
}

const price = () => screen.getByTestId('product-price');
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' });

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/menu/product/301/caffè-latte');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product footer', () => {
  it('asks for a store before showing a price, and Add to Cart opens the store selector', () => {
    serve(null);
    renderBuilder();
    expect(price().textContent).toBe('Select a store for prices');
    fireEvent.click(addButton());
    expect(pickerOpen).toBe(true);
    expect(pickerReason).toBe('Please select a store to order from.');
    expect(cart.lines).toEqual([]);
    expect(calls.some((c) => c.operationName === 'PriceCart')).toBe(false);
  });

  it('shows the server price of the drink as built, re-priced on every change', async () => {
    serve(store(118));
    renderBuilder();
    await waitFor(() => expect(price().textContent).toBe('$4.95'));
    fireEvent.click(screen.getByRole('button', { name: /Oatmilk/ }));
    await waitFor(() => expect(price().textContent).toBe('$5.65'));
    fireEvent.click(
      within(screen.getByTestId('line-quantity')).getByRole('button', { name: 'Increase quantity' }),
    );
    await waitFor(() => expect(price().textContent).toBe('$11.30' + '2 × $5.65'));
    const last = calls.filter((c) => c.operationName === 'PriceCart').at(-1);
    expect(last?.variables).toMatchObject({
      storeId: 118,
      items: [{ productId: 301, sizeId: 3, versionId: 3011, quantity: 2 }],
    });
  });

  it('says what the server refused', async () => {
    serve(store(118), () => {
      throw new Error('Caffè Latte does not come in size 5.');
    });
    renderBuilder();
    expect((await screen.findByRole('alert')).textContent).toBe('Caffè Latte does not come in size 5.');
  });
});

describe('Add to Cart', () => {
  it('adds the line at an open store, goes back and opens the cart', async () => {
    serve(store(118));
    renderBuilder();
    await waitFor(() => expect(price().textContent).toBe('$4.95'));
    await waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: /Oatmilk/ }));
    fireEvent.click(addButton());
    expect(pickerOpen).toBe(false);
    expect(cart.modalOpen).toBe(true);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: 301, sizeId: 3, isSent: true });
    expect(cart.lines[0]?.modifiers).toContainEqual({ modifierId: 104, quantity: 1 });
    expect(location.pathname).toBe('/menu/22/');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({
      items: [{ productId: 301 }],
    });
  });

  // Each case has a store id of its own: the selected store's query runs on the app's shared
  // client, whose cache outlives a test, and an open store 118 from the test above must not answer.
  const NOT_ACCEPTING =
    'This store is currently not accepting online orders. Please select a different store.';
  it.each([
    ['closed', store(119, { hours: CLOSED }), NOT_ACCEPTING],
    ['not taking online orders', store(112, { oLOEnabled: false }), NOT_ACCEPTING],
    ['the global online-ordering store', store(995), 'Please select a store to order from.'],
  ])('opens the store selector when the store is %s', async (_label, selected, reason) => {
    serve(selected);
    renderBuilder();
    await waitFor(() => expect(price().textContent).toBe('$4.95'));
    // The button waits for the store's details (its own query) before it decides.
    await waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
    fireEvent.click(addButton());
    expect(pickerOpen).toBe(true);
    expect(pickerReason).toBe(reason);
    expect(cart.lines).toEqual([]);
    expect(location.pathname).toBe('/menu/product/301/caff%C3%A8-latte');
  });

  it("decides on the server's clock, not the device's: a phone 10 hours off still adds at an open store", async () => {
    // 6:00 to 21:00 in Las Vegas; the server answered at noon there (19:00 UTC in May), the phone
    // reads 22:00 there, when the store would be closed.
    const hours = { open: '600', close: '2100' };
    serve({ ...store(121, { hours }), status: 'OPEN', statusAt: '2026-05-12T19:00:00.000Z' });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-13T05:00:00Z') });
    try {
      renderBuilder();
      await waitFor(() => expect(price().textContent).toBe('$4.95'));
      await waitFor(() => expect(addButton()).toHaveProperty('disabled', false));
      fireEvent.click(addButton());
      expect(pickerOpen).toBe(false);
      expect(cart.lines).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is disabled for a product the store cannot make', () => {
    serve(store(118));
    renderBuilder({ unavailable: true });
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toHaveProperty('disabled', true);
  });

  it('sends a guest to sign in from Add to Favorites', () => {
    serve(store(118));
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(location.pathname + location.search).toBe(
      '/login?redirect=' + encodeURIComponent('/menu/product/301/caff%C3%A8-latte'),
    );
  });
});

describe('the edit screen', () => {
  const saved: CartLine = {
    lineId: 'line-1',
    productId: 301,
    sizeId: 3,
    versionId: 3011,
    quantity: 1,
    modifiers: [
      { modifierId: 101, quantity: 1 },
      { modifierId: 902, quantity: 1 },
      { modifierId: 913, quantity: 1 },
    ],
    isSent: true,
  };

  beforeEach(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ id: 'cart-1', items: [saved] }));
  });

  it('saves the changes in place of the line and goes back', async () => {
    serve(store(118));
    renderBuilder({ editLine: saved });
    await waitFor(() => expect(price().textContent).toBe('$4.95'));
    fireEvent.click(screen.getByRole('button', { name: /Oatmilk/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ lineId: 'line-1', isSent: true });
    expect(cart.lines[0]?.modifiers).toContainEqual({ modifierId: 104, quantity: 1 });
    expect(cart.modalOpen).toBe(false);
    expect(location.pathname).toBe('/cart');
  });

  it('saves and goes on to checkout from the Checkout button', async () => {
    serve(store(118));
    renderBuilder({ editLine: saved });
    await waitFor(() => expect(price().textContent).toBe('$4.95'));
    // Usable once the chosen store is known.
    const checkout = screen.getByRole<HTMLButtonElement>('button', { name: /^Checkout$/ });
    await waitFor(() => expect(checkout.disabled).toBe(false));
    act(() => {
      fireEvent.click(checkout);
    });
    expect(location.pathname).toBe('/checkout');
  });
});
