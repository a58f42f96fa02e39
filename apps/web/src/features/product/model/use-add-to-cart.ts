// Add to Cart (docs/product/account.md#how-things-change): with no store, a store that must be
// changed, online ordering off or a store that is not OPEN right now, the store selector opens;
// otherwise the line is added, the customer goes back and the cart opens. On the edit screen the
// line is saved in place, then the customer goes back (or on to checkout).
import type { CartLine } from '@brewline/domain/orders/cart';
import { addLine, replaceLine } from '@brewline/domain/orders/cart-edits';
import { track } from '../../../lib/analytics.ts';
import { messages } from '@brewline/domain/messages/messages';
import { GLOBAL_STORE_ID, needsStoreSelection } from '@brewline/domain/store-hours/pickup';
import { getStoreStatus } from '@brewline/domain/store-hours/store-hours';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCart } from '../../../lib/cart-context.tsx';
import { goBack } from '../../../lib/go-back.ts';
import { useSelectedStore } from '../../../lib/selected-store-context.tsx';

export interface AddToCart {
  /** Adds (or saves) the line, then leaves the page: back, or on to checkout. */
  add: (line: CartLine, then?: 'back' | 'checkout') => void;
  /** Why the last attempt was refused (a full cart, a line gone from the cart). */
  error: string | null;
  /** The selected store is still loading: nothing can be decided yet. */
  waiting: boolean;
}

export function useAddToCart({ editing, backTo }: { editing: boolean; backTo: string }): AddToCart {
  const { storeId, store, serverNow, setPickerOpen } = useSelectedStore();
  const cart = useCart();
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();

  const add = (line: CartLine, then: 'back' | 'checkout' = 'back'): void => {
    if (editing) {
      const refused = cart.edit((c) => replaceLine(c, line.lineId, line));
      setError(refused);
      if (refused !== null) return;
      if (then === 'checkout') navigate('/checkout');
      else goBack(backTo);
      return;
    }
    // The store's hours in its own time zone decide, at the moment of the tap on the server's clock
    // (the store picker's 'Open Now' is the server's too): a phone's clock hours off changes nothing.
    const status = store ? getStoreStatus(store, store.timeZone, serverNow()) : null;
    if (needsStoreSelection(store, status)) {
      // Say why: no store yet (or the chain-wide one), or this one cannot take the order now.
      const usable = store !== null && store.storeId !== GLOBAL_STORE_ID;
      setPickerOpen(
        true,
        usable ? messages.STORE_NOT_ACCEPTING_ORDERS_STEP() : messages.SELECT_STORE_TO_ORDER(),
      );
      return;
    }
    const refused = cart.edit((c) => addLine(c, line));
    setError(refused);
    if (refused !== null) return;
    track('cart_add', { productId: line.productId, sizeId: line.sizeId, quantity: line.quantity });
    cart.setModalOpen(true);
    goBack(backTo);
  };

  return { add, error, waiting: storeId !== null && store === null };
}
