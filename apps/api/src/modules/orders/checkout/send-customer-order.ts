// sendCustomerOrder: the order is committed only when the store can take it, the items are still
// sold there, the totals are the server's and the payment succeeded for exactly that amount. It is
// idempotent on the session cart's id. If anything refuses the order after the money moved, the
// payment goes back and the customer is told: never money without an order, nor an order without money.
//
// An order is paid one way (domain order-payment-plan.ts): a credit card (a payment intent that succeeded
// for exactly the total), the member's Brewline Cards (payments adding up to exactly the total,
// debited in the order's own transaction), or nothing when a claimed free-drink reward left nothing
// to pay. A reward is checked here and consumed in the same transaction; card debits and the reward
// roll back with the order, so a refusal there has moved no money. The checks before payment are in
// customer-order-checks.ts, the payment's own in order-payment-checks.ts.
import { orderPaymentPlan } from '@brewline/domain/orders/order-payment-plan';
import type { OrderStatus } from '@brewline/domain/orders/order-status';
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import type { CartPricing } from '../../pricing/cart-pricing.ts';
import {
  checkOrderBeforePayment,
  validateInput,
  type CheckedOrder,
  type OrderCheckDeps,
  type OrderFields,
} from './customer-order-checks.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import type { OrderEventBus } from '../life-cycle/order-events.ts';
import {
  checkCardsOfMember,
  creditCardPaymentFor,
  outcomeError,
  PAYMENT_ERROR_CODES,
} from './order-payment-checks.ts';
import { placeOrder } from './order-placement.ts';
import type { CardDebit } from '../../cards/order-card-payments.ts';
import { findOrderByCart, type NewOrder, type NewOrderItem } from '../order-repository.ts';
import { publishStatusChange } from '../life-cycle/order-status-change.ts';
import { newViewerKey } from '../life-cycle/order-viewer.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface OrderDeps extends OrderCheckDeps {
  payments: PaymentProvider;
  events: OrderEventBus;
}

export interface SentOrder {
  id: string;
  status: { status: string };
  /** The order's secret for the browser that placed it (order-viewer.ts); a retry gets it again. */
  viewerKey: string | null;
}

const sent = (order: { id: string; status: string; viewerKey: string | null }): SentOrder => ({
  id: order.id,
  status: { status: order.status },
  viewerKey: order.viewerKey,
});

export async function sendCustomerOrder(
  deps: OrderDeps,
  input: CustomerOrderInput,
  storeId: number,
): Promise<SentOrder> {
  // The same cart again (a retry, a double click, a second tab) gets the same answer: the order
  // already placed for it. It is not looked up before a new order (that lookup would cost every order
  // a round trip): the placing statement meets it as a conflict on the cart id, and every refusal
  // looks for it before refusing, so whatever would have stopped the replay answers it instead.
  const placedBefore = async (): Promise<SentOrder | null> => {
    const existing = await findOrderByCart(deps.db, input.cartId);
    return existing ? sent(existing) : null;
  };
  // With Stripe the order asks the provider before placing: a replay must not wait for (or fail on)
  // that call, so there the order already placed is looked up first, as always.
  if (!deps.payments.recordIsAuthoritative) {
    const replay = await placedBefore();
    if (replay) return replay;
  }

  let fields: OrderFields;
  try {
    fields = validateInput(input, deps.memberId !== null);
  } catch (error) {
    const replay = await placedBefore();
    if (replay) return replay;
    throw error;
  }
  const refuse = refusal(deps, placedBefore, fields.creditCard);

  let checked: CheckedOrder;
  try {
    checked = await checkOrderBeforePayment(deps, input, storeId, fields);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error);
    throw error;
  }
  const payment = await orderPayment(deps, input.cartId, fields, checked.pricing);
  if ('refusal' in payment) return refuse(payment.refusal);

  const firstStatus: OrderStatus = checked.scheduledFor ? 'ORDER_SCHEDULED' : 'ORDER_SENT';
  const { memberId } = deps;
  const { rewardId } = fields;
  const outcome = await placeOrder(
    deps.db,
    newOrderRow(deps, input, storeId, fields, checked, payment.paymentIntentId, firstStatus),
    orderItemsOf(checked.pricing),
    ['ORDER_PROCESSING', firstStatus],
    {
      cards:
        memberId !== null && payment.cardDebits.length > 0
          ? { memberId, payments: payment.cardDebits }
          : null,
      reward: memberId !== null && rewardId !== null ? { memberId, rewardId } : null,
    },
  );
  // Not placed: a concurrent request for the same cart won (refuse answers with its order), or the
  // payment, a card or the reward was not there to take.
  if (outcome.kind !== 'placed') return refuse(outcomeError(outcome));
  publishStatusChange(
    deps.events,
    { id: outcome.order.id, storeId, status: firstStatus, updatedAt: deps.now },
    { kind: 'ORDER_CREATED' },
  );
  return sent(outcome.order);
}

