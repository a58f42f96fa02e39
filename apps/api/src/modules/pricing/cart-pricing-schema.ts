// priceCart(storeId, items): the cart as it will be charged at that store. Each type lives in a
// file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { priceCart } from './cart-pricing.ts';
import { loadStorePricing } from './store-pricing-service.ts';
import { addCartLineInput } from './cart-line-input-schema.ts';
import { addCartPricingType } from './cart-pricing-type-schema.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

export function addCartPricingSchema(builder: Builder) {
  const CartLineInput = addCartLineInput(builder);
  const CartPricingRef = addCartPricingType(builder);
  builder.queryFields((t) => ({
    priceCart: t.field({
      type: CartPricingRef,
      description: 'The cart priced at a store exactly as it will be charged.',
      args: {
        storeId: t.arg.int({ required: true }),
        items: t.arg({ type: [CartLineInput], required: true }),
        freeDrink: t.arg.boolean({
          description:
            'Price with a claimed free-drink reward: one item of the most expensive drink is free. The order checks the reward itself.',
        }),
      },
      resolve: async (_root, { storeId, items, freeDrink }, ctx) => {
        const store = await loadStorePricing(ctx.db, storeId);
        if (!store) throw new Refusal('STORE_NOT_FOUND', refusalMessages.SELECT_STORE());
        return priceCart(ctx.menu.current(), store, items, { freeDrink: freeDrink === true });
      },
    }),
  }));
  return { CartLineInput, CartPricingRef };
}
