// Past Orders (docs/product/account.md#past-orders): a guest sees the empty state and the current
// tab's order; a member sees their history newest first, a page at a time, each entry with its date
// in the store's zone, label and Details; Order again puts the lines in the cart and goes there,
// or, when the cart cannot take them all, says why and changes nothing.
import type { CartLine } from '@brewline/domain/orders/cart';
import { MAX_CART_LINES } from '@brewline/domain/orders/cart';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as GraphQLProvider } from 'urql';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailPage } from '../src/features/orders/order-detail-page.tsx';
import { PastOrdersPage } from '../src/features/orders/past-orders-page.tsx';
import { CartProvider } from '../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { PageTitleProvider } from '../src/lib/page-title.tsx';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';
import { SessionProvider } from '../src/lib/session-context.tsx';
import { stubCheckoutApi, type Handler } from './support/checkout-api.ts';
import { icedLatte, seedBrowser, selectedStore } from './support/checkout-fixtures.ts';
import { sessionData } from './support/member-api.ts';
import { storeTokens } from './support/render-member.tsx';

const STRIP = {
  storeId: 118,
  name: 'Brewline Las Vegas Strip',
  nickname: 'The Strip',
  address1: '3645 Las Vegas Blvd S',
  city: 'Las Vegas',
  state: 'NV',
  phone: '7025550118',
};

function entry(id: string, placedAtStoreClock: string, items: { productName: string; quantity: number }[]) {
  return {
    id,
    placedAtStoreClock,
    status: 'ORDER_COMPLETE',
    statusLabel: 'Order Completed',
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalCents: 1436,
    store: STRIP,
    items: items.map((item) => ({ ...item, image: 'hot-beverage' })),
  };
}

const pastOrder = {
  pastOrder: {
    ...entry('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', '2026-05-01T07:05:00-07:00', [
      { productName: 'Caffè Latte', quantity: 1 },
    ]),
    scheduledForStoreClock: null,
    pickupLocation: 'IN_STORE',
    pickupName: 'Grace',
    car: null,
    items: [
      {
        lineNo: 1,
        productName: 'Caffè Latte',
        image: 'hot-beverage',
        sizeName: 'Grande',
        versionName: 'Iced',
        quantity: 1,
        priceCents: 760,
        discountCents: 0,
        modifiers: [{ name: 'Oatmilk', quantity: 1 }],
      },
    ],
    subtotalCents: 760,
    taxCents: 66,
    totalCents: 826,
    rewardDiscountCents: 0,
    pointsEarned: 1,
    payments: [{ method: 'CREDIT_CARD', identifier: 'Visa •••• 4242', amountCents: 826 }],
    refunds: [
      {
        method: 'CREDIT_CARD',
        identifier: 'Visa •••• 4242',
        amountCents: 826,
        refundedAtStoreClock: '2026-05-02T08:00:00-07:00',
      },
    ],
    refundReason: 'Milk was out of date',
  },
};

const reordered = {
  reorderCart: {
    storeId: 118,
    notice: 'Nitro Cold Brew is no longer available at Brewline Las Vegas Strip.',
    pricing: {
      lines: [
        {
          lineId: 'again-1',
          productId: 301,
          sizeId: 3,
          versionId: 3012,
          quantity: 1,
          modifiers: [{ modifierId: 104, quantity: 1 }],
        },
      ],
    },
  },
};

function renderOrders(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <Switch>
                {/* Nested, as the app routes the order pages. */}
                <Route path="/orders" nest>
                  <Switch>
                    <Route path="/:id">{(params) => <OrderDetailPage segment={params.id} />}</Route>
                    <Route component={PastOrdersPage} />
                  </Switch>
                </Route>
                <Route path="/cart">
                  <p data-testid="cart-page">cart</p>
                </Route>
              </Switch>
            </PageTitleProvider>
          </CartProvider>
        </SelectedStoreProvider>
      </SessionProvider>
    </GraphQLProvider>,
  );
}

function stubMember(extra: Record<string, Handler>) {
  storeTokens('access-1', 'refresh-1');
  return stubCheckoutApi({
    Session: () => sessionData(),
    SelectedStore: () => selectedStore(),
    ...extra,
  });
}

