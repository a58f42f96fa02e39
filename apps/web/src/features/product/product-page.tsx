// /menu/product/{id}/{slug} and /product/{id}/{slug}: the product and its drink builder; with a cart
// line, the edit screen for that line.
import type { CartLine } from '@brewline/domain/orders/cart';
import { messages } from '@brewline/domain/messages/messages';
import { useMemo } from 'react';
import { useMenuTables } from '../../lib/menu-tables-context.tsx';
import { groupTrail, isProductShown, primaryGroupOf } from '../../lib/menu-selectors.ts';
import { usePageTitle } from '../../lib/page-title.tsx';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { productDetailOf } from './model/product-detail.ts';
import { ProductBuilder } from './product-builder.tsx';
import { ProductWaiting } from './build-panel-skeleton.tsx';
import { useTrackView } from '../../lib/use-track-view.ts';

export default function ProductPage({
  productId,
  editLine = null,
}: {
  productId: number;
  editLine?: CartLine | null;
}) {
  const tables = useMenuTables();
  const serverRender = useIsServerRender();
  const { storeId, store, unavailableProductIds } = useSelectedStore();
  // The product comes from the menu tables (no request); only the store's prices are asked for
  // (product-builder.tsx), and routes.tsx starts that request with the page's code when it can.
  const product = useMemo(() => productDetailOf(tables, productId), [tables, productId]);
  usePageTitle(product?.name ?? 'Menu');
  useTrackView('product_view', { productId }, String(productId));

  const groupId = primaryGroupOf(tables, productId);
  const crumbs = [
    { label: 'Menu', href: '/menu' },
    ...(groupId === null
      ? []
      : groupTrail(tables, groupId).map((g) => ({ label: g.name, href: `/menu/${g.id}/` }))),
    ...(product ? [{ label: product.name }] : []),
  ];

  if (!product) {
    return (
      <p role="alert" className="py-12 text-center text-stone-700">
        We could not find this product.
      </p>
    );
  }

  // The rule the server prices and accepts orders by (a shown group, visible at this store, not 86'd):
  // a hidden or regional product opened by a direct link says so, as an 86'd one does. The server's
  // render has no store and says nothing the store might contradict.
  const unavailable =
    !serverRender &&
    (storeId === null || store !== null) &&
    !isProductShown(tables, product.id, {
      storeId,
      regionId: store?.regionId ?? null,
      unavailableProductIds,
    });
  // The server renders this page without the customer's store (apps/api server-rendered-pages.ts): it
  // draws the product with the builder waiting, as the browser does while the store's prices load.
  return (
    <div className="pb-20">
      <Breadcrumb items={crumbs} />
      {unavailable && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900"
        >
          {messages.PRODUCT_NOT_AVAILABLE()}
        </p>
      )}
      {serverRender ? (
        <ProductWaiting product={product} />
      ) : (
        <ProductBuilder
          key={`${product.id}:${editLine?.lineId ?? 'new'}`}
          product={product}
          editLine={editLine}
          unavailable={unavailable}
          backTo={editLine ? '/cart' : groupId === null ? '/menu' : `/menu/${groupId}/`}
        />
      )}
    </div>
  );
}
