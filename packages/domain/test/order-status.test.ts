import { describe, expect, it } from 'vitest';
import {
  OPEN_STATUSES,
  ORDER_STATUSES,
  canTransition,
  displayOrderId,
  isFinalOrderStatus,
  isOrderInProgress,
  isRefundStatus,
  nextOrderStatuses,
  orderIdFromRoute,
  orderStatusInfo,
  orderStatusListLabel,
  orderStatusMessage,
} from '../src/orders/order-status.ts';
import type { OrderStatus } from '../src/orders/order-status.ts';
import { orderMakeTime } from '../src/orders/scheduled-orders.ts';

const ERROR_TEXT =
  'There was a problem with your order. Try sending it again. If the problem persists, please contact support.';

describe('status catalogue', () => {
  it.each<[OrderStatus, string, string]>([
    ['ORDER_PROCESSING', 'Processing your order...', 'Processing'],
    ['ORDER_SENT', 'Waiting for the store to process your order...', 'Order Placed'],
    ['ORDER_RECEIVED', "Preparing your order... we'll let you know when it's ready.", 'Preparing'],
    ['ORDER_READY', 'Your order is ready for pickup!', 'Ready for Pickup'],
    ['ORDER_COMPLETE', 'Thanks for your order!', 'Order Completed'],
    ['ORDER_REFUND_REQUESTED', 'A refund is being processed for your order.', 'Refund Requested'],
    ['ORDER_REFUND_PROCESSED', 'Your order has been refunded.', 'Refunded'],
    ['ORDER_ERROR', ERROR_TEXT, 'Status Unknown'],
  ])('%s says %j and lists as %j', (status, message, label) => {
    expect(orderStatusMessage(status)).toBe(message);
    expect(orderStatusListLabel(status)).toBe(label);
  });

  it('reads an unknown status as ORDER_ERROR', () => {
    expect(orderStatusInfo('ORDER_LOST')).toEqual({ message: ERROR_TEXT, listLabel: 'Status Unknown' });
    expect(orderStatusInfo(null).listLabel).toBe('Status Unknown');
    expect(orderStatusMessage(undefined)).toBe(ERROR_TEXT);
  });

  it("tells a scheduled order when it will really be sent (its make time, from its store's make minutes), else falls back to the error text", () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const pickup = new Date('2026-05-01T12:39:00Z');
    // A store with 4 make minutes sends a 12:39 pickup at 12:35; one with 25 at 12:14.
    expect(orderStatusMessage('ORDER_SCHEDULED', { makeTime: orderMakeTime(pickup, 4), now })).toBe(
      'Your order is scheduled and will be sent to the store in 35 minutes.',
    );
    expect(orderStatusMessage('ORDER_SCHEDULED', { makeTime: orderMakeTime(pickup, 25), now })).toBe(
      'Your order is scheduled and will be sent to the store in 14 minutes.',
    );
    expect(orderStatusMessage('ORDER_SCHEDULED', { makeTime: new Date('2026-05-01T11:58:00Z'), now })).toBe(
      'Your order is scheduled and is being sent to the store now.',
    );
    expect(orderStatusMessage('ORDER_SCHEDULED', { makeTime: null, now })).toBe(ERROR_TEXT);
    expect(orderStatusMessage('ORDER_SCHEDULED')).toBe(ERROR_TEXT);
    expect(orderStatusListLabel('ORDER_SCHEDULED')).toBe('Scheduled');
  });
});

