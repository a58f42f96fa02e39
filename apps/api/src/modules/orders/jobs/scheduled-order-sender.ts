// The scheduler: every scheduled order goes to its store at its make time (pickup time less the
// make minutes), whether a barista's board is paired there or not. The job is the order row itself:
// each pass reads the orders still ORDER_SCHEDULED whose make time has come (a partial index on the
// pickup time keeps that read small), and moves each with the same conditional transition every
// status change uses. Any number of servers may run it: only one of them wins each order, and only
// the winner publishes. Nothing is held in memory, so a restart before the make time loses nothing;
// a server that was down at the make time sends the order at its next pass.
//
// An order its store cannot take at that moment (closed at the pickup time, no terminal for its pickup
// method, an item 86'd: domain scheduled-orders.ts) fails instead, its payment goes back and the
// customer reads why. Once sent, the late-order watchdog covers it like any other order.
import {
  checkScheduledSend,
  latestDuePickup,
  scheduledOrderFailureMessages,
} from '@brewline/domain/orders/scheduled-orders';
import { PICKUP_METHODS, type PickupMethod } from '@brewline/domain/store-hours/pickup';
import { MAX_MAKE_MINUTES } from '@brewline/domain/store-hours/store-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import { storeStateNow } from '../../stores/store-service.ts';
import type { OrderEventBus } from '../life-cycle/order-events.ts';
import { failOrderAndReturnPayment } from '../life-cycle/order-failure.ts';
import { listOrderItems, listScheduledOrdersDue, type OrderRecord } from '../order-repository.ts';
import { changeOrderStatusFrom } from '../life-cycle/order-status-change.ts';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodic-job.ts';

/** How often a server looks for due orders: an order goes out at most this long after its make time. */
export const SCHEDULER_POLL_MS = 2000;

export interface SchedulerOptions {
  db: Db;
  payments: PaymentProvider;
  events: OrderEventBus;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
}

export interface SchedulerPass {
  sent: number;
  failed: number;
}

function isPickupMethod(value: string): value is PickupMethod {
  return (PICKUP_METHODS as readonly string[]).includes(value);
}

/**
 * Whether the store can take the order now: read from the database, not the store snapshot, so a
 * board's 86 or a terminal's disconnection on any server a moment ago counts.
 */
async function sendRefusal(
  db: Db,
  order: OrderRecord,
  state: Awaited<ReturnType<typeof storeStateNow>>,
): Promise<{ note: string; message: string } | null> {
  const items = await listOrderItems(db, order.id);
  if (!state || !order.scheduledFor || !isPickupMethod(order.pickupLocation)) {
    // A store that is gone, or a row this build cannot read, cannot take the order either.
    return {
      note: 'scheduled order not sent: store or pickup method unknown',
      message: scheduledOrderFailureMessages.STORE_CLOSED(order.totalCents),
    };
  }
  const check = checkScheduledSend({
    store: { ...state.store, terminals: state.terminals },
    method: order.pickupLocation,
    pickupAt: order.scheduledFor,
    items: items.map((item) => ({ productId: item.productId, name: item.productName })),
    unavailableProductIds: state.unavailableProductIds,
    totalCents: order.totalCents,
  });
  return check.ok ? null : { note: `scheduled order not sent: ${check.code}`, message: check.message };
}

/** One pass: every due scheduled order is sent, or failed with its payment returned. */
export async function sendDueScheduledOrders(options: SchedulerOptions): Promise<SchedulerPass> {
  const now = options.now();
  const pass: SchedulerPass = { sent: 0, failed: 0 };
  // Each store has its own make minutes (the back office sets them): read what the longest could make
  // due, then keep the orders whose own store's make time has come.
  const candidates = await listScheduledOrdersDue(options.db, latestDuePickup(now, MAX_MAKE_MINUTES));
  for (const order of candidates) {
    const state = await storeStateNow(options.db, order.storeId);
    const makeMinutes = state?.store.makeMinutes;
    if (
      makeMinutes !== undefined &&
      order.scheduledFor &&
      order.scheduledFor > latestDuePickup(now, makeMinutes)
    ) {
      continue;
    }
    const refusal = await sendRefusal(options.db, order, state);
    if (refusal) {
      const ended = await failOrderAndReturnPayment(options, order, now, {
        note: refusal.note,
        customerReason: refusal.message,
      });
      if (ended) pass.failed += 1;
      continue;
    }
    const change = await changeOrderStatusFrom(options, order, 'ORDER_SENT', now, {
      note: 'scheduler: make time',
    });
    // null: another server sent (or failed) it first, or the store refunded it meanwhile.
    if (change) pass.sent += 1;
  }
  return pass;
}

/** Runs a pass every `pollMs` (SCHEDULER_POLL_MS) on this server until stopped. */
export function startScheduler(options: SchedulerOptions): PeriodicJob {
  return startPeriodicJob(
    'scheduled orders pass',
    options.pollMs ?? SCHEDULER_POLL_MS,
    () => sendDueScheduledOrders(options),
    options.log,
  );
}
