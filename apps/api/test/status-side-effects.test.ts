// hasStatusSideEffects decides whether a status change may be stored in one statement without a
// transaction (order-repository.ts): it must say "none" exactly for the statuses whose side effects
// touch nothing. A transaction that throws on any use tells which ones do.
import { ORDER_STATUSES } from '@brewline/domain/orders/order-status';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import {
  applyStatusSideEffects,
  hasStatusSideEffects,
} from '../src/modules/orders/life-cycle/status-side-effects.ts';

class TouchedDatabase extends Error {}

const untouchable = new Proxy(
  {},
  {
    get() {
      throw new TouchedDatabase();
    },
  },
) as Tx;

describe('hasStatusSideEffects', () => {
  it.each(ORDER_STATUSES)('matches what moving to %s writes besides the status', async (status) => {
    const applied = applyStatusSideEffects(untouchable, { orderId: 'o-1', status, at: new Date() });
    if (hasStatusSideEffects(status)) await expect(applied).rejects.toBeInstanceOf(TouchedDatabase);
    else await expect(applied).resolves.toBeUndefined();
  });

  it('stores the board’s Received and the scheduler’s Sent in one statement, and Ready with its e-mail', () => {
    expect(hasStatusSideEffects('ORDER_RECEIVED')).toBe(false);
    expect(hasStatusSideEffects('ORDER_SENT')).toBe(false);
    expect(hasStatusSideEffects('ORDER_READY')).toBe(true);
    expect(hasStatusSideEffects('ORDER_COMPLETE')).toBe(true);
  });
});
