// The cart modal ('Current Order'): opened by the toolbar's cart and after Add to Cart. A native
// <dialog>, like the store picker, so it costs no library and loads only when first opened.
import { messages } from '@brewline/domain/messages/messages';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { useCart } from '../../lib/cart-context.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartTotals } from './cart-totals.tsx';
import { usePricedCart } from './model/use-priced-cart.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { useModalOnMount } from '../../ui/use-modal-on-mount.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

export default function CartModal() {
  const dialog = useModalOnMount();
  const { setModalOpen } = useCart();
  const { rows, pricing, updating, error, retry } = usePricedCart();

  const close = () => setModalOpen(false);
  return (
    <ModalDialog
      dialog={dialog}
      layout="sheet"
      labelledBy="cart-modal-title"
      onClose={close}
      closeOnBackdrop
      testId="cart-modal"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <h2 id="cart-modal-title" className="flex items-center gap-2 text-xl font-extrabold">
          <ShoppingBag size={22} aria-hidden="true" className="text-brand-ink" />
          Current Order
        </h2>
        <CloseButton onClick={close} />
      </div>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <img src="/art/hot-beverage.svg" alt="" width={64} height={64} />
          <p className="text-lg font-semibold">{messages.CART_EMPTY()}</p>
          <Link href="/menu" className="btn-outline" onClick={close}>
            Browse the Menu
          </Link>
        </div>
      ) : (
        <>
          <div className="flex justify-between border-b border-stone-100 px-5 pt-3 pb-2 text-xs font-bold tracking-wide text-stone-600 uppercase">
            <span>Item</span>
            <span>Price</span>
          </div>
          <ul className="flex-1 divide-y divide-stone-100 overflow-y-auto px-5" aria-label="Items">
            {rows.map((row) => (
              <li key={row.line.lineId} className="py-3" data-testid="cart-modal-line">
                <CartLineItem
                  compact
                  description={row.description}
                  quantity={row.line.quantity}
                  priceCents={row.priceCents}
                  unavailable={row.unavailable}
                />
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4 border-t border-stone-200 bg-stone-50 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <CartTotals pricing={pricing} updating={updating} error={error} retry={retry} />
            <div className="flex gap-2">
              <Link href="/cart" className="btn-outline flex-1" onClick={close}>
                View Cart
              </Link>
              <Link href="/checkout" className="btn-primary flex-1" onClick={close}>
                Checkout
              </Link>
            </div>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
