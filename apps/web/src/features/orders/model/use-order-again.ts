// Order again: asks the server for the past order's lines at the store the customer orders from now
// (reorderCart decides what that store still sells and its prices), adds them to the cart in one
// edit, hands the cart page the notice of what was left out, and goes to the cart. Without a store,
// the store picker opens first and the order follows once one is chosen.
import type { CartLine, SessionCart } from '@brewline/domain/orders/cart';
import { addLine } from '@brewline/domain/orders/cart-edits';
import { messages } from '@brewline/domain/messages/messages';
import { ok, type Result } from '@brewline/domain/lib/result';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { useCart } from '../../../lib/cart-context.tsx';
import { writeCartNotice } from '../../../lib/cart-notice.ts';
import { describeApiError } from '../../../lib/graphql-errors.ts';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';
import { ReorderCartQuery } from '../api/reorder-cart-query.ts';

export interface OrderAgain {
  orderAgain: () => void;
  busy: boolean;
  /** Why nothing was added (nothing sold at the store, a full cart, a failed call). */
  problem: string | null;
}

/** Every line or none: a cart that cannot take them all is left as it was. */
function addAll(cart: SessionCart, lines: readonly CartLine[]): Result<SessionCart> {
  let next = cart;
  for (const line of lines) {
    const added = addLine(next, line);
    if (!added.ok) return added;
    next = added.value;
  }
  return ok(next);
}

export function useOrderAgain(orderId: string): OrderAgain {
  const client = useClient();
  const { storeId, pickerOpen, setPickerOpen } = useSelectedStore();
  const { edit } = useCart();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitingForStore, setWaitingForStore] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (atStore: number) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      try {
        const result = await client
          .query(ReorderCartQuery, { orderId, storeId: atStore }, { requestPolicy: 'network-only' })
          .toPromise();
        const answer = result.data?.reorderCart;
        if (result.error || !answer) {
          setProblem(result.error ? describeApiError(result.error).message : messages.ALERT_FALLBACK());
          return;
        }
        const lines: CartLine[] = answer.pricing.lines.map((line) => ({
          lineId: line.lineId,
          productId: line.productId,
          sizeId: line.sizeId,
          versionId: line.versionId ?? null,
          quantity: line.quantity,
          modifiers: line.modifiers.map((m) => ({ modifierId: m.modifierId, quantity: m.quantity })),
          isSent: true,
        }));
        if (lines.length === 0) {
          setProblem(answer.notice ?? messages.ALERT_FALLBACK());
          return;
        }
        const refusal = edit((cart) => addAll(cart, lines));
        if (refusal) {
          setProblem(refusal);
          return;
        }
        if (answer.notice) writeCartNotice(answer.notice);
        navigate('~/cart');
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [client, orderId, edit, navigate],
  );

  // After the picker: go on once a store is chosen; stop waiting if it was closed without one.
  useEffect(() => {
    if (!waitingForStore) return;
    if (storeId !== null) {
      setWaitingForStore(false);
      void run(storeId);
    } else if (!pickerOpen) {
      setWaitingForStore(false);
    }
  }, [waitingForStore, storeId, pickerOpen, run]);

  const orderAgain = useCallback(() => {
    if (storeId === null) {
      setWaitingForStore(true);
      setPickerOpen(true, messages.ORDER_AGAIN_CHOOSE_STORE());
      return;
    }
    void run(storeId);
  }, [storeId, run, setPickerOpen]);

  return { orderAgain, busy: busy || waitingForStore, problem };
}
