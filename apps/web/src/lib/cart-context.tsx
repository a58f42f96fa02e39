// The session cart shared by the toolbar badge, the product page, the cart and checkout. The rules of
// each operation live in packages/domain (cart.ts, cart-edits.ts); this holds the state, stores it on
// every change, follows other tabs, and empties it when the store changes.
import {
  emptyCart,
  orderableItemCount,
  removeLine as removeCartLine,
  removeUnsentLines as withoutUnsentLines,
  sentLines,
  type CartLine,
  type SessionCart,
} from '@brewline/domain/orders/cart';
import type { Result } from '@brewline/domain/lib/result';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CART_STORAGE_KEY, readCart, writeCart } from './cart-storage.ts';
import { useUnavailableProductIds } from './selected-store-context.tsx';
import { useIsServerRender } from './server-render.ts';
import { subscribeStoreChange } from './store-change.ts';
import { newId } from './uuid.ts';

export interface CartValue {
  /** The session cart's uuid: the order is sent under it. */
  cartId: string;
  /** The lines the customer added, in order. */
  lines: readonly CartLine[];
  /** Drinks in the cart that will be ordered (the badge): not the lines the store cannot sell. */
  itemCount: number;
  /** The server's pricing says which lines it set apart (use-cart-pricing.ts reports each answer). */
  reportUnavailableLines: (lineIds: readonly string[]) => void;
  /**
   * Applies an edit that may be refused (domain cart-edits.ts: addLine, replaceLine, duplicateLine,
   * passed in by the screen so the first load carries no message catalogue). Returns null when done,
   * or the message saying why not.
   */
  edit: (edit: (cart: SessionCart) => Result<SessionCart>) => string | null;
  removeLine: (lineId: string) => void;
  removeUnsentLines: () => void;
  /** A new, empty cart under a new id (store change, order placed). */
  resetCart: () => void;
  modalOpen: boolean;
  setModalOpen: (open: boolean) => void;
}

const CartContext = createContext<CartValue | null>(null);

const EMPTY_WHILE_RESTORING: SessionCart = emptyCart('');

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [storedCart, setCart] = useState<SessionCart>(readCart);
  // The server knows no cart: the page it rendered is hydrated with an empty one, then shows this one.
  const restoring = useIsServerRender();
  const cart = restoring ? EMPTY_WHILE_RESTORING : storedCart;
  const [modalOpen, setModalOpen] = useState(false);
  const unavailableProductIds = useUnavailableProductIds();
  const [unavailableLineIds, setUnavailableLineIds] = useState<ReadonlySet<string>>(() => new Set());
  // The latest cart, so an operation can answer at once whether it was done.
  const current = useRef(storedCart);

  const commit = useCallback((next: SessionCart) => {
    if (next === current.current) return;
    current.current = next;
    setCart(next);
    writeCart(next);
  }, []);

  useEffect(() => subscribeStoreChange(() => commit(emptyCart(newId()))), [commit]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      const next = readCart();
      current.current = next;
      setCart(next);
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);

  // The operations never change, so a screen may use one as an effect's dependency.
  const operations = useMemo(
    () => ({
      edit: (edit: (cart: SessionCart) => Result<SessionCart>) => {
        const result = edit(current.current);
        if (!result.ok) return result.message;
        commit(result.value);
        return null;
      },
      removeLine: (lineId: string) => commit(removeCartLine(current.current, lineId)),
      removeUnsentLines: () => commit(withoutUnsentLines(current.current)),
      resetCart: () => commit(emptyCart(newId())),
      reportUnavailableLines: (lineIds: readonly string[]) =>
        setUnavailableLineIds((held) =>
          held.size === lineIds.length && lineIds.every((id) => held.has(id)) ? held : new Set(lineIds),
        ),
    }),
    [commit],
  );

  const value = useMemo<CartValue>(
    () => ({
      cartId: cart.id,
      lines: sentLines(cart),
      itemCount: orderableItemCount(cart, {
        productIds: unavailableProductIds,
        lineIds: unavailableLineIds,
      }),
      ...operations,
      modalOpen,
      setModalOpen,
    }),
    [cart, operations, modalOpen, unavailableProductIds, unavailableLineIds],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
