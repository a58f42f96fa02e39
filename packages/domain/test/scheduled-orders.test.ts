import { describe, expect, it } from 'vitest';
import {
  checkScheduledSend,
  latestDuePickup,
  orderMakeTime,
  type ScheduledSendInput,
} from '../src/orders/scheduled-orders.ts';

const store: ScheduledSendInput['store'] = {
  storeId: 111,
  timeZone: 'America/Phoenix',
  oLOEnabled: true,
  inStorePickup: true,
  driveThruPickup: true,
  parkingLotPickup: false,
  terminals: [
    { termId: 2, status: 'CONNECTED' },
    { termId: 3, status: 'DISCONNECTED' },
  ],
  sunOpen: '0600',
  sunClose: '2100',
  monThruThursOpen: '0600',
  monThruThursClose: '2100',
  friOpen: '0600',
  friClose: '2100',
  satOpen: '0600',
  satClose: '2100',
};

// Saturday 21 November 2026, 6:00 AM in Phoenix (UTC-7): the first slot of the day, at opening.
const opening = new Date('2026-11-21T13:00:00Z');
const latte = { productId: 301, name: 'Caffè Latte' };
const input = (over: Partial<ScheduledSendInput> = {}): ScheduledSendInput => ({
  store,
  method: 'IN_STORE',
  pickupAt: opening,
  items: [latte],
  unavailableProductIds: [],
  totalCents: 595,
  ...over,
});

describe('scheduled orders', () => {
  it("are due their store's make minutes before their pickup time", () => {
    expect(orderMakeTime(opening, 10).toISOString()).toBe('2026-11-21T12:50:00.000Z');
    expect(latestDuePickup(new Date('2026-11-21T12:50:00Z')).toISOString()).toBe(opening.toISOString());
    expect(orderMakeTime(opening, 4).toISOString()).toBe('2026-11-21T12:56:00.000Z');
  });

  it('go out for a pickup at opening time, though the doors are still closed at make time', () => {
    expect(checkScheduledSend(input())).toEqual({ ok: true, value: true });
  });

  it('fail when the store is closed at the pickup time or has online ordering off', () => {
    const late = input({ pickupAt: new Date('2026-11-22T04:15:00Z') }); // 9:15 PM
    expect(checkScheduledSend(late)).toEqual({
      ok: false,
      code: 'STORE_CLOSED',
      message:
        'The store is closed at your pickup time, so your scheduled order was not sent. Your payment has been returned.',
    });
    const off = checkScheduledSend(input({ store: { ...store, oLOEnabled: false } }));
    expect(off.ok ? null : off.code).toBe('STORE_CLOSED');
  });

  it('fail when no terminal takes the pickup method', () => {
    const result = checkScheduledSend(input({ method: 'DRIVE_THRU' }));
    expect(result).toEqual({
      ok: false,
      code: 'STORE_OFFLINE',
      message:
        'The store could not take drive-thru orders when your scheduled order was due, so it was not sent. Your payment has been returned.',
    });
    const noCounter = checkScheduledSend(
      input({ store: { ...store, terminals: [{ termId: 2, status: 'DISCONNECTED' }] } }),
    );
    expect(noCounter.ok ? null : noCounter.code).toBe('STORE_OFFLINE');
  });

  it("fail when an item is 86'd, naming it once", () => {
    const result = checkScheduledSend(
      input({
        items: [latte, latte, { productId: 5, name: 'Scone' }],
        unavailableProductIds: [301],
        totalCents: 0,
      }),
    );
    expect(result).toEqual({
      ok: false,
      code: 'ITEMS_UNAVAILABLE',
      message:
        'Caffè Latte is no longer available at the store, so your scheduled order was not sent. Nothing was charged, and any reward it used is back in your account.',
    });
  });
});
