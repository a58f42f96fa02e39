// The payment step: the closed-store message, the card form drawn before the store, prices and payment
// configuration answer (the provider named by the page), the sandbox card form at once and COMPLETE
// ORDER once the intent exists, the card checks,
// a declined card (kept cart, same intent, retry), one order for a double click, the order sent with
// the priced amounts and the intent id, and the server's removal of unavailable items.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubCheckoutApi } from './support/checkout-api.ts';
import { openStoreHandlers, seedBrowser, seedCheckout } from './support/checkout-fixtures.ts';
import { currentPath, renderCheckout } from './support/render-checkout.tsx';

const INTENT = {
  id: 'pi_1',
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 634,
  status: 'requires_payment_method',
};

beforeEach(() => {
  seedBrowser();
  seedCheckout({ pickupLocation: 'IN_STORE', pickupDone: true, pickupStoreId: 118 });
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillCard(number: string) {
  fireEvent.input(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.input(screen.getByLabelText('MM/YY'), { target: { value: '1230' } });
  fireEvent.input(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.input(screen.getByLabelText('ZIP'), { target: { value: '89109' } });
}

const storedCart = () =>
  JSON.parse(localStorage.getItem('brewline.cart') ?? '{}') as { id: string; items: unknown[] };

const completeOrder = () => screen.getByRole('button', { name: /COMPLETE ORDER/ });

/** The sandbox form is up and the intent made: COMPLETE ORDER can be pressed. */
async function cardFormReady(): Promise<void> {
  await screen.findByText('Sandbox payments: no real money');
  await waitFor(() => expect(completeOrder().hasAttribute('disabled')).toBe(false));
}

describe('checkout payment step', () => {
  it("says 'This store is currently not accepting online orders' with Choose Store back to pickup", async () => {
    stubCheckoutApi(openStoreHandlers({ status: 'CLOSING_SOON' }));
    renderCheckout('/checkout/payment');
    expect(
      await screen.findByText(
        'This store is currently not accepting online orders. Please select a different store.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Store' }));
    expect(currentPath()).toBe('/checkout/pickup');
  });

  it('draws the card form while the store answers, COMPLETE ORDER waiting, and the closed-store panel once it says so', async () => {
    let answerStore = (): void => undefined;
    const storeAnswered = new Promise<void>((resolve) => (answerStore = resolve));
    const closed = openStoreHandlers({ status: 'CLOSING_SOON' });
    stubCheckoutApi({ ...closed, CheckoutStore: () => storeAnswered.then(closed.CheckoutStore) });
    renderCheckout('/checkout/payment');
    await screen.findByText('Sandbox payments: no real money');
    expect(completeOrder().hasAttribute('disabled')).toBe(true);
    answerStore();
    expect(
      await screen.findByText(
        'This store is currently not accepting online orders. Please select a different store.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('sandbox-card-form')).toBeNull();
  });

  it('takes no order for a store the server no longer knows: the panel, not a form that waits forever', async () => {
    stubCheckoutApi({ ...openStoreHandlers(), CheckoutStore: () => ({ store: null }) });
    renderCheckout('/checkout/payment');
    expect(
      await screen.findByText(
        'This store is currently not accepting online orders. Please select a different store.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('sandbox-card-form')).toBeNull();
  });

  it.each([
    ['sandbox', 'Sandbox payments: no real money'],
    [null, 'Preparing secure payment…'],
  ])(
    'opens on the card form the page names (%s) before the payment configuration answers',
    async (provider, firstForm) => {
      const page = document.body.appendChild(document.createElement('div'));
      page.id = 'root';
      if (provider) page.setAttribute('data-payment-provider', provider);
      stubCheckoutApi({ ...openStoreHandlers(), PaymentConfig: () => new Promise(() => undefined) });
      try {
        renderCheckout('/checkout/payment');
        expect(await screen.findByText(firstForm)).toBeTruthy();
      } finally {
        page.remove();
      }
    },
  );

  it('shows the sandbox card form at once and takes the order once the intent exists, for exactly the priced total', async () => {
    const { calls } = stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    const create = calls.find((call) => call.operationName === 'CreateOrderPaymentIntent');
    expect(create?.variables).toMatchObject({ currency: 'usd', amount: 634, storeId: 118 });
    expect(create?.variables['order']).toMatchObject({
      cartId: 'cart-uuid-1',
      total: 634,
      subtotal: 585,
      taxAmount: 49,
    });
    expect(calls.filter((call) => call.operationName === 'CreateOrderPaymentIntent')).toHaveLength(1);
  });

  it("names the card form's wrong fields and sends nothing", async () => {
    const { confirms } = stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4241' } });
    fireEvent.click(completeOrder());
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.getByText('Your ZIP code is incomplete.')).toBeTruthy();
    expect(confirms).toEqual([]);
  });

  it('shows a decline, keeps the cart, then pays with another card on the same intent and orders once', async () => {
    let orders = 0;
    const { calls, confirms } = stubCheckoutApi(
      {
        ...openStoreHandlers(),
        CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
        SendCustomerOrder: () => {
          orders += 1;
          return {
            sendCustomerOrder: { id: 'order-123', status: { status: 'ORDER_SENT' }, viewerKey: 'key-123' },
          };
        },
      },
      (body) =>
        body.card.number === '4000000000000002'
          ? {
              id: 'pi_1',
              status: 'requires_payment_method',
              last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
            }
          : { id: 'pi_1', status: 'succeeded', last_payment_error: null },
    );
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(completeOrder());
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Payment unsuccessful. Your card was declined.',
    );
    expect(orders).toBe(0);
    expect(storedCart().items).toHaveLength(1);

    fillCard('4242 4242 4242 4242');
    fireEvent.click(completeOrder());
    fireEvent.click(completeOrder());
    await waitFor(() => expect(currentPath()).toBe('/orders/active'));
    expect(confirms).toEqual(['4000000000000002', '4242424242424242']);
    expect(orders).toBe(1);
    expect(calls.filter((call) => call.operationName === 'CreateOrderPaymentIntent')).toHaveLength(1);
    const sent = calls.find((call) => call.operationName === 'SendCustomerOrder');
    expect(sent?.variables).toMatchObject({
      storeId: 118,
      order: {
        cartId: 'cart-uuid-1',
        pickupLocation: 'IN_STORE',
        subtotal: 585,
        taxAmount: 49,
        total: 634,
        payment: { creditCardPayment: { amount: 634, token: 'pi_1' } },
        guestEmail: 'ada@example.com',
        pickupName: 'Ada Lovelace',
        phone: '7025551234',
      },
    });
    expect(sessionStorage.getItem('brewline.activeOrderId')).toBe('order-123');
    // The order's secret stays with this browser, so its page can show the order.
    expect(JSON.parse(localStorage.getItem('brewline.orderViewerKeys') ?? '[]')).toEqual([
      ['order-123', 'key-123'],
    ]);
    const cart = storedCart();
    expect(cart.items).toEqual([]);
    expect(cart.id).not.toBe('cart-uuid-1');
    expect(JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}')).toMatchObject({
      guestName: '',
      pickupDone: false,
    });
  });

  it('removes the lines the server says are unavailable and goes to the cart with the message', async () => {
    const message =
      "We've removed the unavailable item(s) from your cart: Caffè Latte. Please select a different store or product to proceed with checkout.";
    stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
      SendCustomerOrder: () => failure('ITEMS_UNAVAILABLE', message, ['line-1']),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fillCard('4242424242424242');
    fireEvent.click(completeOrder());
    await waitFor(() => expect(currentPath()).toBe('/cart'));
    expect(storedCart().items).toEqual([]);
    expect(sessionStorage.getItem('brewline.cartNotice')).toBe(message);
  });

  it('refuses before charging: a store closing meanwhile is said in the banner and the card is never confirmed', async () => {
    const { calls, confirms } = stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
      CheckCustomerOrder: () =>
        failure(
          'STORE_CLOSED',
          'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator.',
        ),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fillCard('4242424242424242');
    fireEvent.click(completeOrder());
    expect((await screen.findByTestId('payment-error')).textContent).toContain(
      'Could not complete checkout as store is closed',
    );
    expect(confirms).toEqual([]);
    expect(calls.some((call) => call.operationName === 'SendCustomerOrder')).toBe(false);
  });

  it("sends the customer to the pickup step, saying why, when only the chosen method's terminal is down", async () => {
    const message =
      'Drive-Thru pickup is not available at this store right now. Please choose another pickup method.';
    seedCheckout({ pickupLocation: 'DRIVE_THRU', pickupDone: true, pickupStoreId: 118 });
    const { confirms } = stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: INTENT }),
      CheckCustomerOrder: () => failure('PICKUP_METHOD_UNAVAILABLE', message),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fillCard('4242424242424242');
    fireEvent.click(completeOrder());
    await waitFor(() => expect(currentPath()).toBe('/checkout/pickup'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(confirms).toEqual([]);
  });

  it("shows the server's refusal in the banner and needs a new intent for the next try", async () => {
    let intents = 0;
    stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => {
        intents += 1;
        return {
          createStripeOrderPaymentIntent: {
            ...INTENT,
            id: `pi_${intents}`,
            paymentIntentId: `pi_${intents}`,
          },
        };
      },
      SendCustomerOrder: () =>
        failure(
          'STORE_CLOSED',
          'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator.',
        ),
    });
    renderCheckout('/checkout/payment');
    await cardFormReady();
    fillCard('4242424242424242');
    fireEvent.click(completeOrder());
    expect((await screen.findByTestId('payment-error')).textContent).toContain(
      'Could not complete checkout as store is closed',
    );
    await waitFor(() => expect(intents).toBe(2));
  });

  it('lets the card be typed while the intent is made; COMPLETE ORDER waits for it, Try again makes it', async () => {
    let attempts = 0;
    stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => {
        attempts += 1;
        return attempts === 1
          ? failure('PAYMENT_UNAVAILABLE', 'Payments are unavailable right now. Please try again.')
          : { createStripeOrderPaymentIntent: INTENT };
      },
    });
    renderCheckout('/checkout/payment');
    await screen.findByText('Sandbox payments: no real money');
    fillCard('4242424242424242');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(completeOrder().hasAttribute('disabled')).toBe(true);
    fireEvent.click(tryAgain);
    await waitFor(() => expect(completeOrder().hasAttribute('disabled')).toBe(false));
    expect(attempts).toBe(2);
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
  });
});
