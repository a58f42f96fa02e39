// The session cart in this browser's storage, so a reload (or a tab opened later) keeps it.
import {
  emptyCart,
  parseSessionCart,
  removeUnsentLines,
  type SessionCart,
} from '@brewline/domain/orders/cart';
import { newId } from './uuid.ts';

export const CART_STORAGE_KEY = 'brewline.cart';

/**
 * The stored cart, or a new empty one. A reload leaves any product page, so lines that were never
 * added are dropped here too.
 */
export function readCart(): SessionCart {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    const cart = raw === null ? null : parseSessionCart(JSON.parse(raw));
    if (cart) return removeUnsentLines(cart);
  } catch {
    // Unreadable storage or damaged JSON: start a fresh cart rather than fail the app.
  }
  return emptyCart(newId());
}

export function writeCart(cart: SessionCart): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Private mode without storage: the cart lasts until the tab closes.
  }
}
