// The sandbox's card rules: the documented test cards, and the checks a real provider makes first.
// Only the brand and last four digits ever leave this module.
import { passesLuhn } from '@brewline/domain/validation/payment-card';

export type CardErrorCode =
  'card_declined' | 'insufficient_funds' | 'incorrect_number' | 'expired_card' | 'invalid_cvc';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: CardErrorCode; message: string; last4: string };

const DECLINED = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444', '378282246310005']);

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}

export function chargeSandboxCard(card: CardInput, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', last4 };
  }
  const expiryEnd = Date.UTC(card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year, card.exp_month, 1);
  if (
    !Number.isInteger(card.exp_month) ||
    card.exp_month < 1 ||
    card.exp_month > 12 ||
    expiryEnd <= now.getTime()
  ) {
    return { ok: false, code: 'expired_card', message: 'Your card has expired.', last4 };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid.", last4 };
  }
  if (digits === DECLINED)
    return { ok: false, code: 'card_declined', message: 'Your card was declined.', last4 };
  if (digits === INSUFFICIENT_FUNDS) {
    return { ok: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.', last4 };
  }
  if (!SUCCEEDS.has(digits)) {
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Sandbox payments accept only the test cards.',
      last4,
    };
  }
  return { ok: true, brand: brandOf(digits), last4 };
}
