// A cart as it will be charged at a store: its priced lines and what the store cannot make.
import type { Builder } from '../../graphql/builder.ts';
import {
  type CartPricing,
  type PricedLine,
  type PricedModifier,
  type UnavailableLine,
} from './cart-pricing.ts';
export function addCartPricingType(builder: Builder) {
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
  return CartPricingRef;
}
