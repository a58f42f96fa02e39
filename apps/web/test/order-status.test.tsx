// The order pages: 'No orders in progress.', 'Loading order...', the failure message with the id,
// the order in full, and its status moving live through the subscription; after a reconnect the
// stored status is read again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Client, fetchExchange, subscriptionExchange, type ExecutionResult } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'urql';
import { Route, Switch } from 'wouter';
import { ActiveOrderPage } from '../src/features/orders/active-order-page.tsx';
import { OrderDetailPage } from '../src/features/orders/order-detail-page.tsx';
import { PageTitleProvider } from '../src/lib/page-title.tsx';
import { failure, stubCheckoutApi } from './support/checkout-api.ts';

interface Sink {
  next: (value: ExecutionResult) => void;
}

let sinks: Sink[] = [];

const order = (status: string) => ({
  order: {
    id: 'order-abc',
    storeId: 118,
    pickupLocation: 'IN_STORE',
    pickupName: 'Ada',
    placedAtStoreClock: '2026-05-01T07:05:00-07:00',
    status,
    scheduledForStoreClock: null,
    makeTime: null,
    subTotal: 585,
    taxAmount: 49,
    total: 634,
    items: [
      {
        productId: 301,
        productName: 'Caffè Latte',
        image: 'hot-beverage',
        sizeName: 'Grande',
        versionName: 'Iced',
        quantity: 1,
        price: 585,
        modifiers: [
          { name: 'Oatmilk', quantity: 1 },
          { name: 'Vanilla Syrup', quantity: 2 },
        ],
      },
    ],
    creditCardPayments: [{ id: 'pay-1', identifier: 'Visa •••• 4242', amount: 634 }],
    refunds: [],
    refundReason: null,
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
  },
});

function renderOrders(path: string) {
  window.history.replaceState(null, '', path);
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
  return render(
    <Provider value={client}>
      <PageTitleProvider>
        <Switch>
          <Route path="/orders/active" component={ActiveOrderPage} />
          <Route path="/orders/:id">{(params) => <OrderDetailPage segment={params.id} />}</Route>
        </Switch>
      </PageTitleProvider>
    </Provider>,
  );
}

const push = (status: string, reason: string | null = null) =>
  act(() => {
    for (const sink of sinks)
      sink.next({
        data: { orderStatus: { id: 'order-abc', status, updatedAt: new Date().toISOString(), reason } },
      });
  });

