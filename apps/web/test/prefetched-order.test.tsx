// /orders/active opened directly: the order asked for with the page's code (app/routes.ts) is
// the page's first read, one request in all; any later visit, and a reconnect, ask the server again.
import { cleanup, render, screen } from '@testing-library/react';
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'urql';
import { prefetchOrder } from '../src/features/orders/api/prefetch-order.ts';
import { ActiveOrderPage } from '../src/features/orders/active-order-page.tsx';
import type * as LiveClientModule from '../src/features/orders/live-client.ts';
import { PageTitleProvider } from '../src/lib/page-title.tsx';
import { stubCheckoutApi } from './support/checkout-api.ts';

const liveClient = vi.hoisted(() => ({ current: null as Client | null }));

// The page and the prefetch share the order pages' client; here one with a cache and a silent socket.
vi.mock('../src/features/orders/live-client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof LiveClientModule>();
  return { ...original, getLiveClient: () => liveClient.current };
});

const order = (status: string) => ({
  order: {
    id: 'order-abc',
    storeId: 118,
    pickupLocation: 'IN_STORE',
    pickupName: 'Ada',
    placedAtStoreClock: '2026-05-01T07:05:00-07:00',
    status,
    scheduledForStoreClock: null,
    subTotal: 585,
    taxAmount: 49,
    total: 634,
    items: [],
    creditCardPayments: [],
    refunds: [],
    refundReason: null,
    car: null,
    store: null,
  },
});

function renderActiveOrder() {
  const client = liveClient.current;
  if (!client) throw new Error('no client');
  return render(
    <Provider value={client}>
      <PageTitleProvider>
        <ActiveOrderPage />
      </PageTitleProvider>
    </Provider>,
  );
}

beforeEach(() => {
  sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
  liveClient.current = new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }),
      }),
    ],
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const orderCalls = (calls: readonly { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'Order').length;

describe('the active order, prefetched', () => {
  it('shows the prefetched answer without asking again, then asks on the next visit', async () => {
    let stored = 'ORDER_SENT';
    const { calls } = stubCheckoutApi({ Order: () => order(stored) });
    prefetchOrder('order-abc');
    await vi.waitFor(() => expect(orderCalls(calls)).toBe(1));
    // The order moved on after the prefetch: the first visit shows the prefetched answer...
    stored = 'ORDER_RECEIVED';
    const first = renderActiveOrder();
    expect((await screen.findByTestId('order-status-message')).textContent).toBe(
      'Waiting for the store to process your order...',
    );
    expect(orderCalls(calls)).toBe(1);
    first.unmount();

    // ...and a later visit reads the server again.
    renderActiveOrder();
    expect(
      await screen.findByText("Preparing your order... we'll let you know when it's ready."),
    ).toBeTruthy();
    expect(orderCalls(calls)).toBe(2);
  });

  it('joins a prefetch still on its way', async () => {
    const { calls } = stubCheckoutApi({ Order: () => order('ORDER_SENT') });
    prefetchOrder('order-abc');
    renderActiveOrder();
    expect((await screen.findByTestId('order-status-message')).textContent).toBe(
      'Waiting for the store to process your order...',
    );
    expect(orderCalls(calls)).toBe(1);
  });
});
