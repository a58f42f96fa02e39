import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ADD_INPUT_MIN,
  QUICK_ADD_AMOUNTS_CENTS,
  quickAmountLabel,
  validateAddBalance,
} from '../src/validation/add-balance.ts';
import { cardNumberSchema, validateCardNumber } from '../src/validation/card-number.ts';
import { changePasswordSchema } from '../src/validation/change-password.ts';
import { validateForm } from '../src/validation/field-errors.ts';
import { helpFeedbackSchema } from '../src/validation/help-feedback.ts';
import { isVehicleRequired, vehicleSchema } from '../src/validation/vehicle.ts';
import { parseVehicleYear } from '../src/validation/vehicle-year.ts';

describe('vehicle form', () => {
  it('accepts a known make, one of its models and a listed color, spelling both as listed', () => {
    expect(validateForm(vehicleSchema, { make: 'toyota', model: 'Camry', color: 'Blue' })).toEqual({
      ok: true,
      value: { make: 'Toyota', model: 'Camry', color: 'Blue', year: null },
    });
  });

  it("says '{Field} is required.'", () => {
    expect(validateForm(vehicleSchema, { make: '', model: ' ', color: '' })).toEqual({
      ok: false,
      errors: { make: 'Make is required.', model: 'Model is required.', color: 'Color is required.' },
    });
    expect(validateForm(vehicleSchema, {})).toMatchObject({ errors: { make: 'Make is required.' } });
  });

  it('refuses a make or color outside the lists', () => {
    expect(validateForm(vehicleSchema, { make: 'Toyoda', model: 'Camry', color: 'Teal' })).toEqual({
      ok: false,
      errors: { make: 'Please choose a make from the list.', color: 'Please choose a color from the list.' },
    });
  });

  it("refuses a model the make's list does not hold, and spells a listed one as listed", () => {
    expect(validateForm(vehicleSchema, { make: 'Honda', model: 'xyzzy123', color: 'Red' })).toEqual({
      ok: false,
      errors: { model: 'Please choose a model from the list.' },
    });
    expect(validateForm(vehicleSchema, { make: 'honda', model: ' civic ', color: 'Red' })).toMatchObject({
      ok: true,
      value: { make: 'Honda', model: 'Civic' },
    });
  });

  it('is needed for parking lot only', () => {
    expect(isVehicleRequired('PARKING_LOT')).toBe(true);
    expect(isVehicleRequired('IN_STORE')).toBe(false);
    expect(isVehicleRequired(undefined)).toBe(false);
  });
});

describe('add balance', () => {
  it('offers $5, $10, $20 and $25', () => {
    expect(QUICK_ADD_AMOUNTS_CENTS.map(quickAmountLabel)).toEqual(['$5', '$10', '$20', '$25']);
    expect(quickAmountLabel(550)).toBe('$5.50');
    expect(CUSTOM_ADD_INPUT_MIN).toBe(1);
  });

  it('takes a quick amount', () => {
    expect(validateAddBalance({ quickAmountCents: 2000, customAmount: '' })).toEqual({
      ok: true,
      value: 2000,
    });
  });

  it('lets a typed amount win over a quick one, in exact cents', () => {
    expect(validateAddBalance({ quickAmountCents: 500, customAmount: '12.29' })).toEqual({
      ok: true,
      value: 1229,
    });
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '0.50' })).toEqual({
      ok: true,
      value: 50,
    });
  });

  it('needs a non-zero amount', () => {
    const required = {
      ok: false,
      code: 'AMOUNT_REQUIRED',
      message: 'Please select an amount to add to the card.',
    };
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '' })).toEqual(required);
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '0' })).toEqual(required);
    expect(validateAddBalance({ quickAmountCents: 700, customAmount: '' })).toEqual(required);
  });

  it('names what is wrong with a typed amount: too many decimals, not an amount, far too large', () => {
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '12.345' })).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_PRECISE',
      message: 'Please enter an amount with at most 2 decimals.',
    });
    expect(validateAddBalance({ quickAmountCents: null, customAmount: 'ten' })).toMatchObject({
      code: 'AMOUNT_INVALID',
      message: 'Please enter an amount in dollars and cents, for example 10.00.',
    });
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '9'.repeat(30) })).toMatchObject({
      code: 'AMOUNT_ABOVE_MAXIMUM',
    });
  });

  it('needs at least $0.50 typed', () => {
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '0.49' })).toEqual({
      ok: false,
      code: 'AMOUNT_BELOW_MINIMUM',
      message: 'Please enter an amount over $0.50.',
    });
  });

  it('refuses more than $500 at once', () => {
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '500.00' })).toEqual({
      ok: true,
      value: 50_000,
    });
    expect(validateAddBalance({ quickAmountCents: null, customAmount: '500.01' })).toEqual({
      ok: false,
      code: 'AMOUNT_ABOVE_MAXIMUM',
      message: 'Please enter an amount of $500.00 or less.',
    });
  });
});

