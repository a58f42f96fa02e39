// Paying with Brewline Cards (docs/product/ordering.md#checkout, #card-selection): the
// member chooses the brand's CARD button, picks cards while something is due, sees 'Balance Due: $'
// live, and COMPLETE ORDER sends the allocation (smallest balance first) as giftCardPayments; a
// claimed free drink reprices the order; the server's refusal of a card reloads the cards.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as GraphQLProvider } from 'urql';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAllCheckoutSteps } from '../src/features/checkout/checkout-steps.ts';
import CheckoutRoutes from '../src/features/checkout/checkout-routes.tsx';
import { CartProvider } from '../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { MenuTablesValue } from '../src/lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../src/lib/page-title.tsx';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';
import { SessionProvider } from '../src/lib/session-context.tsx';
import { failure, stubCheckoutApi, type Handler } from './support/checkout-api.ts';
import { openStoreHandlers, pricedCart, seedBrowser, seedCheckout } from './support/checkout-fixtures.ts';
import { sessionData } from './support/member-api.ts';
import { testMenuTables } from './support/menu-tables.ts';
import { storeTokens } from './support/render-member.tsx';

// The checkout's steps are chunks of their own (checkout-steps.ts); the app starts a step's code with
// the route's (routes.tsx). Loaded here once, so no step waits on a module transform under a
// test's timeout.
await preloadAllCheckoutSteps();

const SMALL = '11112222333344';
const BIG = '55556666777788';

function renderMemberCheckout(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <MenuTablesValue tables={testMenuTables}>
                <Switch>
                  <Route path="/checkout" nest component={CheckoutRoutes} />
                  <Route>{() => <p data-testid="elsewhere">{window.location.pathname}</p>}</Route>
                </Switch>
              </MenuTablesValue>
            </PageTitleProvider>
          </CartProvider>
        </SelectedStoreProvider>
      </SessionProvider>
    </GraphQLProvider>,
  );
}

const cardsReply = (small = 400, big = 2500) => ({
  session: {
    id: 'member-1',
    profile: {
      id: 'member-1',
      cards: [
        { cardNumber: BIG, balanceCents: big, isDefault: true },
        { cardNumber: SMALL, balanceCents: small, isDefault: false },
      ],
    },
  },
});

function stubMember(extra: Record<string, Handler> = {}) {
  return stubCheckoutApi({
    ...openStoreHandlers(),
    Session: () => sessionData({}),
    CheckoutCards: () => cardsReply(),
    UsableRewards: () => ({ myUsableRewards: [] }),
    SendCustomerOrder: () => ({ sendCustomerOrder: { id: 'order-9', status: { status: 'ORDER_SENT' } } }),
    ...extra,
  });
}

