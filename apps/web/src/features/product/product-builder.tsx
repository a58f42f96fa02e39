// The product screen once the product is loaded: the two panels, the live price from the server and
// the footer actions. Keyed by product (and line) by its parent, so each visit starts afresh.
import type { CartLine } from '@brewline/domain/orders/cart';
import { messages } from '@brewline/domain/messages/messages';
import { useEffect } from 'react';
import { FavoriteProductButton } from '../favorites/public/favorite-product-button.tsx';
import { useCart } from '../../lib/cart-context.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { useCartPricing } from '../../lib/use-cart-pricing.ts';
import type { MenuPrices } from './api/menu-prices-query.ts';
import type { ProductDetail } from './model/product-detail.ts';
import { BuildYoursPanel } from './build-yours-panel.tsx';
import { ProductFooter, type FooterPrice } from './builder/product-footer.tsx';
import { useAddToCart } from './model/use-add-to-cart.ts';
import { useDrinkBuilder } from './model/use-drink-builder.ts';
import { ProductInfoPanel } from './product-info-panel.tsx';

export function ProductBuilder({
  product,
  prices,
  editLine,
  unavailable,
  backTo,
}: {
  product: ProductDetail;
  prices: MenuPrices | null;
  editLine: CartLine | null;
  unavailable: boolean;
  backTo: string;
}) {
  const { storeId } = useSelectedStore();
  const { removeUnsentLines } = useCart();
  const editing = editLine !== null;
  const { selection, line, apply } = useDrinkBuilder(product, editLine);
  const { pricing, updating, error } = useCartPricing(line ? [line] : [], 'cache-first');
  const { add, error: addError, waiting } = useAddToCart({ editing, backTo });

  // Leaving the page outside edit mode drops whatever was never added
  // (docs/product/account.md#how-things-change).
  useEffect(() => (editing ? undefined : removeUnsentLines), [editing, removeUnsentLines]);

  const priced = pricing?.lines[0];
  const price: FooterPrice =
    storeId === null
      ? { kind: 'no-store', text: messages.SELECT_STORE_FOR_PRICES() }
      : priced
        ? {
            kind: 'priced',
            cents: priced.priceCents,
            unitCents: priced.unitPriceCents,
            quantity: priced.quantity,
            updating,
          }
        : error || unavailable || !line
          ? { kind: 'none' }
          : { kind: 'loading' };
  const problem = addError ?? (unavailable ? null : error);

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <ProductInfoPanel product={product} />
        <BuildYoursPanel
          product={product}
          prices={prices}
          selection={selection}
          apply={apply}
          editing={editing}
        />
      </div>
      {problem && (
        <p
          role="alert"
          className="fixed inset-x-3 bottom-32 z-20 mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900 shadow-lg lg:bottom-20"
        >
          {problem}
        </p>
      )}
      <ProductFooter
        price={price}
        editing={editing}
        disabled={unavailable}
        addDisabled={!line || waiting}
        favorite={<FavoriteProductButton productId={product.id} disabled={unavailable} />}
        onAdd={() => line && add(line)}
        onCheckout={() => line && add(line, 'checkout')}
      />
    </>
  );
}
