import { selectableSizes, type SizeSelection } from '@brewline/domain/menu';
import type { ProductDetail } from './api/product-query.ts';

type ProductSize = ProductDetail['sizes'][number];

/** The sizes this product offers and the one selected at first (its default, shifted if hidden). */
export function productSizeChoice(product: ProductDetail): SizeSelection<ProductSize> {
  return selectableSizes({
    productId: product.id,
    sizes: product.sizes,
    hideRestrictedSizes: product.autoModify,
    selectedSizeId: product.sizes.find((s) => s.isDefault)?.id ?? product.sizes[0]?.id ?? null,
  });
}
