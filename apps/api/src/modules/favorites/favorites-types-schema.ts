// The member's favorite products and stores, and a product as a favorites list shows it.
import type { Builder } from '../../graphql/builder.ts';
import type { ProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { addStoreSchema } from '../stores/store-schema.ts';
import {
  favoriteProductsOf,
  favoriteStoresOf,
  type FavoriteProductView,
  type FavoriteStoreView,
  type FavoritesSource,
} from './favorites-service.ts';
export type StoreRef = ReturnType<typeof addStoreSchema>['Store'];

export function addFavoritesTypes(builder: Builder, Store: StoreRef) {
  const ProductSummary = builder.objectRef<ProductDetail>('ProductSummary').implement({
    description:
      'A product as search and favorites show it (docs/product/account.md#records): id, name, icon, image.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      icon: t.exposeString('icon'),
      image: t.exposeString('image'),
    }),
  });
  const FavoriteProduct = builder.objectRef<FavoriteProductView>('FavoriteProduct').implement({
    description: 'A favorite product still on the menu; priority 1 is the first.',
    fields: (t) => ({
      productId: t.int({ resolve: (f) => f.product.id }),
      name: t.string({ resolve: (f) => f.product.name }),
      icon: t.string({ resolve: (f) => f.product.icon }),
      image: t.string({ resolve: (f) => f.product.image }),
      priority: t.exposeInt('priority'),
    }),
  });
  const FavoriteStore = builder.objectRef<FavoriteStoreView>('FavoriteStore').implement({
    description: 'A favorite store; priority 1 is the first. ORDER needs store.oLOEnabled.',
    fields: (t) => ({
      store: t.field({ type: Store, resolve: (f) => f.store }),
      priority: t.exposeInt('priority'),
    }),
  });
  const Favorites = builder.objectRef<FavoritesSource>('Favorites').implement({
    description: "The signed-in member's favorites: at most 5 products and 3 stores, in priority order.",
    fields: (t) => ({
      products: t.field({
        type: [FavoriteProduct],
        resolve: (source, _args, ctx) => favoriteProductsOf(ctx.db, ctx.menu.current(), source),
      }),
      stores: t.field({
        type: [FavoriteStore],
        resolve: (source, _args, ctx) => favoriteStoresOf(ctx.db, source),
      }),
    }),
  });
  return { ProductSummary, Favorites };
}
