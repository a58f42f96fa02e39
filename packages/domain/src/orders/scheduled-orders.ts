// Scheduled orders: a customer who picks a pickup time pays at once, and the order waits until its
// make time (the pickup time less the store's make minutes). At that moment it is sent to the store,
// whether or not a barista's board is paired there, or it fails and the money goes back. This file
// holds the rule the API's scheduler applies and the words the customer then reads.
import { availablePickupMethods, type PickupMethod, type PickupStore } from '../store-hours/pickup.ts';
import { DEFAULT_MAKE_MINUTES } from './pickup-slots.ts';
import { err, ok, type Result } from '../lib/result.ts';
import { getStoreStatus, type StoreHours } from '../store-hours/store-hours.ts';

const MINUTE_MS = 60_000;

/**
 * When a scheduled order goes to its store: the pickup time less that store's make minutes. No
 * default: the board and the order page once assumed 10 minutes here while the scheduler used the
 * store's own, so every caller names the store's figure (the API serves it as the order's makeTime).
 */
export function orderMakeTime(pickupAt: Date, makeMinutes: number): Date {
  return new Date(pickupAt.getTime() - makeMinutes * MINUTE_MS);
}

/** Every scheduled order with a pickup time up to this instant is due at `now`. */
export function latestDuePickup(now: Date, makeMinutes = DEFAULT_MAKE_MINUTES): Date {
  return new Date(now.getTime() + makeMinutes * MINUTE_MS);
}

export type ScheduledSendRefusal = 'STORE_CLOSED' | 'STORE_OFFLINE' | 'ITEMS_UNAVAILABLE';

export interface ScheduledSendInput {
  readonly store: PickupStore & StoreHours & { readonly timeZone: string };
  readonly method: PickupMethod;
  readonly pickupAt: Date;
  /** The order's lines: product and the name the customer saw. */
  readonly items: readonly { readonly productId: number; readonly name: string }[];
  /** What the store has 86'd at make time. */
  readonly unavailableProductIds: readonly number[];
  /** What the customer paid in cents: 0 when a reward covered everything. */
  readonly totalCents: number;
}

const METHOD_WORDS: Record<PickupMethod, string> = {
  IN_STORE: 'in-store',
  DRIVE_THRU: 'drive-thru',
  PARKING_LOT: 'parking lot',
};

function returned(totalCents: number): string {
  return totalCents > 0
    ? 'Your payment has been returned.'
    : 'Nothing was charged, and any reward it used is back in your account.';
}

/** What the customer reads when a scheduled order could not be sent. */
export const scheduledOrderFailureMessages = {
  STORE_CLOSED: (totalCents: number) =>
    `The store is closed at your pickup time, so your scheduled order was not sent. ${returned(totalCents)}`,
  STORE_OFFLINE: (method: PickupMethod, totalCents: number) =>
    `The store could not take ${METHOD_WORDS[method]} orders when your scheduled order was due, so it was not sent. ${returned(totalCents)}`,
  ITEMS_UNAVAILABLE: (names: readonly string[], totalCents: number) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer available at the store, so your scheduled order was not sent. ${returned(totalCents)}`,
} as const;

/**
 * Whether a due scheduled order can go to its store now. It cannot when:
 * - the store is closed: online ordering is off, or its hours (which may have changed since the
 *   order was placed) no longer cover the pickup time. The store is judged at the pickup time, not
 *   at the make time: the first slot of the day is at opening time, and its make time falls before
 *   the doors open, while the baristas are already there;
 * - the store is offline for the order's pickup method: the method is switched off, or no terminal
 *   that receives it is connected;
 * - an item of the order has been 86'd.
 */
export function checkScheduledSend(input: ScheduledSendInput): Result<true, ScheduledSendRefusal> {
  const { store, method, totalCents } = input;
  const atPickup = getStoreStatus(store, store.timeZone, input.pickupAt);
  if (store.oLOEnabled === false || (atPickup !== 'OPEN' && atPickup !== 'CLOSING_SOON')) {
    return err('STORE_CLOSED', scheduledOrderFailureMessages.STORE_CLOSED(totalCents));
  }
  // The same rule that offers pickup methods to customers, with the store taken as open.
  if (!availablePickupMethods(store, 'OPEN').includes(method)) {
    return err('STORE_OFFLINE', scheduledOrderFailureMessages.STORE_OFFLINE(method, totalCents));
  }
  const unavailable = new Set(input.unavailableProductIds);
  const names = [...new Set(input.items.filter((i) => unavailable.has(i.productId)).map((i) => i.name))];
  if (names.length > 0) {
    return err('ITEMS_UNAVAILABLE', scheduledOrderFailureMessages.ITEMS_UNAVAILABLE(names, totalCents));
  }
  return ok(true);
}
