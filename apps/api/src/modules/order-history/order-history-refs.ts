// The types other modules declare that the order history's answers use.
import type { addCartPricingSchema } from '../pricing/cart-pricing-schema.ts';
import type { addOrderSchema } from '../orders/order-schema.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';

export type OrderHistoryRefs = Pick<ReturnType<typeof addCartPricingSchema>, 'CartPricingRef'> &
  Pick<ReturnType<typeof addOrderSchema>, 'Car' | 'OrderRef'> &
  ReturnType<typeof addStoreSchema>;