describe('transitions', () => {
  it('follows the barista path one step at a time', () => {
    expect(canTransition('ORDER_SCHEDULED', 'ORDER_SENT')).toBe(true);
    expect(canTransition('ORDER_SENT', 'ORDER_RECEIVED')).toBe(true);
    expect(canTransition('ORDER_RECEIVED', 'ORDER_READY')).toBe(true);
    expect(canTransition('ORDER_READY', 'ORDER_COMPLETE')).toBe(true);
    expect(canTransition('ORDER_SENT', 'ORDER_READY')).toBe(false);
    expect(canTransition('ORDER_RECEIVED', 'ORDER_COMPLETE')).toBe(false);
  });

  it('never goes backwards', () => {
    expect(canTransition('ORDER_READY', 'ORDER_RECEIVED')).toBe(false);
    expect(canTransition('ORDER_COMPLETE', 'ORDER_READY')).toBe(false);
    expect(canTransition('ORDER_SENT', 'ORDER_SCHEDULED')).toBe(false);
  });

  it('refunds in two steps and ends there', () => {
    expect(canTransition('ORDER_COMPLETE', 'ORDER_REFUND_REQUESTED')).toBe(true);
    expect(canTransition('ORDER_REFUND_REQUESTED', 'ORDER_REFUND_PROCESSED')).toBe(true);
    expect(canTransition('ORDER_COMPLETE', 'ORDER_REFUND_PROCESSED')).toBe(false);
    expect(nextOrderStatuses('ORDER_REFUND_PROCESSED')).toEqual([]);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['ORDER_REFUND_PROCESSED']);
  });

  it('lets an order in error be sent again or refunded', () => {
    expect(nextOrderStatuses('ORDER_ERROR')).toEqual(['ORDER_SENT', 'ORDER_REFUND_REQUESTED']);
    expect(canTransition('ORDER_COMPLETE', 'ORDER_ERROR')).toBe(false);
  });

  it('has no self-transitions and every edge stays inside the statuses', () => {
    for (const from of ORDER_STATUSES) {
      expect(canTransition(from, from)).toBe(false);
      for (const to of nextOrderStatuses(from)) expect(ORDER_STATUSES).toContain(to);
    }
  });

  it('reaches a final status from every status', () => {
    for (const start of ORDER_STATUSES) {
      const seen = new Set<OrderStatus>([start]);
      const queue: OrderStatus[] = [start];
      while (queue.length > 0) {
        const current = queue.shift() as OrderStatus;
        for (const next of nextOrderStatuses(current)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.has('ORDER_REFUND_PROCESSED')).toBe(true);
    }
  });

  it('counts an order in progress until it is complete', () => {
    expect(ORDER_STATUSES.filter(isOrderInProgress)).toEqual([
      'ORDER_PROCESSING',
      'ORDER_SCHEDULED',
      'ORDER_SENT',
      'ORDER_RECEIVED',
      'ORDER_READY',
    ]);
  });

  it('names the two refund statuses', () => {
    expect(ORDER_STATUSES.filter(isRefundStatus)).toEqual([
      'ORDER_REFUND_REQUESTED',
      'ORDER_REFUND_PROCESSED',
    ]);
    expect(isRefundStatus(null)).toBe(false);
  });
});

describe('open orders (a store board)', () => {
  it('follow the transition table, one step after another, and none is final', () => {
    OPEN_STATUSES.forEach((status, index) => {
      expect(isFinalOrderStatus(status)).toBe(false);
      const next = OPEN_STATUSES[index + 1];
      if (next) expect(canTransition(status, next)).toBe(true);
    });
  });

  it('leave out an order not yet scheduled and every order that has ended', () => {
    for (const gone of [
      'ORDER_PROCESSING',
      'ORDER_COMPLETE',
      'ORDER_REFUND_PROCESSED',
      'ORDER_ERROR',
    ] as const)
      expect(OPEN_STATUSES).not.toContain(gone);
  });
});

describe('order ids', () => {
  it('shows the characters after position 24', () => {
    expect(displayOrderId('brewline:order:2026-05-0A1B2C3')).toBe('A1B2C3');
    expect(displayOrderId('123456789012345678901234X')).toBe('X');
    expect(displayOrderId('short-id')).toBe('short-id');
  });

  it('takes a route id after its last colon', () => {
    expect(orderIdFromRoute('store:12:order:abc123')).toBe('abc123');
    expect(orderIdFromRoute('store%3A12%3Aabc')).toBe('abc');
    expect(orderIdFromRoute('abc123')).toBe('abc123');
    expect(orderIdFromRoute('x:%E0%A4%A')).toBe('%E0%A4%A');
  });
});
