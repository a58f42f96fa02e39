// The product screen once the product is known: the drink as built and Add to Cart, kept here so that
// choosing a store on this screen keeps the drink. Keyed by product (and line) by its parent, so each
// visit starts afresh. Without a store there are no prices to ask for, and the screen loads no GraphQL
// code: the priced builder (priced-builder.tsx) comes with it once a store is chosen.
import type { CartLine } from '@brewline/domain/orders/cart';
import { messages } from '@brewline/domain/messages/messages';
import { Suspense, useEffect } from 'react';
import { useCart } from '../../lib/cart-context.tsx';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import type { ProductDetail } from './model/product-detail.ts';
import { useAddToCart } from './model/use-add-to-cart.ts';
import { useDrinkBuilder } from './model/use-drink-builder.ts';
import { ProductWaiting } from './build-panel-skeleton.tsx';
import { BuilderView } from './builder-view.tsx';

export const PricedBuilder = lazyWithGraphQL(() => import('./priced-builder.tsx'));

export function ProductBuilder({
  product,
  editLine,
  unavailable,
  backTo,
}: {
  product: ProductDetail;
  editLine: CartLine | null;
  unavailable: boolean;
  backTo: string;
}) {
  const { storeId } = useSelectedStore();
  const { removeUnsentLines } = useCart();
  const editing = editLine !== null;
  const drink = useDrinkBuilder(product, editLine);
  const adding = useAddToCart({ editing, backTo });

  // Leaving the page outside edit mode drops whatever was never added
  // (docs/product/account.md#how-things-change).
  useEffect(() => (editing ? undefined : removeUnsentLines), [editing, removeUnsentLines]);

  const view = { product, drink, adding, editing, unavailable };
  if (storeId === null) {
    const price = { kind: 'no-store', text: messages.SELECT_STORE_FOR_PRICES() } as const;
    return <BuilderView {...view} prices={null} price={price} pricingError={null} />;
  }
  return (
    <Suspense fallback={<ProductWaiting product={product} />}>
      <PricedBuilder {...view} storeId={storeId} />
    </Suspense>
  );
}
