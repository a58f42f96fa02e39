// COMPLETE ORDER, end to end: a payment intent for the priced total, the card confirmed at the payment
// provider from the browser, then the order sent with the intent id; or, with Brewline Cards (or a
// reward that leaves nothing to pay), the order sent with the card payments, which the server debits
// in the order's own transaction. On success the active order id is stored, checkout state and cart
// are reset, the member's profile (card balances) is reloaded and the customer goes to /orders/active.
//
// Money and orders must agree: a declined card keeps the intent for another card; an intent that
// succeeded is never confirmed again (a retry only re-sends the order, which is idempotent on the cart
// uuid); a refusal from the server after payment drops the intent (the server refunded it), while a
// lost answer keeps it, since the server may have taken the order.
//
// Refuse before charging: just before the card is confirmed the server is asked whether it would take
// the order now (checkCustomerOrder: store open, the method's terminal connected, every line sold,
// totals current). A refusal there moves no money; only a change in the moment between that answer
// and the order reaching the server is refused after payment, and refunded.
import { CURRENCY } from '@brewline/domain/money/money';
import { messages } from '@brewline/domain/messages/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation } from 'urql';
import { useLocation } from 'wouter';
import { writeActiveOrderId, writeOrderViewerKey } from '../../../lib/active-order.ts';
import { useCart } from '../../../lib/cart-context.tsx';
import { writeCartNotice } from '../../../lib/cart-notice.ts';
import { describeApiError, type ApiFailure } from '../../../lib/graphql-errors.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { CheckCustomerOrderQuery } from '../api/check-customer-order-query.ts';
import { CreateOrderPaymentIntentMutation } from '../api/create-order-payment-intent-mutation.ts';
import { SendCustomerOrderMutation } from '../api/send-customer-order-mutation.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import {
  buildOrderInput,
  paymentIntentKey,
  type OrderPayment,
  type PricedTotals,
} from './build-order-input.ts';
import { useCheckout } from './checkout-context.tsx';
import type { StoredPaymentIntent } from './checkout-state.ts';

export interface CompleteOrder {
  /** The intent ready for a card (its client secret exists); null while it is being made. */
  readonly intent: StoredPaymentIntent | null;
  readonly submitting: boolean;
  readonly error: string | null;
  /** Confirms the payment with the provider's form (sandbox card form or Stripe), then sends the order. */
  readonly submit: (confirm: PaymentConfirmer) => Promise<void>;
  /** Sends the order paid with Brewline Cards, or with nothing when a reward paid for all of it. */
  readonly submitWithout: (payment: Exclude<OrderPayment, { kind: 'intent' }>) => Promise<void>;
  /** Shows a message in the error banner (a check the step made itself). */
  readonly setError: (message: string | null) => void;
  /** Asks for the intent again after making it failed. */
  readonly retryIntent: () => void;
}

interface Options {
  readonly storeId: number | null;
  readonly totals: PricedTotals | null;
  /** The store takes orders, the pricing is current and a card pays: an intent may be made. */
  readonly ready: boolean;
  /** Asks for the cart's price again (after the server refused the amount). */
  readonly reprice: () => void;
  /** The claimed reward the totals were priced with, or null. */
  readonly rewardId?: string | null;
  /** The server refused a Brewline Card (balance moved, not the member's): reload the cards. */
  readonly onCardRefused?: () => void;
  /** The server refused the reward (used, removed, expired): it leaves the order. */
  readonly onRewardRefused?: () => void;
}

