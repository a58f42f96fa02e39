// A store, a cart and the server's answers for it, shaped as the checkout's operations return them.
import type { CartLine } from '@brewline/domain/orders/cart';

export const STORE_ID = 118;

export const icedLatte: CartLine = {
  lineId: 'line-1',
  productId: 301,
  sizeId: 3,
  versionId: 3012,
  quantity: 1,
  modifiers: [
    { modifierId: 104, quantity: 1 },
    { modifierId: 201, quantity: 2 },
  ],
  isSent: true,
};

export function seedBrowser(
  lines: readonly CartLine[] = [icedLatte],
  storeId: number | null = STORE_ID,
): void {
  localStorage.clear();
  sessionStorage.clear();
  if (storeId !== null) localStorage.setItem('brewline.storeId', String(storeId));
  localStorage.setItem('brewline.cart', JSON.stringify({ id: 'cart-uuid-1', items: lines }));
}

export function selectedStore(storeId = STORE_ID) {
  return {
    store: {
      storeId,
      regionId: 4,
      name: 'Brewline Las Vegas Strip',
      nickname: 'The Strip',
      city: 'Las Vegas',
      state: 'NV',
      timeZone: 'America/Los_Angeles',
      oLOEnabled: true,
      sunOpen: '0',
      sunClose: '2400',
      monThruThursOpen: '0',
      monThruThursClose: '2400',
      friOpen: '0',
      friClose: '2400',
      satOpen: '0',
      satClose: '2400',
    },
    unavailableProducts: [],
  };
}

export function checkoutStore(overrides: Record<string, unknown> = {}) {
  return {
    store: {
      storeId: STORE_ID,
      name: 'Brewline Las Vegas Strip',
      nickname: 'The Strip',
      address1: '3645 Las Vegas Blvd S',
      city: 'Las Vegas',
      state: 'NV',
      zipCode: '89109',
      phone: '7025550118',
      timeZone: 'America/Los_Angeles',
      oLOEnabled: true,
      status: 'OPEN',
      pickupMethods: ['IN_STORE', 'DRIVE_THRU', 'PARKING_LOT'],
      defaultPickupMethod: 'DRIVE_THRU',
      ...overrides,
    },
  };
}

export const pricedCart = {
  priceCart: {
    storeId: STORE_ID,
    lines: [
      {
        lineId: 'line-1',
        productId: 301,
        productName: 'Caffè Latte',
        sizeName: 'Grande',
        versionName: 'Iced',
        quantity: 1,
        unitPriceCents: 585,
        priceCents: 585,
        modifiers: [
          { modifierId: 104, name: 'Oatmilk', quantity: 1, priceCents: 70 },
          { modifierId: 201, name: 'Vanilla Syrup', quantity: 2, priceCents: 100 },
        ],
      },
    ],
    unavailableLines: [],
    subtotalCents: 585,
    taxCents: 49,
    totalCents: 634,
  },
};

export const pickupSlots = {
  pickupSlots: [
    { time: '2026-05-10T21:15:00.000Z', label: '2:15 PM' },
    { time: '2026-05-10T21:30:00.000Z', label: '2:30 PM' },
  ],
};

/** Every query the checkout makes, answered for an open store with all three methods. */
export function openStoreHandlers(storeOverrides: Record<string, unknown> = {}) {
  return {
    SelectedStore: () => selectedStore(),
    CheckoutStore: () => checkoutStore(storeOverrides),
    PriceCart: () => pricedCart,
    PickupSlots: () => pickupSlots,
    PaymentConfig: () => ({ paymentConfig: { provider: 'sandbox', publishableKey: null } }),
    CheckCustomerOrder: () => ({ checkCustomerOrder: true }),
  };
}

/** Checkout state with the pickup details filled in and accepted (and optionally the pickup step done). */
export function seedCheckout(state: Record<string, unknown>): void {
  sessionStorage.setItem(
    'brewline.checkout',
    JSON.stringify({
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      guestPhone: '7025551234',
      contactDone: true,
      ...state,
    }),
  );
}