beforeEach(() => {
  sinks = [];
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('order pages', () => {
  it("says 'No orders in progress.' without an active order", () => {
    stubCheckoutApi({});
    renderOrders('/orders/active');
    expect(screen.getByText('No orders in progress.')).toBeTruthy();
  });

  it('loads the active order and shows it in full with the time placed in the store zone', async () => {
    sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
    stubCheckoutApi({ Order: () => order('ORDER_SENT') });
    renderOrders('/orders/active');
    expect(screen.getByText('Loading order...')).toBeTruthy();
    expect((await screen.findByTestId('order-status-message')).textContent).toBe(
      'Waiting for the store to process your order...',
    );
    expect(screen.getByText('Caffè Latte')).toBeTruthy();
    expect(screen.getByText('Grande, Iced')).toBeTruthy();
    expect(screen.getByText('Oatmilk, 2 Vanilla Syrup')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('$6.34');
    expect(screen.getByTestId('order-payment').textContent).toContain('Visa •••• 4242');
    expect(screen.getByTestId('order-placed-at').textContent).toBe('Placed 5/1/26 at 7:05 AM');
    expect(screen.getByTestId('order-pickup-method').textContent).toBe('In Store · As soon as possible');
  });

  it('follows the live status', async () => {
    sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
    stubCheckoutApi({ Order: () => order('ORDER_SENT') });
    renderOrders('/orders/active');
    const message = await screen.findByTestId('order-status-message');
    push('ORDER_RECEIVED');
    expect(message.textContent).toBe("Preparing your order... we'll let you know when it's ready.");
    push('ORDER_READY');
    expect(message.textContent).toBe('Your order is ready for pickup!');
    push('ORDER_COMPLETE');
    expect(await screen.findByText('Thanks for your order!')).toBeTruthy();
  });

  it('shows where a refund went, how much and why, read again when the refund arrives live', async () => {
    sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
    let refunded = false;
    stubCheckoutApi({
      Order: () =>
        refunded
          ? {
              order: {
                ...order('ORDER_REFUND_PROCESSED').order,
                refunds: [
                  {
                    method: 'CREDIT_CARD',
                    identifier: 'Visa •••• 4242',
                    amountCents: 634,
                    refundedAtStoreClock: '2026-05-01T08:10:00-07:00',
                  },
                ],
                refundReason: 'Drink was made wrong',
              },
            }
          : order('ORDER_SENT'),
    });
    renderOrders('/orders/active');
    await screen.findByTestId('order-status-message');
    expect(screen.queryByTestId('order-refunds')).toBeNull();
    refunded = true;
    push('ORDER_REFUND_PROCESSED');
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toContain('To Visa •••• 4242 on');
    expect(refunds.textContent).toContain('$6.34');
    expect(screen.getByTestId('order-refunds').textContent).toContain('Reason: Drink was made wrong');
  });

  it('says why a scheduled order its store could not take failed, live and after a reload', async () => {
    const why =
      'The store is closed at your pickup time, so your scheduled order was not sent. Your payment has been returned.';
    sessionStorage.setItem('brewline.activeOrderId', 'order-abc');
    // Pickup in 40 minutes at a store with 25 make minutes: the server's makeTime is in 15, and the
    // page says so (a fixed 10 make minutes would say 30).
    const pickup = Date.now() + 40 * 60_000;
    stubCheckoutApi({
      Order: () => ({
        order: {
          ...order('ORDER_SCHEDULED').order,
          // Its pickup on the store's clock, as the server writes it: the page prints it as it is.
          scheduledForStoreClock: '2026-05-01T10:30:00-07:00',
          makeTime: new Date(pickup - 25 * 60_000).toISOString(),
          statusReason: null,
        },
      }),
    });
    renderOrders('/orders/active');
    const message = await screen.findByTestId('order-status-message');
    expect(message.textContent).toBe('Your order is scheduled and will be sent to the store in 15 minutes.');
    expect(screen.getByTestId('order-pickup-method').textContent).toBe('In Store · 10:30 AM');
    expect(screen.queryByTestId('order-status-reason')).toBeNull();
    push('ORDER_ERROR', why);
    expect(message.textContent).toBe(
      'There was a problem with your order. Try sending it again. If the problem persists, please contact support.',
    );
    expect(screen.getByTestId('order-status-reason').textContent).toBe(why);
    cleanup();

    stubCheckoutApi({ Order: () => ({ order: { ...order('ORDER_ERROR').order, statusReason: why } }) });
    renderOrders('/orders/active');
    expect((await screen.findByTestId('order-status-reason')).textContent).toBe(why);
  });

  it('uses only the part of the route id after its last colon', async () => {
    const { calls } = stubCheckoutApi({ Order: () => order('ORDER_READY') });
    renderOrders('/orders/brewline:order:order-abc');
    expect(await screen.findByText('Your order is ready for pickup!')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ id: 'order-abc', viewerKey: null });
  });

  it("sends the order's viewer key this browser kept since checkout (order privacy)", async () => {
    localStorage.setItem('brewline.orderViewerKeys', JSON.stringify([['order-abc', 'key-of-this-browser']]));
    const { calls } = stubCheckoutApi({ Order: () => order('ORDER_READY') });
    renderOrders('/orders/order-abc');
    expect(await screen.findByText('Your order is ready for pickup!')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ id: 'order-abc', viewerKey: 'key-of-this-browser' });
    localStorage.removeItem('brewline.orderViewerKeys');
  });

  it('names the active order id when it cannot be found', async () => {
    sessionStorage.setItem('brewline.activeOrderId', 'order-missing');
    stubCheckoutApi({ Order: () => failure('NOT_FOUND', 'No such order.') });
    renderOrders('/orders/active');
    expect(
      await screen.findByText(
        'Woops! Something went wrong when we tried to find the active order. Active order id: order-missing',
      ),
    ).toBeTruthy();
  });
});
