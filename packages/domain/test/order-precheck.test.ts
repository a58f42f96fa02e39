import { describe, expect, it } from 'vitest';
import { precheckOrder, removeUnavailableItems } from '../src/orders/order-precheck.ts';
import type { PickupStore } from '../src/store-hours/pickup.ts';

const store: PickupStore = {
  storeId: 12,
  inStorePickup: true,
  driveThruPickup: true,
  parkingLotPickup: true,
  terminals: [
    { termId: 2, status: 'CONNECTED' },
    { termId: 3, status: 'CONNECTED' },
  ],
  oLOEnabled: true,
};
const items = [
  { productId: 1, name: 'Iced Latte' },
  { productId: 2, name: 'Scone' },
  { productId: 2, name: 'Scone' },
];
const base = {
  store,
  status: 'OPEN' as const,
  method: 'IN_STORE' as const,
  items,
  unavailableProductIds: [],
};

describe('precheckOrder', () => {
  it('passes an order the store can take', () => {
    expect(precheckOrder(base)).toEqual({ ok: true, value: true });
  });

  it('refuses an empty cart', () => {
    expect(precheckOrder({ ...base, items: [] })).toEqual({
      ok: false,
      code: 'NO_TRANSACTION',
      message: 'No transaction to send...',
    });
  });

  it('refuses the global store', () => {
    expect(precheckOrder({ ...base, store: { ...store, storeId: 995 } })).toMatchObject({
      code: 'GLOBAL_STORE',
      message: 'Cannot send an order to the global online ordering store.',
    });
  });

  it('refuses a store with online ordering off', () => {
    expect(precheckOrder({ ...base, store: { ...store, oLOEnabled: false } })).toMatchObject({
      code: 'STORE_NOT_ACCEPTING_ORDERS',
      message: 'This store is currently not accepting online orders. Please select a different store.',
    });
  });

  it('refuses a store that is not open', () => {
    expect(precheckOrder({ ...base, status: 'CLOSING_SOON' })).toMatchObject({
      code: 'STORE_CLOSED',
      message:
        'Could not complete checkout as store is closed or about to close. Please select a different store by selecting the store locator.',
    });
  });

  it('asks for another method when only the chosen one is down (the store still takes In Store)', () => {
    const noDriveThru = { ...store, terminals: [{ termId: 2, status: 'CONNECTED' }] };
    expect(precheckOrder({ ...base, store: noDriveThru, method: 'DRIVE_THRU' })).toMatchObject({
      code: 'PICKUP_METHOD_UNAVAILABLE',
      message:
        'Drive-Thru pickup is not available at this store right now. Please choose another pickup method.',
    });
  });

  it('asks for another store when no method is left', () => {
    const noTerminals = { ...store, terminals: [] };
    expect(precheckOrder({ ...base, store: noTerminals, method: 'DRIVE_THRU' })).toMatchObject({
      code: 'NO_PICKUP_OPTION',
    });
  });

  it('needs a complete car for parking lot', () => {
    const parking = { ...base, method: 'PARKING_LOT' as const };
    expect(precheckOrder(parking)).toMatchObject({
      code: 'INVALID_CAR',
      message: 'Cannot create a valid car from the input state.',
    });
    expect(
      precheckOrder({ ...parking, vehicle: { make: 'Toyota', model: ' ', color: 'Blue' } }),
    ).toMatchObject({
      code: 'INVALID_CAR',
    });
    expect(precheckOrder({ ...parking, vehicle: { make: 'Toyota', model: 'Camry', color: 'Blue' } }).ok).toBe(
      true,
    );
  });

  it('removes unavailable items and names them once', () => {
    expect(precheckOrder({ ...base, unavailableProductIds: [2] })).toEqual({
      ok: false,
      code: 'ITEMS_UNAVAILABLE',
      message:
        "We've removed the unavailable item(s) from your cart: Scone. Please select a different store or product to proceed with checkout.",
      kept: [{ productId: 1, name: 'Iced Latte' }],
      removed: [
        { productId: 2, name: 'Scone' },
        { productId: 2, name: 'Scone' },
      ],
    });
    expect(removeUnavailableItems(items, [9])).toEqual({ kept: items, removed: [] });
  });
});
