// Mounts the cart modal while it is open, loading its code on first use. It sits inside the menu
// tables provider because the modal names each line from the tables.
import { Suspense } from 'react';
import { useCart } from '../../lib/cart-context.tsx';
import { lazyWithGraphQL } from '../../lib/lazy-with-graphql.tsx';

const CartModal = lazyWithGraphQL(() => import('../../features/cart/cart-modal.tsx'));

export function CartModalHost() {
  const { modalOpen } = useCart();
  return modalOpen ? (
    <Suspense fallback={null}>
      <CartModal />
    </Suspense>
  ) : null;
}
