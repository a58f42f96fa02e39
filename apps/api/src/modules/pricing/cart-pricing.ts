// Prices a cart at a store the way it will be charged: every line checked against the menu (the
// size, version and modifiers must belong to the product), priced with the store's prices and taxed
// with the domain's one rounding rule. Lines the store cannot sell now are set apart, not priced.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@brewline/domain/orders/cart';
import { isProductOrderable, selectableSizes } from '@brewline/domain/menu/menu';
import { linePriceCents } from '@brewline/domain/money/money';
import {
  discountedCartTotals,
  discountedLineTaxCents,
  freeDrinkDiscounts,
} from '@brewline/domain/cards-and-rewards/reward-pricing';
import type { ProductDetail } from '@brewline/domain/menu/menu-product-details';
import { inMakeOrder } from '@brewline/domain/menu/modifier-make-order';
import type { ProductGroupRow } from '@brewline/domain/menu/menu-tables';
import type { StorePricing } from '../stores/store-snapshot.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { refusalMessages } from '@brewline/domain/messages/refusal-messages';

/**
 * What pricing reads of the server's menu snapshot (menu/menu-snapshot.ts passes as one). Said here
 * rather than imported, because the menu module calls pricing when it publishes (decision 009):
 * modules may not depend on each other both ways.
 */
export interface PricingMenu {
  groupsById: ReadonlyMap<number, ProductGroupRow>;
  productsById: ReadonlyMap<number, ProductDetail>;
}

export interface CartModifierInput {
  modifierId: number;
  quantity: number;
}

export interface CartLineInput {
  lineId: string;
  productId: number;
  sizeId: number;
  versionId?: number | null | undefined;
  quantity: number;
  modifiers: readonly CartModifierInput[];
}

export interface PricedModifier {
  modifierId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  priceCents: number;
}

export interface PricedLine {
  lineId: string;
  productId: number;
  productName: string;
  ticketName: string;
  image: string;
  sizeId: number;
  sizeName: string;
  /** The size's fluid ounces; null for food and beans. A free-drink reward pays only for a drink. */
  ounces: number | null;
  versionId: number | null;
  versionName: string | null;
  quantity: number;
  unitPriceCents: number;
  priceCents: number;
  /** What a free-drink reward pays of the line (one item's price, or 0); tax is on the rest. */
  discountCents: number;
  taxCents: number;
  modifiers: PricedModifier[];
}

export interface UnavailableLine {
  lineId: string;
  productId: number;
  productName: string;
}

export interface CartPricing {
  storeId: number;
  taxRateMicros: number;
  lines: PricedLine[];
  unavailableLines: UnavailableLine[];
  /** Every sellable line at its full price. */
  subtotalCents: number;
  /** What a free-drink reward takes off (0 without one, or when the cart has no drink). */
  rewardDiscountCents: number;
  taxCents: number;
  /** subtotal - reward discount + tax: what the customer pays. */
  totalCents: number;
}

export interface PriceCartOptions {
  /** Price as if a claimed free-drink reward is used: one item of the dearest drink is free. */
  freeDrink?: boolean;
}

const invalid = (message: string) => new Refusal('INVALID_CART', message);

function checkQuantity(quantity: number, max: number, what: string): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    throw invalid(refusalMessages.CART_QUANTITY_RANGE({ what, max }));
  }
}

/** The line's modifiers, checked and priced, in make order (the domain's inMakeOrder). */
function pricedModifiers(product: ProductDetail, line: CartLineInput, store: StorePricing): PricedModifier[] {
  const chosenPerGroup = new Map<string, number>();
  const priced = line.modifiers.map(({ modifierId, quantity }) => {
    const group = product.modifierGroups.find((g) => g.modifiers.some((m) => m.id === modifierId));
    const scale = product.modifierScales.find((s) => s.modifiers.some((m) => m.id === modifierId));
    const modifier = (group ?? scale)?.modifiers.find((m) => m.id === modifierId);
    if (!modifier) throw invalid(refusalMessages.CART_OPTION_UNKNOWN({ product: product.name, modifierId }));
    checkQuantity(quantity, modifier.isVariableQuantity ? modifier.maxQuantity : 1, modifier.name);
    // A single-choice group (milk) and a scale (ice) take one choice each.
    const key = group ? (group.multiSelect ? null : `g${group.id}`) : `s${scale?.id ?? 0}`;
    if (key !== null) {
      if (chosenPerGroup.has(key))
        throw invalid(
          refusalMessages.CART_ONE_CHOICE({ product: product.name, group: (group ?? scale)?.name }),
        );
      chosenPerGroup.set(key, modifierId);
    }
    const unitPriceCents = store.modifierPrices.get(modifierId) ?? 0;
    return {
      modifierId,
      name: modifier.name,
      quantity,
      unitPriceCents,
      priceCents: unitPriceCents * quantity,
    };
  });
  return inMakeOrder(product, priced);
}

