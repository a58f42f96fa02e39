// /menu/product/edit/{lineId}/* and /product/edit/{lineId}: the builder preloaded with a cart line.
// A line no longer in the cart (store changed, removed in another tab) sends the customer to /cart.
import { Redirect } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import ProductPage from './product-page.tsx';

export default function ProductEditPage({ lineId }: { lineId: string }) {
  const { lines } = useCart();
  const line = lines.find((l) => l.lineId === lineId);
  if (!line) return <Redirect to="/cart" replace />;
  return <ProductPage productId={line.productId} editLine={line} />;
}
