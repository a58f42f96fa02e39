// Never money without what it paid for, even when something failed in between: the customer paid and
// closed the app, our server died mid-submission, the provider timed out while we refused an order.
// After `afterMs` (long enough for any retry of the client's to have come):
// - an order payment that succeeded and that no order took is refunded through the provider;
// - a card reload that succeeded and was never recorded is recorded on the card it was bound to,
//   exactly as the member's own retry would (once per payment; a card no longer theirs is refunded);
// - a refund we recorded whose provider call never completed is sent again (whole payments and
//   order refunds, all or part, alike).
// Runs on every worker (ROLE): conditional updates, the one-reload-per-payment index and the providers'
// idempotency keys let only one of them act on each payment.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  listOrphanOrderPayments,
  listUnrecordedReloads,
  listUnsettledRefunds,
} from '../../../payments/payment-intent-repository.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import { upsertAddBalance } from '../../cards/card-reload-service.ts';
import { listUnsettledOrderRefunds, settleOrderRefund } from '../refunds/order-refund-service.ts';
import { startPeriodicJob, type PeriodicJob } from '../../../jobs/periodic-job.ts';

export interface PaymentRecoveryOptions {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  /** How long a succeeded payment may wait for its order before it is refunded. */
  afterMs: number;
  log: FastifyBaseLogger;
}

/** An unsettled refund is sent again after this long (or after `afterMs`, if that is shorter). */
const SETTLE_AFTER_MS = 60_000;

export interface RecoveryPass {
  refunded: number;
  reloaded: number;
  settled: number;
  failed: number;
}

export async function recoverPayments(options: PaymentRecoveryOptions): Promise<RecoveryPass> {
  const now = options.now().getTime();
  const pass: RecoveryPass = { refunded: 0, reloaded: 0, settled: 0, failed: 0 };
  const before = new Date(now - options.afterMs);
  const orphans = await listOrphanOrderPayments(options.db, before);
  for (const intent of orphans) {
    try {
      if (await options.payments.refundUnclaimed(intent.id)) {
        pass.refunded += 1;
        options.log.warn(
          { paymentIntentId: intent.id, amountCents: intent.amountCents, cartId: intent.cartId },
          'refunded a payment no order took',
        );
      }
    } catch (error) {
      pass.failed += 1;
      options.log.error(
        { err: error, paymentIntentId: intent.id },
        'could not refund a payment no order took',
      );
    }
  }
  for (const intent of await listUnrecordedReloads(options.db, before)) {
    const memberId = intent.reloadMemberId ?? '';
    try {
      const recorded = await upsertAddBalance(
        { db: options.db, payments: options.payments, now: options.now() },
        memberId,
        {
          paymentIntentId: intent.id,
          giftCardNumber: intent.reloadCardNumber ?? '',
          balanceToAdd: intent.amountCents,
        },
      );
      if (recorded.added) pass.reloaded += 1;
      options.log.warn(
        { paymentIntentId: intent.id, memberId },
        'recorded a paid card reload the app never recorded',
      );
    } catch (error) {
      pass.failed += 1;
      options.log.error({ err: error, paymentIntentId: intent.id }, 'could not record a paid card reload');
    }
  }
  const unsettled = await listUnsettledRefunds(
    options.db,
    new Date(now - Math.min(SETTLE_AFTER_MS, options.afterMs)),
  );
  for (const intent of unsettled) {
    try {
      if (await options.payments.settleRefund(intent.id)) pass.settled += 1;
    } catch (error) {
      pass.failed += 1;
      options.log.error({ err: error, paymentIntentId: intent.id }, 'could not settle a recorded refund');
    }
  }
  for (const refund of await listUnsettledOrderRefunds(
    options.db,
    new Date(now - Math.min(SETTLE_AFTER_MS, options.afterMs)),
  )) {
    const settled = await settleOrderRefund(
      { db: options.db, payments: options.payments, now: options.now() },
      refund,
    );
    if (settled) pass.settled += 1;
    else {
      pass.failed += 1;
      options.log.error({ refundId: refund.id, orderId: refund.orderId }, 'could not settle an order refund');
    }
  }
  return pass;
}

export function startPaymentRecovery(options: PaymentRecoveryOptions): PeriodicJob {
  return startPeriodicJob(
    'payment recovery',
    Math.min(60_000, Math.max(1000, Math.floor(options.afterMs / 4))),
    () => recoverPayments(options),
    options.log,
  );
}
