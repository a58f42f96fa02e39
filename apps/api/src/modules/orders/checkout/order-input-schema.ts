// The order payload of sendCustomerOrder, checkCustomerOrder and createStripeOrderPaymentIntent, as
// GraphQL input types (customer-order-input.ts is its TypeScript shape).
import type { Builder } from '../../../graphql/builder.ts';
import type { addCartPricingSchema } from '../../pricing/cart-pricing-schema.ts';
import type { ClosedSetEnums } from '../../../graphql/closed-set-enums.ts';

export function addOrderInputTypes(
  builder: Builder,
  refs: Pick<ReturnType<typeof addCartPricingSchema>, 'CartLineInput'> & {
    enums: Pick<ClosedSetEnums, 'PickupMethod'>;
  },
) {
  const CarInput = builder.inputType('CarInput', {
    fields: (t) => ({
      make: t.string({ required: true }),
      model: t.string({ required: true }),
      color: t.string({ required: true }),
      year: t.int(),
    }),
  });
  const CreditCardPaymentInput = builder.inputType('CreditCardPaymentInput', {
    fields: (t) => ({
      amount: t.int({ required: true }),
      token: t.string({ required: true, description: 'The payment intent id.' }),
    }),
  });
  const GiftCardPaymentInput = builder.inputType('GiftCardPaymentInput', {
    description:
      "What one of the signed-in member's Brewline Cards pays, in cents. The payments must add up to exactly the order's total.",
    fields: (t) => ({ cardNumber: t.string({ required: true }), amount: t.int({ required: true }) }),
  });
  const OrderPaymentInput = builder.inputType('OrderPaymentInput', {
    fields: (t) => ({
      creditCardPayment: t.field({ type: CreditCardPaymentInput }),
      giftCardPayments: t.field({ type: [GiftCardPaymentInput] }),
    }),
  });
  const CustomerOrderInputRef = builder.inputType('CustomerOrderInput', {
    fields: (t) => ({
      cartId: t.string({
        required: true,
        description: 'The session cart uuid: the order is idempotent on it.',
      }),
      pickupLocation: t.field({ type: refs.enums.PickupMethod, required: true }),
      items: t.field({ type: [refs.CartLineInput], required: true }),
      subtotal: t.int({ required: true }),
      taxAmount: t.int({ required: true }),
      total: t.int({ required: true }),
      payment: t.field({ type: OrderPaymentInput, required: true }),
      guestEmail: t.string(),
      pickupName: t.string({ required: true }),
      phone: t.string({ required: true }),
      appUserId: t.string(),
      profileId: t.string(),
      time: t.string({ description: 'ISO instant of a scheduled pickup; absent for as soon as possible.' }),
      car: t.field({ type: CarInput }),
      claimedRewardId: t.string({
        description:
          "A claimed free-drink reward of the signed-in member (myUsableRewards) to use: one item of the order's most expensive drink is free; priceCart(freeDrink: true) gives the totals.",
      }),
    }),
  });
  return { CustomerOrderInputRef };
}