const storedCart = (): { items: CartLine[] } =>
  JSON.parse(localStorage.getItem('brewline.cart') ?? '{"items":[]}') as { items: CartLine[] };

beforeEach(() => seedBrowser([icedLatte]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('past orders', () => {
  it("shows a guest 'No orders to show yet.' and the order placed in this tab", () => {
    const { calls } = stubCheckoutApi({ SelectedStore: () => selectedStore() });
    sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
    renderOrders('/orders');
    expect(screen.getByRole('heading', { name: 'Past Orders' })).toBeTruthy();
    expect(screen.getByText('No orders to show yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View current order' })).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'OrderHistory')).toBe(false);
  });

  it("lists a member's orders newest first, in the store's zone, and shows older ones on request", async () => {
    const { calls } = stubMember({
      OrderHistory: (v) =>
        v['before'] === 'cursor-1'
          ? {
              orderHistory: {
                entries: [
                  entry('order-2', '2026-04-19T18:30:00-07:00', [{ productName: 'Scone', quantity: 1 }]),
                ],
                nextCursor: null,
              },
            }
          : {
              orderHistory: {
                entries: [
                  entry('order-1', '2026-05-01T07:05:00-07:00', [
                    { productName: 'Caffè Latte', quantity: 2 },
                    { productName: 'Nitro Cold Brew', quantity: 1 },
                  ]),
                ],
                nextCursor: 'cursor-1',
              },
            },
    });
    renderOrders('/orders');
    const first = await screen.findByTestId('order-history-entry');
    expect(first.textContent).toContain('5/1/26 at 7:05 AM');
    expect(first.textContent).toContain('The Strip · Las Vegas, NV');
    expect(first.textContent).toContain('2 × Caffè Latte, Nitro Cold Brew');
    expect(first.textContent).toContain('$14.36');
    expect(first.textContent).toContain('Order Completed');
    expect(screen.getByRole('link', { name: /^Details/ }).getAttribute('href')).toBe('/orders/order-1');

    fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-history-entry')).toHaveLength(2));
    expect(screen.getAllByTestId('order-history-entry')[1]?.textContent).toContain('4/19/26 at 6:30 PM');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    expect(calls.filter((c) => c.operationName === 'OrderHistory').map((c) => c.variables['before'])).toEqual(
      [null, 'cursor-1'],
    );
  });

  it('shows an order in full with its refund, and Order again fills the cart and goes there', async () => {
    const { calls } = stubMember({ PastOrder: () => pastOrder, ReorderCart: () => reordered });
    renderOrders('/orders/brewline:9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d');
    expect(await screen.findByText('#2b0d7b3dcb6d')).toBeTruthy();
    expect(screen.getByTestId('order-placed-at').textContent).toBe('Placed 5/1/26 at 7:05 AM');
    expect(screen.getByTestId('order-refunds').textContent).toContain(
      'To Visa •••• 4242 on May 2, 2026$8.26',
    );
    expect(screen.getByTestId('order-refunds').textContent).toContain('Reason: Milk was out of date');

    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByTestId('cart-page')).toBeTruthy();
    expect(storedCart().items.map((line) => line.lineId)).toEqual([icedLatte.lineId, 'again-1']);
    expect(sessionStorage.getItem('brewline.cartNotice')).toBe(
      'Nitro Cold Brew is no longer available at Brewline Las Vegas Strip.',
    );
    expect(calls.find((c) => c.operationName === 'ReorderCart')?.variables).toEqual({
      orderId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      storeId: 118,
    });
  });

  it('leaves a full cart as it was and says why', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ ...icedLatte, lineId: `line-${i}` }));
    seedBrowser(full);
    stubMember({ PastOrder: () => pastOrder, ReorderCart: () => reordered });
    renderOrders('/orders/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d');
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect((await screen.findByTestId('order-again-problem')).textContent).toBe(
      `Your cart holds at most ${MAX_CART_LINES} items. Please check out or remove an item first.`,
    );
    expect(storedCart().items).toHaveLength(MAX_CART_LINES);
    expect(screen.queryByTestId('cart-page')).toBeNull();
  });
});
