// The pickup step: the store asked afresh, the default method, the skip rule, the error panel, the
// vehicle form for parking lot and the pickup time; and the guards that keep later steps in order.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, stubCheckoutApi } from './support/checkout-api.ts';
import { openStoreHandlers, seedBrowser, seedCheckout } from './support/checkout-fixtures.ts';
import { currentPath, renderCheckout } from './support/render-checkout.tsx';

const FROM_PROFILE = { from: 'profile' };

beforeEach(() => {
  seedBrowser();
  seedCheckout({});
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('checkout pickup step', () => {
  it('asks the network for the store, shows a spinner, then the options with drive-thru chosen', async () => {
    const { calls } = stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pickup Method' })).toBeTruthy();
    expect((radio(/Drive-Thru/) as HTMLInputElement).checked).toBe(true);
    expect(radio(/In Store/)).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'CheckoutStore')).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('hides Back when the customer came from elsewhere (a Change link)', async () => {
    stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/pickup');
    expect(await screen.findByRole('heading', { name: 'Pickup Method' })).toBeTruthy();
    await screen.findByText('Drive-Thru');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('skips the step when the store offers one method and goes on to payment', async () => {
    stubCheckoutApi({
      ...openStoreHandlers({ pickupMethods: ['IN_STORE'], defaultPickupMethod: 'IN_STORE' }),
      CreateOrderPaymentIntent: () => failure('STORE_CLOSED', 'held'),
    });
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    await waitFor(() => expect(currentPath()).toBe('/checkout/payment'));
    expect(JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}')).toMatchObject({
      pickupLocation: 'IN_STORE',
      pickupDone: true,
      pickupStoreId: 118,
    });
  });

  it('says the store is not accepting orders, with Back, when it is not OPEN', async () => {
    stubCheckoutApi(openStoreHandlers({ status: 'CLOSING_SOON', pickupMethods: [] }));
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    const panel = await screen.findByTestId('store-problem');
    expect(
      within(panel).getByText(
        'This store is currently not accepting online orders. Please select a different store.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe('/checkout/profile');
  });

  it('says so when online ordering is off, and when no method is offered', async () => {
    stubCheckoutApi(openStoreHandlers({ oLOEnabled: false, pickupMethods: [] }));
    const first = renderCheckout('/checkout/pickup', FROM_PROFILE);
    expect((await screen.findByTestId('store-problem')).textContent).toContain('not accepting online orders');
    first.unmount();
    stubCheckoutApi(openStoreHandlers({ pickupMethods: [], defaultPickupMethod: null }));
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    expect((await screen.findByTestId('store-problem')).textContent).toContain(
      'It looks like this store is currently unable to process online orders. Please select a different store to order online, or check if the store is open.',
    );
  });

  it('shows the error panel when the store query fails', async () => {
    stubCheckoutApi({
      ...openStoreHandlers(),
      CheckoutStore: () => failure('INTERNAL', 'Store lookup failed.'),
    });
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    expect((await screen.findByTestId('store-problem')).textContent).toContain('Store lookup failed.');
  });

  it('asks for make, then model, then color for parking lot, and names what is missing', async () => {
    stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    fireEvent.click(await screen.findByText('Parking Lot'));
    const form = await screen.findByTestId('vehicle-form');
    expect(within(form).queryByRole('combobox', { name: 'Model' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Make is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please check that all fields are filled out correctly.',
    );
    expect(currentPath()).toBe('/checkout/pickup');

    const make = within(form).getByRole('combobox', { name: 'Make' });
    fireEvent.focusIn(make);
    fireEvent.input(make, { target: { value: 'Toyta' } });
    fireEvent.focusOut(make);
    expect((make as HTMLInputElement).value).toBe('Toyota');
    const model = within(form).getByRole('combobox', { name: 'Model' });
    // A model that matches none of the make's is not kept as typed.
    fireEvent.focusIn(model);
    fireEvent.input(model, { target: { value: 'xyzzy123' } });
    fireEvent.focusOut(model);
    expect((model as HTMLInputElement).value).toBe('');
    fireEvent.focusIn(model);
    fireEvent.input(model, { target: { value: 'Camr' } });
    fireEvent.focusOut(model);
    expect((model as HTMLInputElement).value).toBe('Camry');
    fireEvent.click(within(form).getByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/checkout/payment'));
    expect(JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}')).toMatchObject({
      pickupLocation: 'PARKING_LOT',
      carMake: 'Toyota',
      carModel: 'Camry',
      carColor: 'Blue',
    });
  });

  it('offers later-today slots in the store time and requires one once chosen', async () => {
    stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/pickup', FROM_PROFILE);
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'As soon as possible' })).checked,
    ).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: /Later today/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose a pickup time.')).toBeTruthy();
    const select = await screen.findByLabelText('Pickup time');
    await within(select).findByRole('option', { name: '2:15 PM' });
    fireEvent.change(select, { target: { value: '2026-05-10T21:15:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/checkout/payment'));
    expect(JSON.parse(sessionStorage.getItem('brewline.checkout') ?? '{}')).toMatchObject({
      isScheduled: true,
      time: '2026-05-10T21:15:00.000Z',
      timeLabel: '2:15 PM',
    });
  });
});

describe('checkout step order', () => {
  it('sends payment back to the profile step without pickup details', async () => {
    sessionStorage.clear();
    stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/payment');
    await waitFor(() => expect(currentPath()).toBe('/checkout/profile'));
  });

  it('sends payment back to pickup until a method was chosen for this store', async () => {
    seedCheckout({ pickupLocation: 'IN_STORE', pickupDone: true, pickupStoreId: 101 });
    stubCheckoutApi(openStoreHandlers());
    renderCheckout('/checkout/payment');
    await waitFor(() => expect(currentPath()).toBe('/checkout/pickup'));
  });

  it('passes a guest through payment-options to payment', async () => {
    seedCheckout({ pickupLocation: 'IN_STORE', pickupDone: true, pickupStoreId: 118 });
    stubCheckoutApi({
      ...openStoreHandlers(),
      CreateOrderPaymentIntent: () => failure('STORE_CLOSED', 'held'),
    });
    renderCheckout('/checkout/payment-options');
    await waitFor(() => expect(currentPath()).toBe('/checkout/payment'));
  });
});
