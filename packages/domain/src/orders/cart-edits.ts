// The cart edits a customer can be refused (docs/product/ordering.md#local-cart-operations): adding
// a line, saving an edited one and duplicating one. Each returns the new cart, or why not with the
// catalogue's message; the cart given is never changed.
import { MAX_CART_LINES } from './cart.ts';
import type { CartLine, SessionCart } from './cart.ts';
import { messages } from '../messages/messages.ts';
import { err, ok } from '../lib/result.ts';
import type { Result } from '../lib/result.ts';

export type CartError = 'CART_FULL' | 'LINE_NOT_FOUND';

/** Adds a line as sent (the customer pressed Add to Cart). A line with the same id is replaced. */
export function addLine(cart: SessionCart, line: CartLine): Result<SessionCart, CartError> {
  const sent = { ...line, isSent: true };
  if (cart.items.some((item) => item.lineId === line.lineId)) {
    return ok({ ...cart, items: cart.items.map((item) => (item.lineId === line.lineId ? sent : item)) });
  }
  if (cart.items.length >= MAX_CART_LINES)
    return err('CART_FULL', messages.CART_FULL({ maxLines: MAX_CART_LINES }));
  return ok({ ...cart, items: [...cart.items, sent] });
}

/** Saves an edited line in place of the original, keeping its position and id. */
export function replaceLine(
  cart: SessionCart,
  lineId: string,
  line: Omit<CartLine, 'lineId'>,
): Result<SessionCart, CartError> {
  if (!cart.items.some((item) => item.lineId === lineId)) {
    return err('LINE_NOT_FOUND', messages.CART_LINE_NOT_FOUND());
  }
  return ok({
    ...cart,
    items: cart.items.map((item) => (item.lineId === lineId ? { ...line, lineId, isSent: true } : item)),
  });
}

/** A copy of a line under a new id, right after the original. */
export function duplicateLine(
  cart: SessionCart,
  lineId: string,
  newLineId: string,
): Result<SessionCart, CartError> {
  const at = cart.items.findIndex((item) => item.lineId === lineId);
  const original = cart.items[at];
  if (!original) return err('LINE_NOT_FOUND', messages.CART_LINE_NOT_FOUND());
  if (cart.items.length >= MAX_CART_LINES)
    return err('CART_FULL', messages.CART_FULL({ maxLines: MAX_CART_LINES }));
  const copy: CartLine = {
    ...original,
    lineId: newLineId,
    modifiers: original.modifiers.map((m) => ({ ...m })),
  };
  return ok({ ...cart, items: [...cart.items.slice(0, at + 1), copy, ...cart.items.slice(at + 1)] });
}
