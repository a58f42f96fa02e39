// Per-store prices and availability: menuPrices(storeId) and unavailableProducts(storeId).
import type { Builder } from '../../graphql/builder.ts';
import { storeSnapshotsOf, type MenuPrices } from '../stores/store-snapshot.ts';
import type { ModifierPrice, SizePrice } from '../stores/store-price-repository.ts';

export function addPricingSchema(builder: Builder): void {
  const ItemPrice = builder.objectRef<SizePrice>('ItemPrice').implement({
    fields: (t) => ({
      productId: t.exposeInt('productId'),
      sizeId: t.exposeInt('sizeId'),
      priceCents: t.exposeInt('priceCents'),
    }),
  });
  const ModifierPriceRef = builder.objectRef<ModifierPrice>('ModifierPrice').implement({
    fields: (t) => ({
      modifierId: t.exposeInt('modifierId'),
      priceCents: t.exposeInt('priceCents', { description: 'Price of one unit (one pump, one shot).' }),
    }),
  });
  const MenuPricesRef = builder.objectRef<MenuPrices>('MenuPrices').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId'),
      taxRateMicros: t.exposeInt('taxRateMicros'),
      items: t.field({ type: [ItemPrice], resolve: (p) => p.items }),
      modifiers: t.field({ type: [ModifierPriceRef], resolve: (p) => p.modifiers }),
    }),
  });

  builder.queryFields((t) => ({
    menuPrices: t.field({
      type: MenuPricesRef,
      nullable: true,
      description: 'Item and modifier prices at one store, in cents; null for an unknown store.',
      args: { storeId: t.arg.int({ required: true }) },
      // Both answered from the store's snapshot (store-snapshot.ts), which a board's 86 refreshes.
      resolve: async (_root, { storeId }, ctx) =>
        (await storeSnapshotsOf(ctx.db).prices(storeId))?.menuPrices ?? null,
    }),
    unavailableProducts: t.intList({
      description: 'Ids of the products the store cannot make right now.',
      args: { storeId: t.arg.int({ required: true }) },
      resolve: async (_root, { storeId }, ctx) => [
        ...((await storeSnapshotsOf(ctx.db).prices(storeId))?.unavailableProductIds ?? []),
      ],
    }),
  }));
}