/**
 * How sendCustomerOrder refuses: with the order already placed for the cart when there is one (a
 * replay), else after the money that moved for an order we cannot take goes back.
 */
function refusal(
  deps: Pick<OrderDeps, 'payments'>,
  placedBefore: () => Promise<SentOrder | null>,
  creditCard: OrderFields['creditCard'],
): (error: Refusal) => Promise<SentOrder> {
  return async (error) => {
    const replay = await placedBefore();
    if (replay) return replay;
    // Money that moved for an order we cannot take goes back before the customer hears why. Brewline
    // Card debits happen only inside the order's transaction, so a refusal has not touched them.
    if (creditCard && (await deps.payments.refundUnclaimed(creditCard.token))) {
      throw new Refusal(error.code, refusalMessages.PAYMENT_REFUNDED({ reason: error.message }), {
        ...error.details,
        refunded: true,
      });
    }
    throw error;
  };
}

/** What pays: the card's payment intent or the member's Brewline Card debits; or why not. */
async function orderPayment(
  deps: OrderDeps,
  cartId: string,
  fields: OrderFields,
  pricing: CartPricing,
): Promise<{ paymentIntentId: string | null; cardDebits: readonly CardDebit[] } | { refusal: Refusal }> {
  const { creditCard, cardPayments } = fields;
  const plan = orderPaymentPlan({
    totalCents: pricing.totalCents,
    signedIn: deps.memberId !== null,
    hasCreditCard: creditCard !== null,
    cardPayments,
  });
  if (!plan.ok) return { refusal: new Refusal(PAYMENT_ERROR_CODES[plan.code], plan.message) };
  let paymentIntentId: string | null = null;
  if (plan.value.kind === 'credit-card' && creditCard) {
    const card = await creditCardPaymentFor(deps.payments, creditCard, pricing.totalCents, cartId);
    if ('refusal' in card) return card;
    paymentIntentId = card.paymentIntentId;
  }
  const cardDebits = plan.value.kind === 'cards' ? plan.value.payments : [];
  if (cardDebits.length > 0 && deps.memberId !== null) {
    const problem = await checkCardsOfMember(deps.db, deps.memberId, cardDebits);
    if (problem) return { refusal: problem };
  }
  return { paymentIntentId, cardDebits };
}

/** The order's row as placed: the server's prices, the contact checked, the member the token proves. */
function newOrderRow(
  deps: Pick<OrderDeps, 'memberId' | 'now'>,
  input: CustomerOrderInput,
  storeId: number,
  fields: OrderFields,
  checked: CheckedOrder,
  paymentIntentId: string | null,
  firstStatus: OrderStatus,
): NewOrder {
  const { contact, method, car, rewardId } = fields;
  const { pricing, scheduledFor } = checked;
  const now = deps.now;
  return {
    id: randomUUID(),
    cartId: input.cartId,
    storeId,
    status: firstStatus,
    pickupLocation: method,
    pickupName: contact.name,
    guestEmail: contact.email ? contact.email : null,
    phone: contact.phone,
    car,
    // The payload's appUserId and profileId are ignored: the order belongs to whoever the token proves.
    appUserId: deps.memberId,
    profileId: deps.memberId,
    scheduledFor,
    subtotalCents: pricing.subtotalCents,
    taxCents: pricing.taxCents,
    totalCents: pricing.totalCents,
    taxRateMicros: pricing.taxRateMicros,
    paymentIntentId,
    rewardDiscountCents: pricing.rewardDiscountCents,
    claimedRewardId: rewardId,
    placedAt: now,
    statusChangedAt: now,
    viewerKey: newViewerKey(),
  };
}

/** The order's lines as priced, numbered from 1. */
function orderItemsOf(pricing: CartPricing): NewOrderItem[] {
  return pricing.lines.map((line, index) => ({
    lineNo: index + 1,
    productId: line.productId,
    productName: line.productName,
    ticketName: line.ticketName,
    image: line.image,
    sizeId: line.sizeId,
    sizeName: line.sizeName,
    versionId: line.versionId,
    versionName: line.versionName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    priceCents: line.priceCents,
    discountCents: line.discountCents,
    taxCents: line.taxCents,
    modifiers: line.modifiers.map((m) => ({
      modifierId: m.modifierId,
      name: m.name,
      quantity: m.quantity,
      unitPriceCents: m.unitPriceCents,
    })),
  }));
}
