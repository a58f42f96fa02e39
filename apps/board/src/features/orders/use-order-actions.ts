// The card buttons' calls: a step (advanceOrder) or a refund (refundOrder). Each order remembers its
// own pending call and last error, so one slow card never blocks the others.
import { useCallback, useState } from 'react';
import { useClient } from 'urql';
import { AdvanceOrderMutation } from '../../api/advance-order-mutation.ts';
import { RefundOrderMutation } from '../../api/refund-order-mutation.ts';
import { boardErrorMessage } from '../../lib/api-errors.ts';
import type { BoardOrder } from './board-order.ts';

export interface OrderActions {
  readonly busy: ReadonlySet<string>;
  readonly errors: ReadonlyMap<string, string>;
  readonly advance: (orderId: string, status: string) => Promise<void>;
  /** Resolves to the error message, or null when the refund was accepted. */
  readonly refund: (orderId: string, reason: string) => Promise<string | null>;
}

export function useOrderActions(applyChange: (order: BoardOrder) => void, reload: () => void): OrderActions {
  const client = useClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());

  const mark = useCallback((orderId: string, pending: boolean, error: string | null) => {
    setBusy((current) => {
      const next = new Set(current);
      if (pending) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
    setErrors((current) => {
      if (!error && !current.has(orderId)) return current;
      const next = new Map(current);
      if (error) next.set(orderId, error);
      else next.delete(orderId);
      return next;
    });
  }, []);

  const advance = useCallback(
    async (orderId: string, status: string) => {
      mark(orderId, true, null);
      const result = await client.mutation(AdvanceOrderMutation, { orderId, status }).toPromise();
      if (result.data) {
        applyChange(result.data.advanceOrder);
        mark(orderId, false, null);
      } else {
        mark(
          orderId,
          false,
          result.error ? boardErrorMessage(result.error) : 'The order could not be updated.',
        );
        // Another terminal may have moved it already: show what the server has now.
        reload();
      }
    },
    [applyChange, client, mark, reload],
  );

  const refund = useCallback(
    async (orderId: string, reason: string) => {
      mark(orderId, true, null);
      const result = await client.mutation(RefundOrderMutation, { orderId, reason }).toPromise();
      if (result.data) {
        applyChange(result.data.refundOrder);
        mark(orderId, false, null);
        return null;
      }
      mark(orderId, false, null);
      reload();
      return result.error ? boardErrorMessage(result.error) : 'The refund could not be made.';
    },
    [applyChange, client, mark, reload],
  );

  return { busy, errors, advance, refund };
}