/** Orderable here (menu.ts isProductOrderable: a shown group, visible at the store, not 86'd) and priced. */
function isSellable(menu: PricingMenu, product: ProductDetail, store: StorePricing, sizeId: number): boolean {
  if (!store.sizePrices.has(`${product.id}:${sizeId}`)) return false;
  return isProductOrderable(product, menu.groupsById, store);
}

/** A size the builder never offers for this product (blacklisted, or restricted by its ounces) is refused. */
function isOfferedSize(product: ProductDetail, sizeId: number): boolean {
  const offered = selectableSizes({
    productId: product.id,
    sizes: product.sizes,
    hideRestrictedSizes: product.autoModify,
  });
  return offered.sizes.some((size) => size.id === sizeId);
}

export function priceCart(
  menu: PricingMenu,
  store: StorePricing,
  items: readonly CartLineInput[],
  options: PriceCartOptions = {},
): CartPricing {
  if (items.length > MAX_CART_LINES)
    throw invalid(refusalMessages.CART_TOO_MANY_LINES({ max: MAX_CART_LINES }));
  if (new Set(items.map((i) => i.lineId)).size !== items.length)
    throw invalid(refusalMessages.CART_LINE_IDS_UNIQUE());
  const lines: PricedLine[] = [];
  const unavailableLines: UnavailableLine[] = [];
  for (const item of items) {
    const product = menu.productsById.get(item.productId);
    if (!product) {
      unavailableLines.push({
        lineId: item.lineId,
        productId: item.productId,
        productName: 'An item no longer on the menu',
      });
      continue;
    }
    const size = product.sizes.find((s) => s.id === item.sizeId);
    if (!size)
      throw invalid(refusalMessages.CART_SIZE_UNKNOWN({ product: product.name, sizeId: item.sizeId }));
    if (!isOfferedSize(product, size.id))
      throw invalid(refusalMessages.CART_SIZE_NOT_ONLINE({ product: product.name, size: size.name }));
    const version =
      item.versionId === null || item.versionId === undefined
        ? (product.productVersions[0] ?? null)
        : product.productVersions.find((v) => v.id === item.versionId);
    if (version === undefined)
      throw invalid(
        refusalMessages.CART_VERSION_UNKNOWN({ product: product.name, versionId: item.versionId }),
      );
    checkQuantity(item.quantity, MAX_LINE_QUANTITY, product.name);
    const modifiers = pricedModifiers(product, item, store);
    if (!isSellable(menu, product, store, size.id)) {
      unavailableLines.push({ lineId: item.lineId, productId: product.id, productName: product.name });
      continue;
    }
    const sizePriceCents = store.sizePrices.get(`${product.id}:${size.id}`) ?? 0;
    const versionDeltaCents = version?.priceDeltaCents ?? 0;
    const charges = modifiers.map((m) => ({ unitPriceCents: m.unitPriceCents, quantity: m.quantity }));
    const unitPriceCents = linePriceCents({
      sizePriceCents,
      versionDeltaCents,
      modifiers: charges,
      quantity: 1,
    });
    const priceCents = linePriceCents({
      sizePriceCents,
      versionDeltaCents,
      modifiers: charges,
      quantity: item.quantity,
    });
    lines.push({
      lineId: item.lineId,
      productId: product.id,
      productName: product.name,
      ticketName: product.ticketName,
      image: product.image,
      sizeId: size.id,
      sizeName: size.name,
      ounces: size.ounces,
      versionId: version?.id ?? null,
      versionName: version?.name ?? null,
      quantity: item.quantity,
      unitPriceCents,
      priceCents,
      discountCents: 0,
      taxCents: 0,
      modifiers,
    });
  }
  const discounts = options.freeDrink ? freeDrinkDiscounts(lines) : lines.map(() => 0);
  const discounted = lines.map((line, index) => {
    const discountCents = discounts[index] ?? 0;
    return {
      ...line,
      discountCents,
      taxCents: discountedLineTaxCents({ priceCents: line.priceCents, discountCents }, store.taxRateMicros),
    };
  });
  const totals = discountedCartTotals(discounted, store.taxRateMicros);
  return {
    storeId: store.storeId,
    taxRateMicros: store.taxRateMicros,
    lines: discounted,
    unavailableLines,
    ...totals,
  };
}
