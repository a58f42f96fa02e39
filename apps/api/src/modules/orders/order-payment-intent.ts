// createStripeOrderPaymentIntent's use case: the card pays what the server prices the cart at, never
// what the browser says, and a payment intent is made only for an amount that matches.
import { CURRENCY } from '@brewline/domain/money';
import type { Db } from '../../db/client.ts';
import { userError } from '../../graphql/errors.ts';
import type { PaymentIntentView, PaymentProvider } from '../../payments/payment-provider.ts';
import type { MenuSnapshot } from '../menu/menu-snapshot.ts';
import { priceCart } from '../pricing/cart-pricing.ts';
import { loadStorePricing } from '../pricing/store-pricing-service.ts';
import type { CustomerOrderInput } from './customer-order-input.ts';

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
    throw userError('INVALID_ORDER', 'Payments are taken in US dollars only.');
  const pricingData = await loadStorePricing(deps.db, args.storeId);
  if (!pricingData) throw userError('STORE_NOT_FOUND', 'Please select a store.');
  // With a reward the card pays what the reward leaves; the order checks the reward itself.
  const pricing = priceCart(deps.menu, pricingData, args.order.items, {
    freeDrink: !!args.order.claimedRewardId,
  });
  if (pricing.totalCents !== args.amount || pricing.totalCents !== args.order.total) {
    throw userError('AMOUNT_MISMATCH', 'The prices in your cart have changed. Please review your order.', {
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
