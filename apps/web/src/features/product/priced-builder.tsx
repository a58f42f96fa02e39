// The builder once a store is chosen: the store's prices beside each option and the server's price for
// the drink as built. The only part of the product screen that asks the server anything, so it comes
// with the GraphQL code (product-builder.tsx loads it only when a store is chosen).
import { useQuery } from 'urql';
import { useCartPricing } from '../../lib/use-cart-pricing.ts';
import { MenuPricesQuery } from './api/menu-prices-query.ts';
import type { FooterPrice } from './builder/product-footer.tsx';
import { ProductWaiting } from './build-panel-skeleton.tsx';
import { BuilderView, type BuilderViewProps } from './builder-view.tsx';

export default function PricedBuilder({ storeId, ...view }: BuilderViewProps & { storeId: number }) {
  const [prices] = useQuery({ query: MenuPricesQuery, variables: { storeId } });
  const { line } = view.drink;
  const { pricing, updating, error } = useCartPricing(line ? [line] : [], 'cache-first');
  if (prices.fetching && !prices.data) return <ProductWaiting product={view.product} />;

  const priced = pricing?.lines[0];
  const price: FooterPrice = priced
    ? {
        kind: 'priced',
        cents: priced.priceCents,
        unitCents: priced.unitPriceCents,
        quantity: priced.quantity,
        updating,
      }
    : error || view.unavailable || !line
      ? { kind: 'none' }
      : { kind: 'loading' };
  return (
    <BuilderView {...view} prices={prices.data?.menuPrices ?? null} price={price} pricingError={error} />
  );
}
