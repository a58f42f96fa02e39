// /menu/product/edit/{lineId}/* and /product/edit/{lineId}: the builder preloaded with a cart line.
// A line no longer in the cart (store changed, removed in another tab) sends the customer to /cart.
import { Redirect } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { useIsServerRender } from '../../lib/server-render.ts';
import { PageSpinner } from '../../ui/spinner.tsx';
import ProductPage from './product-page.tsx';

export default function ProductEditPage({ lineId }: { lineId: string }) {
  const { lines } = useCart();
  const restoring = useIsServerRender();
  const line = lines.find((l) => l.lineId === lineId);
  // The cart is known only once the browser's storage is read.
  if (restoring) return <PageSpinner />;
  if (!line) return <Redirect to="/cart" replace />;
  return <ProductPage productId={line.productId} editLine={line} />;
}
