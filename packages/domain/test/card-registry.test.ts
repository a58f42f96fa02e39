import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSuspiciousCardAdds, MAX_FAILED_CARD_ADDS } from '../src/cards-and-rewards/card-registry.ts';
import { messages, SUPPORT_EMAIL } from '../src/messages/messages.ts';
import {
  MAX_ADD_CENTS,
  MIN_CUSTOM_ADD_CENTS,
  QUICK_ADD_AMOUNTS_CENTS,
  validateAddBalanceCents,
} from '../src/validation/add-balance.ts';
import { brightnessMessage } from '../src/site/wrapper-app.ts';

describe('failed card adds', () => {
  it('flags the account at the fifth wrong number in a row, not before', () => {
    expect(MAX_FAILED_CARD_ADDS).toBe(5);
    expect([0, 1, 4].map(isSuspiciousCardAdds)).toEqual([false, false, false]);
    expect([5, 6].map(isSuspiciousCardAdds)).toEqual([true, true]);
  });

  it('names the support address in the disabled-account message', () => {
    expect(messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL })).toBe(
      'Due to suspicious behavior, we have disabled this account. Please contact support@brewline.example if you need assistance with your account.',
    );
  });
});

describe('an amount to add, checked in cents by the server', () => {
  it('takes every quick amount and anything from $0.50 to the maximum', () => {
    for (const cents of QUICK_ADD_AMOUNTS_CENTS)
      expect(validateAddBalanceCents(cents)).toEqual({ ok: true, value: cents });
    expect(validateAddBalanceCents(MIN_CUSTOM_ADD_CENTS)).toEqual({ ok: true, value: 50 });
    expect(validateAddBalanceCents(MAX_ADD_CENTS)).toEqual({ ok: true, value: 50_000 });
  });

  it('refuses nothing, fractions of a cent, too little and too much with the messages', () => {
    expect(validateAddBalanceCents(0)).toMatchObject({
      ok: false,
      code: 'AMOUNT_REQUIRED',
      message: 'Please select an amount to add to the card.',
    });
    expect(validateAddBalanceCents(-500)).toMatchObject({ code: 'AMOUNT_REQUIRED' });
    expect(validateAddBalanceCents(10.5)).toMatchObject({ code: 'AMOUNT_REQUIRED' });
    expect(validateAddBalanceCents(49)).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      message: 'Please enter an amount over $0.50.',
    });
    expect(validateAddBalanceCents(50_001)).toMatchObject({
      code: 'AMOUNT_ABOVE_MAXIMUM',
      message: 'Please enter an amount of $500.00 or less.',
    });
  });

  it('accepts exactly the whole cents between the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 60_000 }), (cents) => {
        expect(validateAddBalanceCents(cents).ok).toBe(cents >= 50 && cents <= 50_000);
      }),
    );
  });
});

describe('the wrapper app brightness message', () => {
  it('asks for full brightness while a code is shown, and gives it back after', () => {
    expect(brightnessMessage(true)).toEqual({ type: 'brewline.brightness', level: 'max' });
    expect(brightnessMessage(false)).toEqual({ type: 'brewline.brightness', level: 'restore' });
  });
});
