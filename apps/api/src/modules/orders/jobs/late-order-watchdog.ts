// An order that no terminal has received within the allowed time will not be made: it goes to
// ORDER_ERROR, its payment goes back, and the customer sees the catalogue's message. Runs on every
// worker (ROLE); the conditional transition makes sure only one of them acts on each order.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import type { OrderEventBus } from '../life-cycle/order-events.ts';
import { failOrderAndReturnPayment } from '../life-cycle/order-failure.ts';
import { listOrdersWaiting } from '../order-repository.ts';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodic-job.ts';

export interface WatchdogOptions {
  db: Db;
  payments: PaymentProvider;
  events: OrderEventBus;
  now: () => Date;
  lateAfterMs: number;
  log: FastifyBaseLogger;
}

export async function failLateOrders(options: WatchdogOptions): Promise<number> {
  const now = options.now();
  const late = await listOrdersWaiting(
    options.db,
    ['ORDER_SENT'],
    new Date(now.getTime() - options.lateAfterMs),
  );
  let failed = 0;
  for (const order of late) {
    const ended = await failOrderAndReturnPayment(options, order, now, {
      note: 'no terminal received the order in time',
      customerReason: null,
    });
    if (ended) failed += 1;
  }
  return failed;
}

export function startLateOrderWatchdog(options: WatchdogOptions): PeriodicJob {
  return startPeriodicJob(
    'late order watchdog',
    Math.min(5000, options.lateAfterMs),
    () => failLateOrders(options),
    options.log,
  );
}
