// A cart line the journeys put in a browser's storage before they open a page: a grande Caffè Latte
// (ids from the demo seed), already added to the cart.
import type { CartLine } from '@brewline/domain/orders/cart';

export function grandeLatteLine(lineId: string): CartLine {
  return { lineId, productId: 301, sizeId: 3, versionId: 3012, quantity: 1, modifiers: [], isSent: true };
}
