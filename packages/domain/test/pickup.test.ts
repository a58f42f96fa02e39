import { describe, expect, it } from 'vitest';
import {
  GLOBAL_STORE_ID,
  availablePickupMethods,
  canProceedAtPaymentStep,
  canProceedFromPickupStep,
  canSkipProfileStep,
  defaultPickupMethod,
  isAcceptingOrders,
  isPickupMethod,
  isStoreChangeRequired,
  needsStoreSelection,
  needsVehicle,
  nextStepAfterPickup,
  pickupMethodLabel,
  shouldSkipPickupStep,
  terminalForMethod,
} from '../src/store-hours/pickup.ts';
import type { PickupStore } from '../src/store-hours/pickup.ts';
import { STORE_STATUSES } from '../src/store-hours/store-hours.ts';

const connected = (termId: number) => ({ termId, status: 'CONNECTED' });

const fullStore: PickupStore = {
  storeId: 12,
  inStorePickup: true,
  driveThruPickup: true,
  parkingLotPickup: true,
  terminals: [connected(2), connected(3)],
  oLOEnabled: true,
};

describe('availablePickupMethods', () => {
  it('offers all three methods at an open store with both terminals connected', () => {
    expect(availablePickupMethods(fullStore, 'OPEN')).toEqual(['IN_STORE', 'DRIVE_THRU', 'PARKING_LOT']);
  });

  it('offers nothing unless the store is OPEN', () => {
    for (const status of STORE_STATUSES.filter((s) => s !== 'OPEN')) {
      expect(availablePickupMethods(fullStore, status)).toEqual([]);
    }
  });

  it('offers nothing when online ordering is off', () => {
    expect(availablePickupMethods({ ...fullStore, oLOEnabled: false }, 'OPEN')).toEqual([]);
    expect(availablePickupMethods({ ...fullStore, oLOEnabled: null }, 'OPEN')).toHaveLength(3);
  });

  it('needs terminal 2 connected for in store', () => {
    const store = { ...fullStore, terminals: [{ termId: 2, status: 'DISCONNECTED' }, connected(3)] };
    expect(availablePickupMethods(store, 'OPEN')).toEqual(['DRIVE_THRU', 'PARKING_LOT']);
  });

  it('needs terminal 3 connected for drive-thru, and parking lot follows drive-thru', () => {
    const store = { ...fullStore, terminals: [connected(2)] };
    expect(availablePickupMethods(store, 'OPEN')).toEqual(['IN_STORE']);
  });

  it('respects each flag', () => {
    expect(availablePickupMethods({ ...fullStore, inStorePickup: false }, 'OPEN')).toEqual([
      'DRIVE_THRU',
      'PARKING_LOT',
    ]);
    expect(availablePickupMethods({ ...fullStore, driveThruPickup: false }, 'OPEN')).toEqual(['IN_STORE']);
    expect(availablePickupMethods({ ...fullStore, parkingLotPickup: false }, 'OPEN')).toEqual([
      'IN_STORE',
      'DRIVE_THRU',
    ]);
  });

  it('does not count a terminal of another kind', () => {
    const store = { ...fullStore, terminals: [connected(1), connected(4)] };
    expect(availablePickupMethods(store, 'OPEN')).toEqual([]);
  });

  it('tells whether one method is accepted now', () => {
    expect(isAcceptingOrders(fullStore, 'OPEN', 'DRIVE_THRU')).toBe(true);
    expect(isAcceptingOrders({ ...fullStore, terminals: [connected(2)] }, 'OPEN', 'DRIVE_THRU')).toBe(false);
    expect(isAcceptingOrders(fullStore, 'CLOSING_SOON', 'IN_STORE')).toBe(false);
    expect(terminalForMethod('DRIVE_THRU')).toBe(3);
    expect(terminalForMethod('PARKING_LOT')).toBe(2);
    expect(terminalForMethod('IN_STORE')).toBe(2);
  });
});

describe('defaultPickupMethod', () => {
  it('prefers drive-thru, then parking lot, then in store', () => {
    expect(defaultPickupMethod(['IN_STORE', 'DRIVE_THRU', 'PARKING_LOT'])).toBe('DRIVE_THRU');
    expect(defaultPickupMethod(['IN_STORE', 'PARKING_LOT'])).toBe('PARKING_LOT');
    expect(defaultPickupMethod(['IN_STORE'])).toBe('IN_STORE');
    expect(defaultPickupMethod([])).toBeNull();
  });
});

