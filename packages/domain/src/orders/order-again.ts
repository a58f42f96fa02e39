// Order again (docs/product/account.md#past-orders, docs/product/ordering.md#how-things-change): a
// past order's lines go back into the cart as they were ordered (size, version, modifiers,
// quantity), priced at the store the customer orders from now. A line the menu no longer makes that
// way is left out, and the customer is told which ('X is no longer available at {store}'). The menu
// check is here; whether the store sells a line today is the cart pricing's answer (the server's
// priceCart), so that rule exists once.
import { MAX_LINE_QUANTITY } from './cart.ts';
import { messages } from '../messages/messages.ts';

export interface PastOrderModifier {
  readonly modifierId: number;
  readonly name: string;
  readonly quantity: number;
}

/** One line of the past order, as it was stored. */
export interface PastOrderLine {
  readonly productId: number;
  readonly productName: string;
  readonly sizeId: number;
  readonly sizeName: string;
  readonly versionId: number | null;
  readonly versionName: string | null;
  readonly quantity: number;
  readonly modifiers: readonly PastOrderModifier[];
}

export interface OrderAgainModifierOption {
  readonly id: number;
  readonly isVariableQuantity: boolean;
  readonly maxQuantity: number;
}

/** What the menu makes today of one product (the server's menu snapshot fits this shape). */
export interface OrderAgainProduct {
  readonly id: number;
  readonly sizes: readonly { readonly id: number }[];
  readonly productVersions: readonly { readonly id: number }[];
  /** A single-choice group (milk) takes one modifier; a multi-select one (syrups) any number. */
  readonly modifierGroups: readonly {
    readonly id: number;
    readonly multiSelect: boolean;
    readonly modifiers: readonly OrderAgainModifierOption[];
  }[];
  /** A scale (ice) takes one step. */
  readonly modifierScales: readonly {
    readonly id: number;
    readonly modifiers: readonly OrderAgainModifierOption[];
  }[];
}

export const LEFT_OUT_REASONS = [
  /** The product is off the menu. */
  'PRODUCT_GONE',
  /** The product no longer comes in that size. */
  'SIZE_GONE',
  /** The product no longer comes in that version (hot, iced). */
  'VERSION_GONE',
  /** An option of the line is no longer made; the rest of the line is kept. */
  'MODIFIER_GONE',
  /** The store does not sell it today (sold out, not offered there, size not sold there). */
  'NOT_SOLD_HERE',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export interface LeftOut {
  /** How the customer's message names what was left out. */
  readonly name: string;
  readonly reason: LeftOutReason;
}

export interface OrderAgainLine {
  /** The past line this came from (its index in the order). */
  readonly pastIndex: number;
  readonly productId: number;
  readonly sizeId: number;
  readonly versionId: number | null;
  readonly quantity: number;
  readonly modifiers: readonly { readonly modifierId: number; readonly quantity: number }[];
}

export interface OrderAgainPlan {
  readonly lines: readonly OrderAgainLine[];
  readonly leftOut: readonly LeftOut[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/** The line's modifiers the product still offers, one per single-choice group or scale. */
function keptModifiers(product: OrderAgainProduct, line: PastOrderLine) {
  const owners = [
    ...product.modifierGroups.map((g) => ({
      key: g.multiSelect ? null : `g${g.id}`,
      modifiers: g.modifiers,
    })),
    ...product.modifierScales.map((s) => ({ key: `s${s.id}`, modifiers: s.modifiers })),
  ];
  const taken = new Set<string>();
  const kept: { modifierId: number; quantity: number }[] = [];
  const gone: LeftOut[] = [];
  for (const past of line.modifiers) {
    if (past.quantity <= 0) continue;
    const owner = owners.find((o) => o.modifiers.some((m) => m.id === past.modifierId));
    const option = owner?.modifiers.find((m) => m.id === past.modifierId);
    // A second choice in a group that now takes one reads as gone: the menu changed under it.
    if (!owner || !option || (owner.key !== null && taken.has(owner.key))) {
      gone.push({ name: `${past.name} for ${line.productName}`, reason: 'MODIFIER_GONE' });
      continue;
    }
    if (owner.key !== null) taken.add(owner.key);
    const max = option.isVariableQuantity ? Math.max(1, option.maxQuantity) : 1;
    kept.push({ modifierId: past.modifierId, quantity: clamp(past.quantity, 1, max) });
  }
  return { kept, gone };
}

/**
 * The lines the menu still makes as they were ordered, and what was left out. `findProduct` answers
 * from today's menu; whether the store sells each line is decided afterwards by pricing it there.
 */
export function planOrderAgain(
  pastLines: readonly PastOrderLine[],
  findProduct: (productId: number) => OrderAgainProduct | undefined,
): OrderAgainPlan {
  const lines: OrderAgainLine[] = [];
  const leftOut: LeftOut[] = [];
  pastLines.forEach((line, pastIndex) => {
    const product = findProduct(line.productId);
    if (!product) {
      leftOut.push({ name: line.productName, reason: 'PRODUCT_GONE' });
      return;
    }
    if (!product.sizes.some((s) => s.id === line.sizeId)) {
      leftOut.push({ name: `${line.sizeName} ${line.productName}`, reason: 'SIZE_GONE' });
      return;
    }
    if (line.versionId !== null && !product.productVersions.some((v) => v.id === line.versionId)) {
      leftOut.push({ name: `${line.versionName ?? ''} ${line.productName}`.trim(), reason: 'VERSION_GONE' });
      return;
    }
    const { kept, gone } = keptModifiers(product, line);
    leftOut.push(...gone);
    lines.push({
      pastIndex,
      productId: line.productId,
      sizeId: line.sizeId,
      versionId: line.versionId,
      quantity: clamp(line.quantity, 1, MAX_LINE_QUANTITY),
      modifiers: kept,
    });
  });
  return { lines, leftOut };
}

/** A past line the store does not sell today. */
export function notSoldHere(line: PastOrderLine): LeftOut {
  return { name: line.productName, reason: 'NOT_SOLD_HERE' };
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * What the customer is told about what was left out, each name once; null when nothing was.
 * With nothing left at all, the message says so and the cart is not touched.
 */
export function orderAgainNotice(
  leftOut: readonly LeftOut[],
  keptLineCount: number,
  storeName: string,
): string | null {
  const names = [...new Set(leftOut.map((l) => l.name))];
  const notAvailable =
    names.length > 0
      ? messages.ORDER_AGAIN_NO_LONGER_AVAILABLE({
          names: joinNames(names),
          count: names.length,
          store: storeName,
        })
      : null;
  if (keptLineCount > 0) return notAvailable;
  const nothing = messages.ORDER_AGAIN_NOTHING_AVAILABLE({ store: storeName });
  return notAvailable ? `${notAvailable} ${nothing}` : nothing;
}
