// The closed sets the API answers with, as GraphQL enums made from the domain's constants: the
// order's statuses, pickup methods, store statuses and terminal statuses. Declared once here; a
// module's fields use the refs this returns (passed along with the other modules' refs).
import { ORDER_STATUSES } from '@brewline/domain/order-status';
import { PICKUP_METHODS, TERMINAL_STATUSES } from '@brewline/domain/pickup';
import { STORE_STATUSES } from '@brewline/domain/store-hours';
import type { Builder } from './builder.ts';

export function addClosedSetEnums(builder: Builder) {
  const OrderStatus = builder.enumType('OrderStatus', {
    description: "An order's status (domain order-status.ts: ORDER_TRANSITIONS says which may follow which).",
    values: ORDER_STATUSES,
  });
  const PickupMethod = builder.enumType('PickupMethod', {
    description:
      'How the customer picks the order up: at the counter, the drive-thru, or in the parking lot.',
    values: PICKUP_METHODS,
  });
  const StoreStatus = builder.enumType('StoreStatus', {
    description: "A store's status on the server's clock in the store's time zone (domain store-hours.ts).",
    values: STORE_STATUSES,
  });
  const TerminalStatus = builder.enumType('TerminalStatus', {
    description: "CONNECTED while the store's board holds its live connection.",
    values: TERMINAL_STATUSES,
  });
  return { OrderStatus, PickupMethod, StoreStatus, TerminalStatus };
}

export type ClosedSetEnums = ReturnType<typeof addClosedSetEnums>;