export function useCompleteOrder({
  storeId,
  totals,
  ready,
  reprice,
  rewardId = null,
  onCardRefused,
  onRewardRefused,
}: Options): CompleteOrder {
  const { state, update, reset } = useCheckout();
  const { refetch: reloadProfile, signedIn } = useSession();
  const { cartId, lines, removeLine, resetCart } = useCart();
  const [, navigate] = useLocation();
  const [, createIntent] = useMutation(CreateOrderPaymentIntentMutation);
  const [, sendOrder] = useMutation(SendCustomerOrderMutation);
  const client = useClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Refs, not state: two clicks in one frame must not both get through.
  const busy = useRef(false);
  const requestedKey = useRef<string | null>(null);

  const key =
    storeId !== null && totals ? paymentIntentKey(cartId, storeId, totals.totalCents, rewardId) : null;
  const intent = state.paymentIntent && state.paymentIntent.key === key ? state.paymentIntent : null;

  const fail = useCallback(
    (failure: ApiFailure, phase: 'intent' | 'check' | 'send') => {
      if (failure.code === 'ITEMS_UNAVAILABLE') {
        for (const lineId of failure.lineIds) removeLine(lineId);
        writeCartNotice(failure.message);
        update({ paymentIntent: null });
        navigate('~/cart');
        return;
      }
      if (failure.code === 'PICKUP_METHOD_UNAVAILABLE') {
        // The store still takes orders, only not this way: the customer picks another method.
        update({ pickupDone: false, pickupLocation: null, paymentIntent: null });
        requestedKey.current = null;
        navigate('/pickup', { state: { notice: failure.message } });
        return;
      }
      if (!failure.network && phase === 'send') {
        // The server refused the paid order and gave the money back: the next try needs a new intent.
        update({ paymentIntent: null });
        requestedKey.current = null;
      }
      if (failure.code === 'AMOUNT_MISMATCH') reprice();
      if (failure.code === 'CARD_PAYMENT_REFUSED') onCardRefused?.();
      if (failure.code === 'REWARD_UNAVAILABLE') onRewardRefused?.();
      setError(failure.message);
    },
    [navigate, removeLine, reprice, update, onCardRefused, onRewardRefused],
  );

  const succeed = useCallback(
    (orderId: string, viewerKey: string | null) => {
      if (viewerKey) writeOrderViewerKey(orderId, viewerKey);
      writeActiveOrderId(orderId);
      navigate('~/orders/active');
      reset();
      resetCart();
      // Card balances and rewards changed: the profile shows the new ones
      // (docs/product/ordering.md#order-success).
      if (signedIn) reloadProfile();
    },
    [navigate, reloadProfile, reset, resetCart, signedIn],
  );

  const makeIntent = useCallback(async (): Promise<StoredPaymentIntent | null> => {
    if (storeId === null || !totals || key === null) return null;
    const order = buildOrderInput(
      cartId,
      lines,
      totals,
      state,
      { kind: 'intent', paymentIntentId: null },
      rewardId,
    );
    const result = await createIntent({ currency: CURRENCY, amount: totals.totalCents, storeId, order });
    const made = result.data?.createStripeOrderPaymentIntent;
    if (!made) {
      if (result.error) fail(describeApiError(result.error), 'intent');
      else setError(messages.PAYMENT_ERROR());
      return null;
    }
    const stored: StoredPaymentIntent = {
      id: made.id,
      paymentIntentId: made.paymentIntentId,
      clientSecret: made.clientSecret,
      amount: made.amount,
      key,
      succeeded: made.status === 'succeeded',
    };
    update({ paymentIntent: stored, total: totals.totalCents });
    return stored;
  }, [cartId, createIntent, fail, key, lines, rewardId, state, storeId, totals, update]);

  // The card form needs the intent's client secret, so the intent is made as the step opens (and
  // again when the total changes). One request per key, even under StrictMode's double effects.
  useEffect(() => {
    if (!ready || key === null || intent || requestedKey.current === key) return;
    requestedKey.current = key;
    void makeIntent();
  }, [ready, key, intent, makeIntent]);

  // One submission at a time (a double tap is one order), and only for a cart that can be sent.
  const exclusively = useCallback(
    async (run: (storeId: number, totals: PricedTotals) => Promise<void>) => {
      if (busy.current || storeId === null || !totals) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        await run(storeId, totals);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [storeId, totals],
  );

  /** Sends the order paid by `payment`, then opens its page or says why it was not taken. */
  const sendPaidOrder = useCallback(
    async (storeId: number, orderTotals: PricedTotals, payment: OrderPayment) => {
      // Idempotent on the cart uuid: a retry after a lost answer is the same order, debited once.
      const order = buildOrderInput(cartId, lines, orderTotals, state, payment, rewardId);
      const result = await sendOrder({ order, storeId });
      const sent = result.data?.sendCustomerOrder;
      if (!sent) {
        if (result.error) fail(describeApiError(result.error), 'send');
        else setError(messages.UNABLE_TO_PROCESS_ORDER());
        return;
      }
      succeed(sent.id, sent.viewerKey);
    },
    [cartId, fail, lines, rewardId, sendOrder, state, succeed],
  );

  const submit = useCallback(
    (confirm: PaymentConfirmer) =>
      exclusively(async (storeId, orderTotals) => {
        let paying = intent ?? (await makeIntent());
        if (!paying) return;
        if (!paying.succeeded) {
          const order = buildOrderInput(
            cartId,
            lines,
            orderTotals,
            state,
            { kind: 'intent', paymentIntentId: paying.paymentIntentId },
            rewardId,
          );
          const check = await client
            .query(CheckCustomerOrderQuery, { order, storeId }, { requestPolicy: 'network-only' })
            .toPromise();
          if (check.error) {
            fail(describeApiError(check.error), 'check');
            return;
          }
          const confirmed = await confirm(paying).catch(() => null);
          if (!confirmed) {
            setError(messages.ALERT_NETWORK());
            return;
          }
          if (confirmed.status !== 'succeeded') {
            setError(
              confirmed.errorMessage
                ? messages.PAYMENT_UNSUCCESSFUL_WITH_REASON({ reason: confirmed.errorMessage })
                : messages.PAYMENT_UNSUCCESSFUL(),
            );
            return;
          }
          paying = { ...paying, succeeded: true };
          update({ paymentIntent: paying });
        }
        await sendPaidOrder(storeId, orderTotals, {
          kind: 'intent',
          paymentIntentId: paying.paymentIntentId,
        });
      }),
    [cartId, client, exclusively, fail, intent, lines, makeIntent, rewardId, sendPaidOrder, state, update],
  );

  const submitWithout = useCallback(
    (payment: Exclude<OrderPayment, { kind: 'intent' }>) =>
      exclusively((storeId, orderTotals) => sendPaidOrder(storeId, orderTotals, payment)),
    [exclusively, sendPaidOrder],
  );

  const retryIntent = useCallback(() => {
    setError(null);
    requestedKey.current = key;
    void makeIntent();
  }, [key, makeIntent]);

  return { intent, submitting, error, submit, submitWithout, setError, retryIntent };
}
