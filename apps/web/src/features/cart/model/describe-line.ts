// What a cart line is, in words: from the server's priced line when there is one (the names it
// charges under), else at once from the downloaded menu tables while the price is on its way.
import type { CartLine } from '@brewline/domain/orders/cart';
import { productSlug } from '@brewline/domain/menu/menu';
import { buildProductDetail } from '@brewline/domain/menu/menu-product-details';
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { inMakeOrder } from '@brewline/domain/menu/modifier-make-order';
import type { PricedLine } from '../../../lib/price-cart-query.ts';

export interface LineDescription {
  name: string;
  image: string;
  /** 'Grande · Iced' */
  details: string;
  /** 'Oatmilk', 'Vanilla Syrup ×2' */
  modifiers: string[];
  editHref: string;
}

const counted = (name: string, quantity: number) => (quantity > 1 ? `${name} ×${quantity}` : name);

/** The line's modifiers in the order the server will list them, so nothing moves when it answers. */
function madeInOrder(tables: MenuTables, line: CartLine): CartLine['modifiers'] {
  const product = buildProductDetail(tables, line.productId);
  return product ? inMakeOrder(product, line.modifiers) : line.modifiers;
}

export function describeLine(
  tables: MenuTables,
  line: CartLine,
  priced: PricedLine | undefined,
): LineDescription {
  const product = tables.products.find((p) => p.id === line.productId);
  const name = priced?.productName ?? product?.name ?? 'Item';
  const size = priced?.sizeName ?? tables.sizes.find((s) => s.id === line.sizeId)?.name;
  const version =
    priced?.versionName ?? tables.productVersions.find((v) => v.id === line.versionId)?.name ?? null;
  const modifiers = priced
    ? priced.modifiers.map((m) => counted(m.name, m.quantity))
    : madeInOrder(tables, line).map((m) =>
        counted(tables.modifiers.find((row) => row.id === m.modifierId)?.name ?? 'Option', m.quantity),
      );
  return {
    name,
    image: product?.image ?? 'hot-beverage',
    details: [size, version].filter(Boolean).join(' · '),
    modifiers,
    editHref: `/menu/product/edit/${encodeURIComponent(line.lineId)}/${encodeURIComponent(productSlug(name))}`,
  };
}
