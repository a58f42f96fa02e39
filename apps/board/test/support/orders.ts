// Orders shaped as the board's operations return them.
import type { BoardOrder } from '../../src/features/orders/board-order.ts';

export function makeOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: '7b0c3d2e-5f41-4a8b-9c6d-a1b2c3d4e5f6',
    displayId: 'a1b2c3d4e5f6',
    status: 'ORDER_SENT',
    pickupName: 'Ada',
    pickupLocation: 'IN_STORE',
    car: null,
    time: null,
    makeTime: null,
    timePlaced: '2026-05-01T14:05:00.000Z',
    total: 1269,
    items: [
      {
        productId: 301,
        productName: 'Caffè Latte',
        sizeName: 'Grande',
        versionName: 'Iced',
        quantity: 2,
        modifiers: [
          { name: 'Oatmilk', quantity: 1 },
          { name: 'Vanilla Syrup', quantity: 2 },
        ],
      },
      {
        productId: 401,
        productName: 'Butter Croissant',
        sizeName: '',
        versionName: null,
        quantity: 1,
        modifiers: [{ name: 'Warmed', quantity: 1 }],
      },
    ],
    nextStatuses: ['ORDER_RECEIVED'],
    ...overrides,
  };
}
