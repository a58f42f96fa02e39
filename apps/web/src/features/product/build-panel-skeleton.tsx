import type { ProductDetail } from './model/product-detail.ts';
import { ProductInfoPanel } from './product-info-panel.tsx';

/**
 * The builder's panel while the store's prices load, sized like the loaded panel so nothing jumps when
 * it arrives. The product itself (picture, name, description) needs no prices: it is shown beside this
 * at once (product-page.tsx), so the page's largest paint does not wait for the prices query.
 */
export function BuildPanelSkeleton() {
  return (
    <div
      className="flex flex-col gap-4 rounded-3xl bg-white p-6"
      // A name needs a role: ARIA forbids one on a plain div (axe's aria-prohibited-attr).
      role="group"
      aria-busy="true"
      aria-label="Loading prices"
      data-testid="product-skeleton"
    >
      <div className="skeleton h-7 w-40" />
      <div className="flex gap-3">
        <div className="skeleton h-20 w-20" />
        <div className="skeleton h-20 w-20" />
        <div className="skeleton h-20 w-20" />
      </div>
      <div className="skeleton h-24 w-full" />
      <div className="skeleton h-24 w-full" />
    </div>
  );
}

/** The product beside the builder's skeleton, in the builder's grid: nothing moves when it arrives. */
export function ProductWaiting({ product }: { product: ProductDetail }) {
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
      <ProductInfoPanel product={product} />
      <BuildPanelSkeleton />
    </div>
  );
}
