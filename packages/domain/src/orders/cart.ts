// The session cart (docs/product/ordering.md#session-cart, #local-cart-operations,
// docs/product/account.md#adding-to-the-cart): a uuid and its lines, kept in the browser and priced
// by the server. These are the operations the customer can perform on it; each returns a new cart
// and never changes the one it was given. The edits that can be refused (add, save, duplicate) are
// in cart-edits.ts, with their messages, so the app's first load (the toolbar badge) carries no
// message catalogue.

/** The most of one line (drinks of one kind) a customer may order; the server refuses more. */
export const MAX_LINE_QUANTITY = 25;
/** The most lines one cart may hold; the server refuses a longer cart. */
export const MAX_CART_LINES = 50;

export interface CartModifier {
  readonly modifierId: number;
  readonly quantity: number;
}

export interface CartLine {
  readonly lineId: string;
  readonly productId: number;
  readonly sizeId: number;
  /** Null takes the product's first version (or the product has none). */
  readonly versionId: number | null;
  readonly quantity: number;
  readonly modifiers: readonly CartModifier[];
  /** Added to the cart by the customer; a line still being built is unsent. */
  readonly isSent: boolean;
}

export interface SessionCart {
  /** The uuid the order is sent under: the same cart sent twice is one order. */
  readonly id: string;
  readonly items: readonly CartLine[];
}

export function emptyCart(id: string): SessionCart {
  return { id, items: [] };
}

/** The lines the customer has added (the ones priced, counted and ordered). */
export function sentLines(cart: SessionCart): CartLine[] {
  return cart.items.filter((line) => line.isSent);
}

/** The badge count: every drink of every added line. */
/** A cart line as the server takes it (priceCart and sendCustomerOrder items): options chosen 0 times left out. */
export interface CartItemInput {
  lineId: string;
  productId: number;
  sizeId: number;
  versionId: CartLine['versionId'];
  quantity: number;
  modifiers: { modifierId: number; quantity: number }[];
}

export function cartItemInputs(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((line) => ({
    lineId: line.lineId,
    productId: line.productId,
    sizeId: line.sizeId,
    versionId: line.versionId,
    quantity: line.quantity,
    modifiers: line.modifiers
      .filter((m) => m.quantity > 0)
      .map((m) => ({ modifierId: m.modifierId, quantity: m.quantity })),
  }));
}

export function cartItemCount(cart: SessionCart): number {
  return sentLines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

export interface UnorderableLines {
  /** What the store cannot make now (its 86 list, from the server). */
  readonly productIds: ReadonlySet<number>;
  /** Lines the server's pricing set apart (hidden, regional, gone from the menu). */
  readonly lineIds: ReadonlySet<string>;
}

/** The badge: drinks that will be ordered, not the lines the store cannot sell (they leave at checkout). */
export function orderableItemCount(cart: SessionCart, unorderable: UnorderableLines): number {
  return sentLines(cart)
    .filter((line) => !unorderable.productIds.has(line.productId) && !unorderable.lineIds.has(line.lineId))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart without that line (unchanged when it is not there). */
export function removeLine(cart: SessionCart, lineId: string): SessionCart {
  return cart.items.some((item) => item.lineId === lineId)
    ? { ...cart, items: cart.items.filter((item) => item.lineId !== lineId) }
    : cart;
}

/**
 * Leaving the product page outside edit mode drops the lines that were never added (spec: "Unsent
 * items not in edit mode are removed when leaving"). Returns the same cart when there are none, so
 * callers can skip a re-render.
 */
export function removeUnsentLines(cart: SessionCart): SessionCart {
  return cart.items.every((item) => item.isSent) ? cart : { ...cart, items: sentLines(cart) };
}

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function readModifier(value: unknown): CartModifier | null {
  if (typeof value !== 'object' || value === null) return null;
  const { modifierId, quantity } = value as Record<string, unknown>;
  return isId(modifierId) && isCount(quantity, 1000) ? { modifierId, quantity } : null;
}

function readLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { lineId, productId, sizeId, versionId, quantity, modifiers, isSent } = v;
  if (typeof lineId !== 'string' || lineId === '' || !isId(productId) || !isId(sizeId)) return null;
  if (versionId !== null && !isId(versionId)) return null;
  if (!isCount(quantity, MAX_LINE_QUANTITY) || quantity < 1 || typeof isSent !== 'boolean') return null;
  if (!Array.isArray(modifiers)) return null;
  const read = modifiers.map(readModifier);
  if (read.some((m) => m === null)) return null;
  return { lineId, productId, sizeId, versionId, quantity, modifiers: read as CartModifier[], isSent };
}

/**
 * A cart read back from storage, or null when it is not one. Damaged lines are dropped rather than
 * losing the whole cart; duplicate line ids keep their first line; at most MAX_CART_LINES are kept.
 */
export function parseSessionCart(value: unknown): SessionCart | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, items } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || !Array.isArray(items)) return null;
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of items) {
    const line = readLine(item);
    if (!line || seen.has(line.lineId) || lines.length >= MAX_CART_LINES) continue;
    seen.add(line.lineId);
    lines.push(line);
  }
  return { id, items: lines };
}
