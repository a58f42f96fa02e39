// Favorites GraphQL (docs/product/account.md#records, #calls): the member's `favorites`, the
// changes setFavoriteProducts, toggleFavoriteProduct, setFavoriteStores and toggleFavoriteStore,
// and favoriteProducts(productIds) for anyone. No operation takes a member id: the member is the
// access token's subject.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import { addFavoritesTypes, type StoreRef } from './favorites-types-schema.ts';
import { addFavoritesMutations, addFavoritesQueries } from './favorites-operations-schema.ts';

export function addFavoritesSchema(builder: Builder, { Store }: { Store: StoreRef }): void {
  const refs = addFavoritesTypes(builder, Store);
  addFavoritesQueries(builder, refs);
  addFavoritesMutations(builder, refs);
}
