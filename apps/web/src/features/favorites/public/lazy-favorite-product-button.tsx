// The product page's heart, its favorites code (and the GraphQL code it needs) loaded after the page:
// meanwhile the same button waits, so nothing moves when it arrives.
import { Suspense } from 'react';
import { lazyWithGraphQL } from '../../../lib/lazy-with-graphql.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

const FavoriteProductButton = lazyWithGraphQL(() => import('./favorite-product-button.tsx'));

export function LazyFavoriteProductButton(props: { productId: number; disabled: boolean }) {
  return (
    <Suspense fallback={<FavoriteHeart on={false} busy disabled />}>
      <FavoriteProductButton {...props} />
    </Suspense>
  );
}