beforeEach(() => {
  seedBrowser();
  storeTokens('a1', 'r1');
  seedCheckout({ pickupLocation: 'IN_STORE', pickupDone: true, pickupStoreId: 118 });
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('paying with Brewline Cards', () => {
  it("offers 'BREWLINE CARD' and 'CREDIT CARD/MOBILE PAY' to a member with cards, and BACK to pickup", async () => {
    stubMember();
    renderMemberCheckout('/checkout/payment-options');
    expect(await screen.findByRole('heading', { name: 'Select Payment Method' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CREDIT CARD/MOBILE PAY' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'BACK' }));
    expect(window.location.pathname).toBe('/checkout/pickup');
  });

  it('picks cards while something is due, shows the balance due live, and pays the allocation', async () => {
    const { calls } = stubMember();
    renderMemberCheckout('/checkout/payment-options');
    fireEvent.click(await screen.findByRole('button', { name: 'BREWLINE CARD' }));
    expect(window.location.pathname).toBe('/checkout/payment');
    const picker = await screen.findByRole('group', { name: 'Select Brewline Card to pay with:' });
    expect(screen.getByTestId('balance-due').textContent).toBe('Balance Due: $6.34');

    // COMPLETE ORDER with no card says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: /COMPLETE ORDER/ }));
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Please select any Brewline Card to proceed checkout.',
    );

    fireEvent.click(within(picker).getByRole('checkbox', { name: /ending in 3344/ }));
    expect(screen.getByTestId('balance-due').textContent).toBe('Balance Due: $2.34');
    fireEvent.click(within(picker).getByRole('checkbox', { name: /ending in 7788/ }));
    expect(screen.getByTestId('balance-due').textContent).toBe('Balance Due: $0.00');
    expect(screen.getByTestId(`card-7788`).textContent).toContain('pays $2.34');

    fireEvent.click(screen.getByRole('button', { name: /COMPLETE ORDER/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/orders/active'));
    const sent = calls.find((call) => call.operationName === 'SendCustomerOrder');
    expect(sent?.variables['order']).toMatchObject({
      total: 634,
      payment: {
        giftCardPayments: [
          { cardNumber: SMALL, amount: 400 },
          { cardNumber: BIG, amount: 234 },
        ],
      },
    });
    expect(calls.some((call) => call.operationName === 'CreateOrderPaymentIntent')).toBe(false);
  });

  it('a card that has nothing, or is not needed once the order is covered, cannot be picked', async () => {
    stubMember({ CheckoutCards: () => cardsReply(0, 5000) });
    seedCheckout({
      pickupLocation: 'IN_STORE',
      pickupDone: true,
      pickupStoreId: 118,
      paymentType: 'GIFT_CARD',
    });
    renderMemberCheckout('/checkout/payment');
    const picker = await screen.findByRole('group', { name: 'Select Brewline Card to pay with:' });
    const empty = within(picker).getByRole('checkbox', { name: /ending in 3344/ });
    expect((empty as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('checkbox', { name: /ending in 7788/ }));
    expect(screen.getByTestId('balance-due').textContent).toBe('Balance Due: $0.00');
  });

  it('shows a refused card in the banner and reloads the cards to pick again', async () => {
    let cardsAsked = 0;
    stubMember({
      CheckoutCards: () => {
        cardsAsked += 1;
        return cardsAsked === 1 ? cardsReply(400, 2500) : cardsReply(100, 2500);
      },
      SendCustomerOrder: () =>
        failure(
          'CARD_PAYMENT_REFUSED',
          'Your Brewline Card ending in 3344 no longer has enough balance for this payment. Please select your cards again.',
        ),
    });
    seedCheckout({
      pickupLocation: 'IN_STORE',
      pickupDone: true,
      pickupStoreId: 118,
      paymentType: 'GIFT_CARD',
    });
    renderMemberCheckout('/checkout/payment');
    const picker = await screen.findByRole('group', { name: 'Select Brewline Card to pay with:' });
    fireEvent.click(within(picker).getByRole('checkbox', { name: /ending in 3344/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /ending in 7788/ }));
    fireEvent.click(screen.getByRole('button', { name: /COMPLETE ORDER/ }));
    expect((await screen.findByTestId('payment-error')).textContent).toContain('ending in 3344');
    await waitFor(() => expect(screen.getByTestId('card-3344').textContent).toContain('$1.00'));
    expect(screen.getByTestId('balance-due').textContent).toBe('Balance Due: $6.34');
    expect(window.location.pathname).toBe('/checkout/payment');
  });

  it('applies a claimed free drink: the order is repriced and names the reward', async () => {
    const { calls } = stubMember({
      UsableRewards: () => ({
        myUsableRewards: [{ id: 'reward-1', rewardName: 'Free Drink', expiresOn: '2026-12-21' }],
      }),
      RewardPriceCart: () => ({
        priceCart: {
          ...pricedCart.priceCart,
          lines: pricedCart.priceCart.lines.map((line) => ({ ...line, discountCents: 585 })),
          rewardDiscountCents: 585,
          taxCents: 0,
          totalCents: 0,
        },
      }),
    });
    seedCheckout({
      pickupLocation: 'IN_STORE',
      pickupDone: true,
      pickupStoreId: 118,
      paymentType: 'GIFT_CARD',
    });
    renderMemberCheckout('/checkout/payment');
    const reward = await screen.findByRole('checkbox', { name: /Use my Free Drink reward/ });
    fireEvent.click(reward);
    expect(await screen.findByText('Your reward covers this order. There is nothing to pay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /COMPLETE ORDER/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/orders/active'));
    const sent = calls.find((call) => call.operationName === 'SendCustomerOrder');
    expect(sent?.variables['order']).toMatchObject({
      total: 0,
      subtotal: 585,
      taxAmount: 0,
      payment: {},
      claimedRewardId: 'reward-1',
    });
  });
});
