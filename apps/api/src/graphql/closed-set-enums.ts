// The closed sets the API answers with, as GraphQL enums made from the domain's constants: the
// order's statuses, pickup methods, payment methods, reward kinds, store statuses, terminal statuses
// and the errors' codes. Declared once here; a module's fields use the refs this returns (passed along
// with the other modules' refs).
import { ERROR_CODES } from '@brewline/domain/messages/error-code-descriptions';
import { ORDER_STATUSES } from '@brewline/domain/orders/order-status';
import { PICKUP_METHODS, TERMINAL_STATUSES } from '@brewline/domain/store-hours/pickup';
import { REWARD_KINDS } from '@brewline/domain/cards-and-rewards/reward-plans';
import { STORE_STATUSES } from '@brewline/domain/store-hours/store-hours';
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
  const PaymentMethod = builder.enumType('PaymentMethod', {
    description: 'What paid for an order, or took a refund back: a credit card or a Brewline Card.',
    values: ['CREDIT_CARD', 'BREWLINE_CARD'] as const,
  });
  const RewardKind = builder.enumType('RewardKind', {
    description:
      'What a claimed reward gives: a free drink (applied at checkout) or merchandise (redeemed in store).',
    values: REWARD_KINDS,
  });
  const StoreStatus = builder.enumType('StoreStatus', {
    description: "A store's status on the server's clock in the store's time zone (domain store-hours.ts).",
    values: STORE_STATUSES,
  });
  const TerminalStatus = builder.enumType('TerminalStatus', {
    description: "CONNECTED while the store's board holds its live connection.",
    values: TERMINAL_STATUSES,
  });
  // No field returns it (a code travels in an error's `extensions`), but the printed schema holds every
  // declared type, so each client's generated types list the codes.
  builder.enumType('ErrorCode', {
    description:
      "The code of an expected failure, in every GraphQL error's `extensions.code` (domain error-codes.ts). The message beside it is the catalogue's text for people.",
    values: ERROR_CODES,
  });
  return { OrderStatus, PickupMethod, PaymentMethod, RewardKind, StoreStatus, TerminalStatus };
}

export type ClosedSetEnums = ReturnType<typeof addClosedSetEnums>;
