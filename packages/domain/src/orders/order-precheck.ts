// The checks made just before an order is sent (docs/product/ordering.md#before-sending-an-order,
// #messages): the API runs them on its own clock before taking money, and the web app runs them to
// stop early with the same message. Each failure carries the catalogue's text.
import { messages } from '../messages/messages.ts';
import { availablePickupMethods, GLOBAL_STORE_ID, pickupMethodLabel } from '../store-hours/pickup.ts';
import type { PickupMethod, PickupStore } from '../store-hours/pickup.ts';
import { err, ok } from '../lib/result.ts';
import type { Err, Result } from '../lib/result.ts';
import type { StoreStatus } from '../store-hours/store-hours.ts';

export interface PrecheckItem {
  readonly productId: number;
  readonly name: string;
}

export interface OrderPrecheckInput<I extends PrecheckItem> {
  readonly store: PickupStore;
  readonly status: StoreStatus;
  readonly method: PickupMethod;
  readonly items: readonly I[];
  readonly unavailableProductIds: readonly number[];
  /** The parking-lot vehicle, when given; required for PARKING_LOT. */
  readonly vehicle?: { readonly make: string; readonly model: string; readonly color: string } | null;
}

export type PrecheckCode =
  | 'NO_TRANSACTION'
  | 'GLOBAL_STORE'
  | 'STORE_NOT_ACCEPTING_ORDERS'
  | 'STORE_CLOSED'
  | 'NO_PICKUP_OPTION'
  | 'PICKUP_METHOD_UNAVAILABLE'
  | 'INVALID_CAR'
  | 'ITEMS_UNAVAILABLE';

export interface ItemsUnavailable<I> extends Err<'ITEMS_UNAVAILABLE'> {
  /** The cart without the unavailable items; the customer is sent to /cart with it. */
  readonly kept: I[];
  readonly removed: I[];
}

export type PrecheckResult<I> =
  Result<true, Exclude<PrecheckCode, 'ITEMS_UNAVAILABLE'>> | ItemsUnavailable<I>;

/** Splits a cart into what the store can make and what it cannot. */
export function removeUnavailableItems<I extends PrecheckItem>(
  items: readonly I[],
  unavailableProductIds: readonly number[],
): { kept: I[]; removed: I[] } {
  const unavailable = new Set(unavailableProductIds);
  return {
    kept: items.filter((item) => !unavailable.has(item.productId)),
    removed: items.filter((item) => unavailable.has(item.productId)),
  };
}

/** Runs the checks in the order a customer can act on them; the first failure is returned. */
export function precheckOrder<I extends PrecheckItem>(input: OrderPrecheckInput<I>): PrecheckResult<I> {
  if (input.items.length === 0) return err('NO_TRANSACTION', messages.NO_TRANSACTION());
  if (input.store.storeId === GLOBAL_STORE_ID) return err('GLOBAL_STORE', messages.GLOBAL_STORE_ORDER());
  if (input.store.oLOEnabled === false) {
    return err('STORE_NOT_ACCEPTING_ORDERS', messages.STORE_NOT_ACCEPTING_ORDERS_STEP());
  }
  if (input.status !== 'OPEN') return err('STORE_CLOSED', messages.STORE_CLOSED_AT_CHECKOUT());
  const methods = availablePickupMethods(input.store, input.status);
  if (methods.length === 0) return err('NO_PICKUP_OPTION', messages.NO_PICKUP_OPTION());
  // The store still takes orders, only not this way (its terminal dropped): the customer picks
  // another method at the pickup step, not another store.
  if (!methods.includes(input.method)) {
    return err(
      'PICKUP_METHOD_UNAVAILABLE',
      messages.PICKUP_METHOD_UNAVAILABLE({ method: pickupMethodLabel(input.method) }),
    );
  }
  if (input.method === 'PARKING_LOT') {
    const car = input.vehicle;
    if (!car || !car.make.trim() || !car.model.trim() || !car.color.trim()) {
      return err('INVALID_CAR', messages.INVALID_CAR());
    }
  }
  const { kept, removed } = removeUnavailableItems(input.items, input.unavailableProductIds);
  if (removed.length > 0) {
    const names = [...new Set(removed.map((item) => item.name))];
    return { ...err('ITEMS_UNAVAILABLE', messages.UNAVAILABLE_ITEMS_REMOVED({ names })), kept, removed };
  }
  return ok(true);
}
