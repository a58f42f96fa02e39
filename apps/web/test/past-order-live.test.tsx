// A member's order in full follows the store live, a refund too
// (docs/product/account.md#past-orders): a completed order refunded on the board shows its refund
// on the open page without a reload.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'urql';
import { PastOrderScreen } from '../src/features/orders/components/past-order-screen.tsx';
import { CartProvider } from '../src/lib/cart-context.tsx';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';
import { stubCheckoutApi } from './support/checkout-api.ts';

const ID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

const refund = {
  method: 'CREDIT_CARD',
  identifier: 'Visa •••• 4242',
  amountCents: 826,
  refundedAtStoreClock: '2026-05-02T08:00:00-07:00',
};

function pastOrder(status: string, refunded: boolean) {
  return {
    pastOrder: {
      id: ID,
      placedAtStoreClock: '2026-05-01T07:05:00-07:00',
      status,
      statusLabel: status === 'ORDER_COMPLETE' ? 'Order Completed' : 'Order Refunded',
      scheduledForStoreClock: null,
      pickupLocation: 'IN_STORE',
      pickupName: 'Grace',
      car: null,
      store: {
        storeId: 118,
        name: 'Brewline Las Vegas Strip',
        nickname: 'The Strip',
        address1: '3645 Las Vegas Blvd S',
        city: 'Las Vegas',
        state: 'NV',
        phone: '7025550118',
      },
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
          modifiers: [],
        },
      ],
      subtotalCents: 760,
      taxCents: 66,
      totalCents: 826,
      rewardDiscountCents: 0,
      pointsEarned: 1,
      payments: [{ method: 'CREDIT_CARD', identifier: 'Visa •••• 4242', amountCents: 826 }],
      refunds: refunded ? [refund] : [],
      refundReason: refunded ? 'Item unavailable' : null,
    },
  };
}

interface Sink {
  next: (value: ExecutionResult) => void;
}
let sinks: Sink[] = [];

beforeEach(() => {
  sinks = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a member's order in full", () => {
  it('shows a refund made on the board live, even on a completed order', async () => {
    let refunded = false;
    stubCheckoutApi({
      PastOrder: () => pastOrder(refunded ? 'ORDER_REFUND_PROCESSED' : 'ORDER_COMPLETE', refunded),
    });
    const client = new Client({
      url: '/graphql',
      exchanges: [
        fetchExchange,
        subscriptionExchange({
          forwardSubscription: () => ({
            subscribe: (sink) => {
              sinks.push(sink);
              return { unsubscribe: () => undefined };
            },
          }),
        }),
      ],
    });
    render(
      <Provider value={client}>
        <SelectedStoreProvider>
          <CartProvider>
            <PastOrderScreen id={ID} backHref="/orders" />
          </CartProvider>
        </SelectedStoreProvider>
      </Provider>,
    );
    expect(await screen.findByTestId('order-payments')).toBeTruthy();
    expect(screen.queryByTestId('order-refunds')).toBeNull();
    // The board refunds it: the server pushes the new status.
    refunded = true;
    await waitFor(() => expect(sinks.length).toBeGreaterThan(0));
    act(() => {
      for (const sink of sinks)
        sink.next({
          data: {
            orderStatus: { id: ID, status: 'ORDER_REFUND_PROCESSED', updatedAt: new Date().toISOString() },
          },
        });
    });
    await waitFor(() =>
      expect(screen.getByTestId('order-refunds').textContent).toContain('Item unavailable'),
    );
  });
});
