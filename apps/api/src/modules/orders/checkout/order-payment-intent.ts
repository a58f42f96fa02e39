// createStripeOrderPaymentIntent's use case: the card pays what the server prices the cart at, never
// what the browser says, and a payment intent is made only for an amount that matches.
import { CURRENCY } from '@brewline/domain/money/money';
import type { Db } from '../../../db/client.ts';
import type { PaymentIntentView, PaymentProvider } from '../../../payments/payment-provider.ts';
import type { MenuSnapshot } from '../../menu/menu-snapshot.ts';
import { priceCart } from '../../pricing/cart-pricing.ts';
import { loadStorePricing } from '../../pricing/store-pricing-service.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export interface OrderPaymentIntentRequest {
  currency: string;
  amount: number;
  storeId: number;
  order: CustomerOrderInput;
}

/** A payment intent for the order's total as the server prices it; refuses a mismatch or another currency. */
export async function createOrderPaymentIntent(
  deps: { db: Db; menu: MenuSnapshot; payments: PaymentProvider },
  args: OrderPaymentIntentRequest,
): Promise<PaymentIntentView> {
  if (args.currency.toLowerCase() !== CURRENCY)
    throw new Refusal('INVALID_ORDER', refusalMessages.PAYMENT_USD_ONLY());
  const pricingData = await loadStorePricing(deps.db, args.storeId);
  if (!pricingData) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
  // With a reward the card pays what the reward leaves; the order checks the reward itself.
  const pricing = priceCart(deps.menu, pricingData, args.order.items, {
    freeDrink: !!args.order.claimedRewardId,
  });
  if (pricing.totalCents !== args.amount || pricing.totalCents !== args.order.total) {
    throw new Refusal('AMOUNT_MISMATCH', refusalMessages.PRICES_CHANGED(), {
      total: pricing.totalCents,
    });
  }
  return deps.payments.createIntent({
    amountCents: pricing.totalCents,
    currency: CURRENCY,
    description: `Brewline order at store ${args.storeId}`,
    storeId: args.storeId,
    cartId: args.order.cartId,
  });
}
