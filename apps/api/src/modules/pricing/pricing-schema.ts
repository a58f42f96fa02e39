// Per-store prices and availability: menuPrices(storeId) and unavailableProducts(storeId).
import type { Builder } from '../../graphql/builder.ts';
import { findStore } from '../stores/store-repository.ts';
import {
  listModifierPrices,
  listSizePrices,
  listUnavailableProductIds,
  type ModifierPrice,
  type SizePrice,
} from './price-repository.ts';

interface MenuPrices {
  storeId: number;
  taxRateMicros: number;
  items: SizePrice[];
  modifiers: ModifierPrice[];
}

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
      resolve: async (_root, { storeId }, ctx) => {
        const store = await findStore(ctx.db, storeId);
        if (!store) return null;
        const [items, modifiers] = await Promise.all([
          listSizePrices(ctx.db, storeId),
          listModifierPrices(ctx.db, storeId),
        ]);
        return { storeId, taxRateMicros: store.taxRateMicros, items, modifiers };
      },
    }),
    unavailableProducts: t.intList({
      description: 'Ids of the products the store cannot make right now.',
      args: { storeId: t.arg.int({ required: true }) },
      resolve: (_root, { storeId }, ctx) => listUnavailableProductIds(ctx.db, storeId),
    }),
  }));
}
