// The order a drink's chosen modifiers are read in, everywhere they are listed (cart, receipt, store
// board, e-mail): the order a barista makes the drink. Scales first (roast, ice, room), then the
// modifier groups by their priority (milk, shots, syrups, sweeteners, toppings), each group's
// modifiers by theirs. Whatever order the customer tapped them in.
import type { ProductDetail } from './menu-product-details.ts';

type ModifierOwners = Pick<ProductDetail, 'modifierScales' | 'modifierGroups'>;

/** The chosen modifiers sorted into make order; one the product does not offer goes last. */
export function inMakeOrder<T extends { modifierId: number }>(
  product: ModifierOwners,
  chosen: readonly T[],
): T[] {
  const rank = new Map<number, number>();
  [...product.modifierScales, ...product.modifierGroups].forEach((owner, ownerIndex) =>
    // A modifier in both a scale and a group is ranked with the group, which is what prices it.
    owner.modifiers.forEach((m, index) => rank.set(m.id, ownerIndex * 1000 + index)),
  );
  const rankOf = (modifierId: number) => rank.get(modifierId) ?? Number.MAX_SAFE_INTEGER;
  return [...chosen].sort((a, b) => rankOf(a.modifierId) - rankOf(b.modifierId));
}
