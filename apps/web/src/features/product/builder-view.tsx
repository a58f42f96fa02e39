// What the product screen draws once it can take a drink: the two panels, a refusal if there is one,
// and the footer with the price, Add to Favorites and Add to Cart.
import { LazyFavoriteProductButton } from '../favorites/public/lazy-favorite-product-button.tsx';
import type { MenuPrices } from './api/menu-prices-query.ts';
import type { ProductDetail } from './model/product-detail.ts';
import type { AddToCart } from './model/use-add-to-cart.ts';
import type { DrinkBuilder } from './model/use-drink-builder.ts';
import { BuildYoursPanel } from './build-yours-panel.tsx';
import { ProductFooter, type FooterPrice } from './builder/product-footer.tsx';
import { ProductInfoPanel } from './product-info-panel.tsx';

export interface BuilderViewProps {
  product: ProductDetail;
  drink: DrinkBuilder;
  adding: AddToCart;
  editing: boolean;
  unavailable: boolean;
}

export function BuilderView({
  product,
  drink,
  adding,
  editing,
  unavailable,
  prices,
  price,
  pricingError,
}: BuilderViewProps & { prices: MenuPrices | null; price: FooterPrice; pricingError: string | null }) {
  const { selection, line, apply } = drink;
  const problem = adding.error ?? (unavailable ? null : pricingError);
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
        addDisabled={!line || adding.waiting}
        favorite={<LazyFavoriteProductButton productId={product.id} disabled={unavailable} />}
        onAdd={() => line && adding.add(line)}
        onCheckout={() => line && adding.add(line, 'checkout')}
      />
    </>
  );
}
