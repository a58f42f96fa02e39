// Mounts the cart modal while it is open, loading its code on first use. It sits inside the menu
// tables provider because the modal names each line from the tables.
import { lazy, Suspense } from 'react';
import { useCart } from '../../lib/cart-context.tsx';

const CartModal = lazy(() => import('../../features/cart/cart-modal.tsx'));

export function CartModalHost() {
  const { modalOpen } = useCart();
  return modalOpen ? (
    <Suspense fallback={null}>
      <CartModal />
    </Suspense>
  ) : null;
}
