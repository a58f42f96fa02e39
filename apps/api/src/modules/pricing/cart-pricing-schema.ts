// priceCart(storeId, items): the cart as it will be charged at that store.
import type { Builder } from '../../graphql/builder.ts';
import {
  priceCart,
  type CartPricing,
  type PricedLine,
  type PricedModifier,
  type UnavailableLine,
} from './cart-pricing.ts';
import { loadStorePricing } from './store-pricing-service.ts';
import { Refusal } from '@brewline/domain/refusal';
import { refusalMessages } from '@brewline/domain/refusal-messages';

export function addCartPricingSchema(builder: Builder) {
  const CartModifierInput = builder.inputType('CartModifierInput', {
    fields: (t) => ({
      modifierId: t.int({ required: true }),
      quantity: t.int({ required: true }),
    }),
  });
  const CartLineInput = builder.inputType('CartLineInput', {
    fields: (t) => ({
      lineId: t.string({ required: true }),
      productId: t.int({ required: true }),
      sizeId: t.int({ required: true }),
      versionId: t.int(),
      quantity: t.int({ required: true }),
      modifiers: t.field({ type: [CartModifierInput], required: true }),
    }),
  });
  const PricedModifierRef = builder.objectRef<PricedModifier>('PricedModifier').implement({
    fields: (t) => ({
      modifierId: t.exposeInt('modifierId'),
      name: t.exposeString('name'),
      quantity: t.exposeInt('quantity'),
      unitPriceCents: t.exposeInt('unitPriceCents'),
      priceCents: t.exposeInt('priceCents'),
    }),
  });
  const PricedLineRef = builder.objectRef<PricedLine>('PricedLine').implement({
    fields: (t) => ({
      lineId: t.exposeString('lineId'),
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
      ticketName: t.exposeString('ticketName'),
      image: t.exposeString('image'),
      sizeId: t.exposeInt('sizeId'),
      sizeName: t.exposeString('sizeName'),
      versionId: t.exposeInt('versionId', { nullable: true }),
      versionName: t.exposeString('versionName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      unitPriceCents: t.exposeInt('unitPriceCents', { description: 'One item with its modifiers.' }),
      priceCents: t.exposeInt('priceCents', { description: 'unitPriceCents times quantity.' }),
      discountCents: t.exposeInt('discountCents', {
        description: 'What a free-drink reward pays of the line (0 without one); taxCents is on the rest.',
      }),
      taxCents: t.exposeInt('taxCents'),
      modifiers: t.field({ type: [PricedModifierRef], resolve: (l) => l.modifiers }),
    }),
  });
  const UnavailableLineRef = builder.objectRef<UnavailableLine>('UnavailableLine').implement({
    fields: (t) => ({
      lineId: t.exposeString('lineId'),
      productId: t.exposeInt('productId'),
      productName: t.exposeString('productName'),
    }),
  });
  const CartPricingRef = builder.objectRef<CartPricing>('CartPricing').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      taxRateMicros: t.exposeInt('taxRateMicros'),
      lines: t.field({ type: [PricedLineRef], resolve: (c) => c.lines }),
      unavailableLines: t.field({
        type: [UnavailableLineRef],
        description: 'Lines the store cannot sell now; they are not in the totals.',
        resolve: (c) => c.unavailableLines,
      }),
      subtotalCents: t.exposeInt('subtotalCents', { description: 'Every line at its full price.' }),
      rewardDiscountCents: t.exposeInt('rewardDiscountCents', {
        description:
          'What the free-drink reward takes off (freeDrink: true and a drink in the cart), else 0.',
      }),
      taxCents: t.exposeInt('taxCents', { description: 'Sum of each line rounded half up.' }),
      totalCents: t.exposeInt('totalCents', { description: 'subtotal - rewardDiscount + tax.' }),
    }),
  });

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
