// The cart's lines with their descriptions and the server's prices, for the modal and the page.
import type { CartLine } from '@brewline/domain/orders/cart';
import { useCart } from '../../../lib/cart-context.tsx';
import { useMenuTables } from '../../../lib/menu-tables-context.tsx';
import { useCartPricing, type CartPricingState } from '../../../lib/use-cart-pricing.ts';
import { describeLine, type LineDescription } from './describe-line.ts';

export interface PricedCartLine {
  line: CartLine;
  description: LineDescription;
  priceCents: number | undefined;
  unavailable: boolean;
}

export function usePricedCart(): CartPricingState & { rows: PricedCartLine[] } {
  const tables = useMenuTables();
  const { lines } = useCart();
  const state = useCartPricing(lines);
  const rows = lines.map((line) => {
    const priced = state.pricing?.lines.find((p) => p.lineId === line.lineId);
    return {
      line,
      description: describeLine(tables, line, priced),
      priceCents: priced?.priceCents,
      unavailable: state.pricing?.unavailableLines.some((u) => u.lineId === line.lineId) ?? false,
    };
  });
  return { ...state, rows };
}
