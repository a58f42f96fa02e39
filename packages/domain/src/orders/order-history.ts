// How a past order reads in the member's history (docs/product/account.md#past-orders,
// #order-record): a one-line summary of its items for the list, and how each payment and refund
// names the card it used. A card is only ever named by its brand and last four digits.
import { BRAND_NAME } from '../messages/messages.ts';

export interface SummaryItem {
  readonly productName: string;
  readonly quantity: number;
}

/** Items named in a list entry before the rest is counted. */
export const SUMMARY_ITEM_LIMIT = 3;

/** '2 × Caffè Latte, Nitro Cold Brew and 2 more', for one line of the order list. */
export function orderItemSummary(items: readonly SummaryItem[], limit = SUMMARY_ITEM_LIMIT): string {
  const named = items
    .slice(0, limit)
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.productName}` : item.productName));
  const rest = items.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

const BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american express': 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card provider's brand as people write it ('visa' -> 'Visa'); 'Card' when unknown. */
export function cardBrandLabel(brand: string | null | undefined): string {
  const key = (brand ?? '').trim().toLowerCase();
  if (key === '' || key === 'unknown') return 'Card';
  return BRAND_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** '•••• 4242': the last four digits only. */
export function maskedLast4(digits: string | null | undefined): string {
  const last4 = (digits ?? '').replace(/\D/g, '').slice(-4);
  return last4 === '' ? '' : `•••• ${last4}`;
}

/** 'Visa •••• 4242' for a credit card payment or its refund. */
export function creditCardIdentifier(
  brand: string | null | undefined,
  last4: string | null | undefined,
): string {
  return `${cardBrandLabel(brand)} ${maskedLast4(last4)}`.trim();
}

/** 'Brewline Card •••• 1234' for a stored-value card: never its whole number. */
export function brandCardIdentifier(cardNumber: string, brand = BRAND_NAME): string {
  return `${brand} Card ${maskedLast4(cardNumber)}`.trim();
}
