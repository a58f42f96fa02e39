// The order's life (docs/product/account.md#order-statuses): what the
// customer is told at each status, how the order list labels it, and which status may follow which.
// The API refuses any change the table does not declare; the store board offers only declared next
// steps.
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';

export const ORDER_STATUSES = [
  'ORDER_PROCESSING',
  'ORDER_SCHEDULED',
  'ORDER_SENT',
  'ORDER_RECEIVED',
  'ORDER_READY',
  'ORDER_COMPLETE',
  'ORDER_REFUND_REQUESTED',
  'ORDER_REFUND_PROCESSED',
  'ORDER_ERROR',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderStatusInfo {
  /** What the order page says. */
  readonly message: string;
  /** What the order list says. */
  readonly listLabel: string;
}

const ERROR_MESSAGE =
  'There was a problem with your order. Try sending it again. If the problem persists, please contact support.';

/**
 * Message and list label per status, as the spec words them. List labels the spec does not show
 * (processing, scheduled, received) are ours; so is the scheduled message, which
 * `orderStatusMessage` fills in with the relative time.
 */
export const ORDER_STATUS_CATALOGUE: Readonly<Record<OrderStatus, OrderStatusInfo>> = {
  ORDER_PROCESSING: { message: 'Processing your order...', listLabel: 'Processing' },
  ORDER_SCHEDULED: { message: ERROR_MESSAGE, listLabel: 'Scheduled' },
  ORDER_SENT: { message: 'Waiting for the store to process your order...', listLabel: 'Order Placed' },
  ORDER_RECEIVED: {
    message: "Preparing your order... we'll let you know when it's ready.",
    listLabel: 'Preparing',
  },
  ORDER_READY: { message: 'Your order is ready for pickup!', listLabel: 'Ready for Pickup' },
  ORDER_COMPLETE: { message: 'Thanks for your order!', listLabel: 'Order Completed' },
  ORDER_REFUND_REQUESTED: {
    message: 'A refund is being processed for your order.',
    listLabel: 'Refund Requested',
  },
  ORDER_REFUND_PROCESSED: { message: 'Your order has been refunded.', listLabel: 'Refunded' },
  ORDER_ERROR: { message: ERROR_MESSAGE, listLabel: 'Status Unknown' },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * A stored status read back as the closed set it is. Only ORDER_TRANSITIONS' statuses are ever
 * written, so anything else is a damaged row, not a customer's input: it fails loudly.
 */
export function storedOrderStatus(value: string): OrderStatus {
  if (!isOrderStatus(value))
    throw new Error(`Stored order status ${JSON.stringify(value)} is not one of ORDER_STATUSES`);
  return value;
}

/** The catalogue entry of a status; anything unknown reads as ORDER_ERROR. */
export function orderStatusInfo(status: string | null | undefined): OrderStatusInfo {
  return ORDER_STATUS_CATALOGUE[status && isOrderStatus(status) ? status : 'ORDER_ERROR'];
}

export function orderStatusListLabel(status: string | null | undefined): string {
  return orderStatusInfo(status).listLabel;
}

/**
 * The order page's message. A scheduled order says when it will really be sent to the store: at its
 * make time (the pickup time less its store's make minutes, scheduled-orders.ts orderMakeTime, which
 * the API serves as the order's makeTime: the moment the scheduler sends it), 'in 20 minutes' for a
 * 2:30 pickup with 10 make minutes at 2:00; without a make time it falls back to the error text, as
 * the spec says.
 */
export function orderStatusMessage(
  status: string | null | undefined,
  scheduled?: { readonly makeTime: Date | null | undefined; readonly now: Date },
): string {
  if (status === 'ORDER_SCHEDULED' && scheduled?.makeTime) {
    const sendAt = scheduled.makeTime;
    if (sendAt.getTime() <= scheduled.now.getTime())
      return 'Your order is scheduled and is being sent to the store now.';
    const relative = formatDistanceStrict(sendAt, scheduled.now, {
      addSuffix: true,
      roundingMethod: 'ceil',
    });
    return `Your order is scheduled and will be sent to the store ${relative}.`;
  }
  return orderStatusInfo(status).message;
}

/**
 * The declared life of an order. Why each edge exists:
 * - PROCESSING is the moment between paying and the server storing the order; it ends scheduled,
 *   sent, or in error.
 * - SCHEDULED waits for its time, then is sent; it can fail, or be refunded if cancelled.
 * - SENT -> RECEIVED -> READY -> COMPLETE is the barista's path on the store board, one step at a time.
 * - ERROR may be sent again ("Try sending it again") or refunded.
 * - Any order whose money was taken can be refunded until it is refunded: REFUND_REQUESTED, then
 *   REFUND_PROCESSED, which is final. COMPLETE can only be refunded.
 * Same-status "changes" are not transitions.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  ORDER_PROCESSING: ['ORDER_SCHEDULED', 'ORDER_SENT', 'ORDER_ERROR'],
  ORDER_SCHEDULED: ['ORDER_SENT', 'ORDER_ERROR', 'ORDER_REFUND_REQUESTED'],
  ORDER_SENT: ['ORDER_RECEIVED', 'ORDER_ERROR', 'ORDER_REFUND_REQUESTED'],
  ORDER_RECEIVED: ['ORDER_READY', 'ORDER_ERROR', 'ORDER_REFUND_REQUESTED'],
  ORDER_READY: ['ORDER_COMPLETE', 'ORDER_REFUND_REQUESTED'],
  ORDER_COMPLETE: ['ORDER_REFUND_REQUESTED'],
  ORDER_REFUND_REQUESTED: ['ORDER_REFUND_PROCESSED'],
  ORDER_REFUND_PROCESSED: [],
  ORDER_ERROR: ['ORDER_SENT', 'ORDER_REFUND_REQUESTED'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses that may follow `from`, e.g. the store board's buttons. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** No further change is possible. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/**
 * Open orders in the barista's path, in the order they move: what a store board shows. An order in
 * any other status (processing, complete, refunded, in error) is not on the board.
 */
export const OPEN_STATUSES = [
  'ORDER_SCHEDULED',
  'ORDER_SENT',
  'ORDER_RECEIVED',
  'ORDER_READY',
] as const satisfies readonly OrderStatus[];

/** Statuses of an order still on its way to the customer (the "active order"). */
export function isOrderInProgress(status: OrderStatus): boolean {
  return (
    status === 'ORDER_PROCESSING' ||
    status === 'ORDER_SCHEDULED' ||
    status === 'ORDER_SENT' ||
    status === 'ORDER_RECEIVED' ||
    status === 'ORDER_READY'
  );
}

/** A refund asked for or made: the order's page shows where the money went. */
export function isRefundStatus(status: string | null | undefined): boolean {
  return status === 'ORDER_REFUND_REQUESTED' || status === 'ORDER_REFUND_PROCESSED';
}

/** Position after which an order id's characters are shown to customers. */
export const ORDER_ID_DISPLAY_OFFSET = 24;

/** The id as customers see it: its characters after position 24 (the whole id if it is shorter). */
export function displayOrderId(id: string): string {
  return id.length > ORDER_ID_DISPLAY_OFFSET ? id.slice(ORDER_ID_DISPLAY_OFFSET) : id;
}

/** The order id in a route segment: only the part after its last colon, URL-decoded first. */
export function orderIdFromRoute(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Keep a malformed escape as it came.
  }
  return decoded.slice(decoded.lastIndexOf(':') + 1);
}

/**
 * Whether an order can still change: any status with a way out, so a COMPLETE order too (it can be
 * refunded). A screen showing the order follows it live while this holds.
 */
export function canOrderStillChange(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length > 0;
}
