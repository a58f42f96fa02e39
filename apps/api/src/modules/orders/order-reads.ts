// What the orders' GraphQL queries read, behind the schema (order-schema.ts only declares and
// delegates): an order for whoever may see it, what paid for it, the member's usable rewards at a
// store and a store's pickup times.
import { pickupSlots } from '@brewline/domain/orders/pickup-slots';
import { rewardExpiryDate } from '@brewline/domain/cards-and-rewards/rewards';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { listOrderCardPayments, type OrderCardPayment } from '../cards/order-card-payments.ts';
import { storeById } from '../stores/store-service.ts';
import { listUsableFreeDrinkRewards, type UsableReward } from './checkout/order-rewards.ts';
import { findOrder, type OrderRecord } from './order-repository.ts';
import { mayViewOrder } from './life-cycle/order-viewer.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface CreditCardPaymentView {
  id: string;
  identifier: string;
  amount: number;
}

/**
 * The order, for the browser that placed it (its viewerKey) or its member; null for anyone else. The
 * caller is asked for only once the order exists: an unknown id is null even with a refused token.
 */
export async function viewableOrder(
  db: Db,
  id: string,
  caller: () => { memberId: string | null; viewerKey: string | null },
): Promise<OrderRecord | null> {
  const order = await findOrder(db, id);
  if (!order) return null;
  return mayViewOrder(order, caller()) ? order : null;
}

/** The Brewline Cards that paid; `owned` when the caller is the member who placed the order. */
export async function brewlineCardPaymentsOf(
  db: Db,
  order: Pick<OrderRecord, 'id' | 'appUserId'>,
  callerMemberId: string | null,
): Promise<(OrderCardPayment & { owned: boolean })[]> {
  const owned = callerMemberId !== null && order.appUserId === callerMemberId;
  return (await listOrderCardPayments(db, order.id)).map((p) => ({ ...p, owned }));
}

/** The credit card that paid, as the provider describes it ('Visa •••• 4242'). */
export async function creditCardPaymentsOf(
  payments: PaymentProvider,
  order: Pick<OrderRecord, 'paymentIntentId'>,
): Promise<CreditCardPaymentView[]> {
  const intent = order.paymentIntentId ? await payments.retrieve(order.paymentIntentId) : null;
  if (!intent) return [];
  const identifier = `${intent.cardBrand ?? 'Card'} •••• ${intent.cardLast4 ?? ''}`.trim();
  return [{ id: intent.id, identifier, amount: intent.amountCents }];
}

/** The member's claimed free-drink rewards an order at this store can use now, with their last day. */
export async function usableRewardsAtStore(
  db: Db,
  memberId: string,
  storeId: number,
  now: Date,
): Promise<(UsableReward & { expiresOn: string | null })[]> {
  const store = await storeById(db, storeId);
  if (!store) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
  const rewards = await listUsableFreeDrinkRewards(db, memberId, store.timeZone, now);
  return rewards.map((reward) => ({
    ...reward,
    expiresOn: rewardExpiryDate(
      {
        creationDate: reward.createdAt,
        reward: {
          name: reward.rewardName,
          expireDate: reward.expireDate,
          timeLimitSeconds: reward.timeLimitSeconds,
        },
      },
      store.timeZone,
    ),
  }));
}

/** Today's pickup times at the store, at least its make time ahead; none for an unknown store. */
export async function storePickupSlots(
  db: Db,
  storeId: number,
  now: Date,
): Promise<{ time: Date; label: string }[]> {
  const store = await storeById(db, storeId);
  return store ? pickupSlots(store, store.timeZone, now, store.makeMinutes) : [];
}
