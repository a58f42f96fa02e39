// A cart line as a client sends it: product, size, version, modifiers, quantity.
import type { Builder } from '../../graphql/builder.ts';
export function addCartLineInput(builder: Builder) {
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
  return CartLineInput;
}
