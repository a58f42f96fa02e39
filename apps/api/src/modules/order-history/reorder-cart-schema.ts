// A past order put back in a cart for a store, with what that store cannot make.
import type { Builder } from '../../graphql/builder.ts';
import { type ReorderCart } from './reorder-service.ts';
import { LEFT_OUT_REASONS, type LeftOut } from '@brewline/domain/orders/order-again';
import type { OrderHistoryRefs } from './order-history-refs.ts';

export function addReorderCartType(builder: Builder, refs: OrderHistoryRefs) {
  const LeftOutReason = builder.enumType('ReorderLeftOutReason', {
    description:
      'Why a line is left out: the product, size, version or an option is gone, or the store does not sell it.',
    values: LEFT_OUT_REASONS,
  });
  const ReorderLeftOut = builder.objectRef<LeftOut>('ReorderLeftOut').implement({
    fields: (t) => ({
      name: t.exposeString('name', { description: 'How the notice names it.' }),
      reason: t.field({ type: LeftOutReason, resolve: (l) => l.reason }),
    }),
  });
  const ReorderCartRef = builder.objectRef<ReorderCart>('ReorderCart').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      storeName: t.exposeString('storeName'),
      pricing: t.field({
        type: refs.CartPricingRef,
        description: "The lines to put in the cart, with fresh line ids, at the store's prices today.",
        resolve: (r) => r.pricing,
      }),
      leftOut: t.field({ type: [ReorderLeftOut], resolve: (r) => r.leftOut }),
      notice: t.exposeString('notice', {
        nullable: true,
        description: "'X is no longer available at {store}.'; null when every line was kept.",
      }),
    }),
  });
  return ReorderCartRef;
}
