// The store's price beside each option (size, modifier), for the customer to compare choices. The
// price of the drink itself always comes from priceCart.
import type { MenuPrices } from '../api/menu-prices-query.ts';

export interface OptionPrices {
  size: (sizeId: number) => number | undefined;
  modifier: (modifierId: number) => number | undefined;
}

export function optionPrices(prices: MenuPrices | null, productId: number): OptionPrices {
  const sizes = new Map(
    (prices?.items ?? []).filter((p) => p.productId === productId).map((p) => [p.sizeId, p.priceCents]),
  );
  const modifiers = new Map((prices?.modifiers ?? []).map((p) => [p.modifierId, p.priceCents]));
  return { size: (id) => sizes.get(id), modifier: (id) => modifiers.get(id) };
}
