// Favorites GraphQL (docs/product/account.md#records, #calls): the member's `favorites`, the
// changes setFavoriteProducts, toggleFavoriteProduct, setFavoriteStores and toggleFavoriteStore,
// and favoriteProducts(productIds) for anyone. No operation takes a member id: the member is the
// access token's subject.
import type { Builder } from '../../graphql/builder.ts';
import type { ProductDetail } from '@brewline/domain/menu-product-details';
import { requireMember } from '../members/member-context.ts';
import type { addStoreSchema } from '../stores/store-schema.ts';
import {
  favoriteProductsOf,
  favoriteStoresOf,
  productsByIds,
  setFavoriteProducts,
  setFavoriteStores,
  toggleFavoriteProduct,
  toggleFavoriteStore,
  type FavoriteProductView,
  type FavoriteStoreView,
  type FavoritesSource,
} from './favorites-service.ts';

type StoreRef = ReturnType<typeof addStoreSchema>['Store'];

export function addFavoritesSchema(builder: Builder, { Store }: { Store: StoreRef }) {
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

  builder.queryFields((t) => ({
    favorites: t.field({
      type: Favorites,
      description: "The member's favorites. Refused (UNAUTHENTICATED) for a guest.",
      resolve: (_root, _args, ctx) => ({
        memberId: requireMember(ctx).memberId,
        productIds: null,
        storeIds: null,
      }),
    }),
    favoriteProducts: t.field({
      type: [ProductSummary],
      description:
        'Products by ids (at most 5 ids are read), in the given order; ids not on the menu are left out.',
      args: { productIds: t.arg.intList({ required: true }) },
      resolve: (_root, { productIds }, ctx) => productsByIds(ctx.menu.current(), productIds),
    }),
  }));

  builder.mutationFields((t) => ({
    setFavoriteProducts: t.field({
      type: Favorites,
      description:
        'Replaces the favorite products, priority in list order. More than 5 (LIMIT_REACHED) or a product not on the menu (UNKNOWN_PRODUCT) is refused and nothing changes.',
      args: { productIds: t.arg.intList({ required: true }) },
      resolve: (_root, { productIds }, ctx) =>
        setFavoriteProducts(ctx.db, ctx.menu.current(), requireMember(ctx).memberId, productIds),
    }),
    toggleFavoriteProduct: t.field({
      type: Favorites,
      description:
        'Adds the product (last) or removes it. A 6th is refused with LIMIT_REACHED and extensions.candidates (the 6 ids) to choose 5 from.',
      args: { productId: t.arg.int({ required: true }) },
      resolve: (_root, { productId }, ctx) =>
        toggleFavoriteProduct(ctx.db, ctx.menu.current(), requireMember(ctx).memberId, productId),
    }),
    setFavoriteStores: t.field({
      type: Favorites,
      description:
        'Replaces the favorite stores, priority in list order. More than 3 (LIMIT_REACHED) or an unknown store (UNKNOWN_STORE) is refused and nothing changes.',
      args: { storeIds: t.arg.intList({ required: true }) },
      resolve: (_root, { storeIds }, ctx) => setFavoriteStores(ctx.db, requireMember(ctx).memberId, storeIds),
    }),
    toggleFavoriteStore: t.field({
      type: Favorites,
      description:
        "Adds the store (last) or removes it. A 4th is refused with LIMIT_REACHED: 'You can only have 3 favorite stores, please remove one to add another!'",
      args: { storeId: t.arg.int({ required: true }) },
      resolve: (_root, { storeId }, ctx) => toggleFavoriteStore(ctx.db, requireMember(ctx).memberId, storeId),
    }),
  }));
}
