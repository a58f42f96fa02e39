import { describe, expect, it } from 'vitest';
import {
  formatCardNumberInput,
  formatCardPostalInput,
  formatCvcInput,
  formatExpiryInput,
  passesLuhn,
  validateCardForm,
} from '../src/validation/payment-card.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: '85004' };

describe('card form masks', () => {
  it('groups the card number by four and keeps digits only', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4000-0000 00a')).toBe('4000 0000 00');
    expect(formatCardNumberInput('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumberInput('')).toBe('');
  });

  it('writes MM/YY, padding a month that can only be one digit', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/305')).toBe('12/30');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('430')).toBe('04/30');
  });

  it('keeps CVC and ZIP to their digits and lengths', () => {
    expect(formatCvcInput('12a345')).toBe('1234');
    expect(formatCardPostalInput('85004-1234')).toBe('85004');
  });
});

describe('card form checks', () => {
  it('passes the test cards through Luhn and refuses a typo', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('returns the details the provider takes', () => {
    expect(validateCardForm(GOOD, NOW)).toEqual({
      ok: true,
      value: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '85004' },
    });
  });

  it('names each wrong field', () => {
    expect(validateCardForm({ number: '4242', expiry: '1', cvc: '1', postalCode: '850' }, NOW)).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
        postalCode: 'Your ZIP code is incomplete.',
      },
    });
    expect(validateCardForm({ ...GOOD, number: '4242 4242 4242 4241' }, NOW)).toMatchObject({
      errors: { number: 'Your card number is invalid.' },
    });
    expect(validateCardForm({ ...GOOD, expiry: '13/30' }, NOW)).toMatchObject({
      errors: { expiry: "Your card's expiration month is invalid." },
    });
  });

  it('accepts a card through the end of its expiry month', () => {
    expect(validateCardForm({ ...GOOD, expiry: '05/26' }, NOW).ok).toBe(true);
    expect(validateCardForm({ ...GOOD, expiry: '04/26' }, NOW)).toMatchObject({
      errors: { expiry: "Your card's expiration date is in the past." },
    });
  });
});