describe('card number', () => {
  it('accepts exactly 14 digits, spaces dropped', () => {
    expect(validateCardNumber('1234 5678 9012 34')).toEqual({ ok: true, value: '12345678901234' });
    expect(validateForm(cardNumberSchema(), '12345678901234')).toEqual({ ok: true, value: '12345678901234' });
  });

  it.each(['1234567890123', '123456789012345', '1234567890123a', ''])('refuses %j', (text) => {
    expect(validateCardNumber(text)).toEqual({
      ok: false,
      code: 'INVALID_CARD_NUMBER',
      message: 'Invalid Brewline Card Number',
    });
    expect(validateForm(cardNumberSchema('Java Joe'), text)).toEqual({
      ok: false,
      errors: { '': 'Invalid Java Joe Card Number' },
    });
  });
});

describe('change password', () => {
  const form = (currentPassword: string, newPassword: string, retypePassword: string) =>
    validateForm(changePasswordSchema, { currentPassword, newPassword, retypePassword });

  it('accepts a new, long enough, retyped password', () => {
    expect(form('old-secret', 'new-secret', 'new-secret').ok).toBe(true);
  });

  it('says each field is empty', () => {
    expect(form('', '', '')).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Password cannot be empty',
        newPassword: 'New Password cannot be empty',
        retypePassword: 'Password cannot be empty',
      },
    });
  });

  it('needs 7 characters', () => {
    expect(form('old-secret', 'short', 'short')).toEqual({
      ok: false,
      errors: { newPassword: 'Passwords must be at least 7 characters.' },
    });
    expect(form('old-secret', '1234567', '1234567').ok).toBe(true);
  });

  it('needs a password different from the current one', () => {
    expect(form('same-secret', 'same-secret', 'same-secret')).toEqual({
      ok: false,
      errors: { newPassword: 'New password cannot be the same as current password' },
    });
  });

  it('needs the retype to match', () => {
    expect(form('old-secret', 'new-secret', 'new-secreT')).toEqual({
      ok: false,
      errors: { retypePassword: 'Passwords do not match' },
    });
  });
});

describe('help feedback', () => {
  it('needs some text within 2000 characters', () => {
    expect(validateForm(helpFeedbackSchema, { feedbackText: ' The app froze. ' })).toEqual({
      ok: true,
      value: { category: 'Online Ordering Help', feedbackText: 'The app froze.' },
    });
    expect(validateForm(helpFeedbackSchema, { feedbackText: '  ' })).toEqual({
      ok: false,
      errors: { feedbackText: 'Please tell us about the issue.' },
    });
    expect(validateForm(helpFeedbackSchema, { feedbackText: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { feedbackText: 'Please keep it under 2000 characters.' },
    });
  });
});

describe('the car model year (optional)', () => {
  it('is no year when empty, a year when four digits in range, refused otherwise', () => {
    expect(parseVehicleYear('')).toEqual({ ok: true, year: null });
    expect(parseVehicleYear(' 2019 ')).toEqual({ ok: true, year: 2019 });
    expect(parseVehicleYear('19')).toEqual({ ok: false });
    expect(parseVehicleYear('1850')).toEqual({ ok: false });
    const car = { make: 'Toyota', model: 'Camry', color: 'Blue' };
    expect(vehicleSchema.parse(car).year).toBeNull();
    expect(vehicleSchema.parse({ ...car, year: 2019 }).year).toBe(2019);
    expect(vehicleSchema.safeParse({ ...car, year: 12 }).success).toBe(false);
  });
});
