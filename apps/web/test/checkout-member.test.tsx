// The checkout for a member (docs/product/ordering.md#checkout): the login step sends a member on,
// the profile step is skipped when name, email and phone are known, and 'save name and phone to
// profile' saves.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Provider as GraphQLProvider } from 'urql';
import { Route, Switch } from 'wouter';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAllCheckoutSteps } from '../src/features/checkout/checkout-steps.ts';
import CheckoutRoutes from '../src/features/checkout/checkout-routes.tsx';
import { CartProvider } from '../src/lib/cart-context.tsx';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { MenuTablesValue } from '../src/lib/menu-tables-context.tsx';
import { PageTitleProvider } from '../src/lib/page-title.tsx';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';
import { SessionProvider } from '../src/lib/session-context.tsx';
import { stubCheckoutApi, type Handler } from './support/checkout-api.ts';
import { checkoutStore, openStoreHandlers, seedBrowser } from './support/checkout-fixtures.ts';
import { memberProfile, sessionData } from './support/member-api.ts';
import { testMenuTables } from './support/menu-tables.ts';
import { storeTokens } from './support/render-member.tsx';

// The checkout's steps are chunks of their own (checkout-steps.ts); the app starts a step's code with
// the route's (routes.tsx). Loaded here once, so no step waits on a module transform under a
// test's timeout.
await preloadAllCheckoutSteps();

function renderMemberCheckout(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SessionProvider>
        <SelectedStoreProvider>
          <CartProvider>
            <PageTitleProvider>
              <MenuTablesValue tables={testMenuTables}>
                <Switch>
                  <Route path="/checkout" nest component={CheckoutRoutes} />
                </Switch>
              </MenuTablesValue>
            </PageTitleProvider>
          </CartProvider>
        </SelectedStoreProvider>
      </SessionProvider>
    </GraphQLProvider>,
  );
}

function stubWith(profile: Record<string, unknown>, extra: Record<string, Handler> = {}) {
  return stubCheckoutApi({
    ...openStoreHandlers(),
    Session: () => sessionData(profile),
    UpdateProfile: (v) => ({
      updateProfile: {
        __typename: 'MemberProfileResult',
        message: 'Profile successfully updated!',
        birthdaySet: false,
        profile: memberProfile({ ...profile, ...(v['input'] as object) }),
      },
    }),
    UpdateAccount: (v) => ({
      updateAccount: {
        __typename: 'MemberProfileResult',
        message: 'Account details have been successfully updated.',
        profile: memberProfile({ ...profile, ...(v['input'] as object) }),
      },
    }),
    ...extra,
  });
}

beforeEach(() => {
  seedBrowser();
  storeTokens('a1', 'r1');
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout for a member', () => {
  it('goes from the login step past a known profile straight to pickup', async () => {
    stubWith({});
    renderMemberCheckout('/checkout/login');
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/pickup'));
    const state = JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}') as Record<string, unknown>;
    expect(state).toMatchObject({
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      guestPhone: '6025550123',
    });
  });

  it('skips the pickup step too when the store offers one method, as for a guest', async () => {
    stubWith(
      {},
      {
        CheckoutStore: () => checkoutStore({ pickupMethods: ['IN_STORE'], defaultPickupMethod: 'IN_STORE' }),
        CreateOrderPaymentIntent: () => ({ createStripeOrderPaymentIntent: null }),
      },
    );
    renderMemberCheckout('/checkout/login');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/checkout\/payment/));
    const state = JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}') as Record<string, unknown>;
    expect(state).toMatchObject({ pickupLocation: 'IN_STORE', pickupDone: true });
  });

  it('shows the details to edit when Change opened the step', async () => {
    stubWith({});
    renderMemberCheckout('/checkout/profile', { edit: true });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace'));
    expect(window.location.pathname).toBe('/checkout/profile');
  });

  it('asks for what the profile lacks and saves name and phone when asked to', async () => {
    const { calls } = stubWith({ phone: '' });
    renderMemberCheckout('/checkout/profile');
    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace'));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada King' } });
    fireEvent.input(phone, { target: { value: '7025551234' } });
    fireEvent.click(screen.getByLabelText('Save name and phone to my profile'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout/pickup'));
    expect(calls.find((c) => c.operationName === 'UpdateProfile')?.variables).toEqual({
      input: { firstName: 'Ada', lastName: 'King' },
    });
    expect(calls.find((c) => c.operationName === 'UpdateAccount')?.variables).toEqual({
      input: { email: 'ada@example.com', phone: '7025551234', ewardSubscription: true },
    });
  });
});
