// Demo terminals (DEMO_TERMINALS=auto): until a store has a real store board, they play the barista
// and move each order SENT -> RECEIVED -> READY -> COMPLETE, one step every `stepMs`. Scheduled
// orders reach the store through the scheduler (scheduled-order-sender.ts), which runs at every store,
// with or without demo terminals. They read and write only the database with conditional updates,
// so any number of servers may run them, and a restart loses nothing.
import { isOrderStatus, type OrderStatus } from '@brewline/domain/orders/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { OrderEventBus } from '../life-cycle/order-events.ts';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodic-job.ts';
import { storesWithPairedBoards } from '../../terminals/terminal-credentials.ts';
import { listOrdersWaiting } from '../order-repository.ts';
import { changeOrderStatusFrom } from '../life-cycle/order-status-change.ts';

const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = {
  ORDER_SENT: 'ORDER_RECEIVED',
  ORDER_RECEIVED: 'ORDER_READY',
  ORDER_READY: 'ORDER_COMPLETE',
};

export interface DemoTerminalOptions {
  db: Db;
  events: OrderEventBus;
  now: () => Date;
  stepMs: number;
  log: FastifyBaseLogger;
}

/** One pass: every order whose current step has lasted `stepMs` moves on. Returns how many moved. */
export async function advanceDemoOrders(options: DemoTerminalOptions): Promise<number> {
  const now = options.now();
  let moved = 0;
  const due = await listOrdersWaiting(
    options.db,
    ['ORDER_SENT', 'ORDER_RECEIVED', 'ORDER_READY'],
    new Date(now.getTime() - options.stepMs),
  );
  // A store with a paired board has a barista: its orders move only when the barista moves them.
  const staffed = await storesWithPairedBoards(options.db);
  for (const order of due) {
    if (staffed.has(order.storeId)) continue;
    if (!isOrderStatus(order.status)) continue;
    const to = NEXT_STEP[order.status];
    if (!to) continue;
    const change = await changeOrderStatusFrom(options, order, to, now, { note: 'demo terminal' });
    if (change) moved += 1;
  }
  return moved;
}

/** Runs a pass every second until stopped. */
export function startDemoTerminals(options: DemoTerminalOptions): PeriodicJob {
  return startPeriodicJob(
    'demo terminals pass',
    Math.min(1000, options.stepMs),
    () => advanceDemoOrders(options),
    options.log,
  );
}
