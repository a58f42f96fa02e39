// favorites and favoriteProducts(productIds), and the changes to the member's favorites.
import type { Builder } from '../../graphql/builder.ts';
import { requireMember } from '../members/member-context.ts';
import {
  productsByIds,
  setFavoriteProducts,
  setFavoriteStores,
  toggleFavoriteProduct,
  toggleFavoriteStore,
} from './favorites-service.ts';
import type { addFavoritesTypes } from './favorites-types-schema.ts';

type FavoritesRefs = ReturnType<typeof addFavoritesTypes>;

export function addFavoritesQueries(builder: Builder, { ProductSummary, Favorites }: FavoritesRefs): void {
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
}

export function addFavoritesMutations(builder: Builder, { Favorites }: FavoritesRefs): void {
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
