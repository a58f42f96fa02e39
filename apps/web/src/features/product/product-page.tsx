// /menu/product/{id}/{slug} and /product/{id}/{slug}: the product, its options and this store's price.
import { formatPrice } from '@brewline/domain/money';
import { Heart, ShoppingBag } from 'lucide-react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import { groupTrail, primaryGroupOf } from '../../lib/menu-selectors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { MenuPricesQuery, ProductQuery } from './api/product-query.ts';
import { BuildYoursPanel } from './build-yours-panel.tsx';
import { ProductInfoPanel } from './product-info-panel.tsx';
import { ProductSkeleton } from './product-skeleton.tsx';
import { productSizeChoice } from './product-size-choice.ts';

const UNAVAILABLE_MESSAGE =
  'This product is not available at this store! Please select a different store or product.';

export default function ProductPage({ productId }: { productId: number }) {
  const tables = useMenuTables();
  const [, navigate] = useLocation();
  const { storeId, unavailableProductIds } = useSelectedStore();
  const [productResult] = useQuery({ query: ProductQuery, variables: { productId } });
  const [pricesResult] = useQuery({
    query: MenuPricesQuery,
    variables: { storeId: storeId ?? 0 },
    pause: storeId === null,
  });
  const product = productResult.data?.product ?? null;
  usePageTitle(product?.name ?? 'Menu');

  const groupId = primaryGroupOf(tables, productId);
  const crumbs = [
    { label: 'Menu', href: '/menu' },
    ...(groupId === null
      ? []
      : groupTrail(tables, groupId).map((g) => ({ label: g.name, href: `/menu/${g.id}/` }))),
    ...(product ? [{ label: product.name }] : []),
  ];

  if (productResult.fetching || (storeId !== null && pricesResult.fetching && !pricesResult.data)) {
    return (
      <>
        <Breadcrumb items={crumbs} />
        <ProductSkeleton />
      </>
    );
  }
  if (!product) {
    return (
      <p role="alert" className="py-12 text-center text-stone-700">
        {productResult.error
          ? "It looks like we couldn't reach our servers. Please try again later."
          : 'We could not find this product.'}
      </p>
    );
  }

  const prices = pricesResult.data?.menuPrices ?? null;
  const unavailable = unavailableProductIds.has(product.id);
  const { selectedSizeId } = productSizeChoice(product);
  const basePrice = prices?.items.find(
    (p) => p.productId === product.id && p.sizeId === selectedSizeId,
  )?.priceCents;
  const versionDelta = product.productVersions[0]?.priceDeltaCents ?? 0;

  return (
    <div className="pb-20">
      <Breadcrumb items={crumbs} />
      {unavailable && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900"
        >
          {UNAVAILABLE_MESSAGE}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <ProductInfoPanel product={product} />
        <BuildYoursPanel product={product} prices={prices} />
      </div>
      <div className="fixed inset-x-0 bottom-14 z-20 border-t border-stone-200 bg-white/95 backdrop-blur lg:bottom-0">
        <div className="layout-width flex h-16 items-center gap-3">
          <p className="mr-auto text-xl font-extrabold" data-testid="product-price">
            {basePrice === undefined
              ? storeId === null
                ? 'Select a store for prices'
                : ''
              : formatPrice(basePrice + versionDelta)}
          </p>
          <button
            type="button"
            className="btn-outline"
            aria-label="Add to Favorites"
            disabled={unavailable}
            onClick={() => navigate('/login?redirect=' + encodeURIComponent(location.pathname))}
          >
            <Heart size={18} aria-hidden="true" />
            <span className="hidden sm:inline">Add to Favorites</span>
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={unavailable}
            onClick={() => navigate('/cart')}
          >
            <ShoppingBag size={18} aria-hidden="true" />
            Add to Cart
          </button>
        </div>
      </div>
    </div>
  );
}