describe('store change and step skipping', () => {
  it('requires a store change for no store, the global store or no method', () => {
    expect(isStoreChangeRequired(null, [])).toBe(true);
    expect(isStoreChangeRequired(undefined, ['IN_STORE'])).toBe(true);
    expect(isStoreChangeRequired({ storeId: GLOBAL_STORE_ID }, ['IN_STORE'])).toBe(true);
    expect(isStoreChangeRequired({ storeId: 12 }, [])).toBe(true);
    expect(isStoreChangeRequired({ storeId: 12 }, ['IN_STORE'])).toBe(false);
    expect(GLOBAL_STORE_ID).toBe(995);
  });

  it('skips the pickup step only for a single method and no store change', () => {
    expect(shouldSkipPickupStep(['IN_STORE'], false)).toBe(true);
    expect(shouldSkipPickupStep(['IN_STORE'], true)).toBe(false);
    expect(shouldSkipPickupStep(['IN_STORE', 'DRIVE_THRU'], false)).toBe(false);
    expect(shouldSkipPickupStep([], false)).toBe(false);
  });

  it('lets only OPEN proceed from the pickup step', () => {
    expect(STORE_STATUSES.filter(canProceedFromPickupStep)).toEqual(['OPEN']);
  });

  it('lets every status but CLOSED and CLOSING_SOON proceed at payment', () => {
    expect(STORE_STATUSES.filter(canProceedAtPaymentStep)).toEqual([
      'OPEN',
      'NOT_OPEN_YET',
      'OPENING_SOON',
      'OPEN_TOMORROW',
      'NEVER',
    ]);
  });

  it('shows the vehicle form for parking lot only', () => {
    expect(needsVehicle('PARKING_LOT')).toBe(true);
    expect(needsVehicle('DRIVE_THRU')).toBe(false);
    expect(needsVehicle(null)).toBe(false);
  });

  it('continues to payment options only when cards are saved', () => {
    expect(nextStepAfterPickup(2)).toBe('payment-options');
    expect(nextStepAfterPickup(0)).toBe('payment');
  });

  it('skips the profile step only when name, email and phone are known', () => {
    expect(canSkipProfileStep({ name: 'Ada', email: 'ada@example.com', phone: '5553334567' })).toBe(true);
    expect(canSkipProfileStep({ name: 'Ada', email: ' ', phone: '5553334567' })).toBe(false);
    expect(canSkipProfileStep({ name: 'Ada', email: 'ada@example.com' })).toBe(false);
    expect(canSkipProfileStep(null)).toBe(false);
  });

  it('opens the store selector before adding to the cart when the store cannot take it', () => {
    expect(needsStoreSelection(null, 'OPEN')).toBe(true);
    expect(needsStoreSelection({ storeId: GLOBAL_STORE_ID, oLOEnabled: true }, 'OPEN')).toBe(true);
    expect(needsStoreSelection({ storeId: 12, oLOEnabled: false }, 'OPEN')).toBe(true);
    expect(needsStoreSelection({ storeId: 12, oLOEnabled: true }, 'CLOSING_SOON')).toBe(true);
    expect(needsStoreSelection({ storeId: 12, oLOEnabled: true }, undefined)).toBe(true);
    expect(needsStoreSelection({ storeId: 12, oLOEnabled: true }, 'OPEN')).toBe(false);
  });
});

describe('pickup method labels', () => {
  it('names each method and passes anything else through', () => {
    expect(pickupMethodLabel('IN_STORE')).toBe('In Store');
    expect(pickupMethodLabel('DRIVE_THRU')).toBe('Drive-Thru');
    expect(pickupMethodLabel('PARKING_LOT')).toBe('Parking Lot');
    expect(pickupMethodLabel('CURBSIDE')).toBe('CURBSIDE');
    expect(isPickupMethod('PARKING_LOT')).toBe(true);
    expect(isPickupMethod('CURBSIDE')).toBe(false);
    expect(isPickupMethod(null)).toBe(false);
  });
});
