import { describe, expect, it } from 'vitest';
import {
  addFavoriteStore,
  canOrderFromFavoriteStore,
  keepFavoriteProducts,
  removeFavoriteStore,
  toggleFavoriteProduct,
  withPriorities,
} from '../src/validation/favorites.ts';
import { validateForm } from '../src/validation/field-errors.ts';
import {
  birthdayPromotionMedium,
  hasBirthdayDrink,
  myAccountSchema,
  rewardsSubscriptionFlag,
} from '../src/validation/my-account.ts';
import { US_STATES, isCalendarDate, isValidBirthday, profileSchema } from '../src/validation/profile.ts';
import { GEOLOCATION_OPTIONS, parseStoreSearch, selectedStoreFirst } from '../src/validation/store-search.ts';
import { localDateString } from '../src/lib/zoned-time.ts';

describe('profile form', () => {
  const today = '2026-05-15';
  const open = profileSchema({ today, birthdayLocked: false });
  const base = { firstName: 'Ada', lastName: "O'Neil-Byron" };

  it('accepts names with accents, hyphens and apostrophes, and leaves out absent fields', () => {
    expect(validateForm(open, { firstName: ' Zoë ', lastName: "O'Neil-Byron Jr." })).toEqual({
      ok: true,
      value: { firstName: 'Zoë', lastName: "O'Neil-Byron Jr." },
    });
  });

  it('needs both names', () => {
    expect(validateForm(open, { firstName: '', lastName: ' ' })).toEqual({
      ok: false,
      errors: { firstName: 'First Name cannot be empty', lastName: 'Last Name cannot be empty' },
    });
  });

  it('refuses special characters in names', () => {
    expect(validateForm(open, { firstName: 'Ada!', lastName: 'L0velace' })).toEqual({
      ok: false,
      errors: {
        firstName: 'Please remove special characters in first name.',
        lastName: 'Please remove special characters in last name.',
      },
    });
  });

  it('limits names to 50 characters, counted after trimming', () => {
    expect(validateForm(open, { firstName: ` ${'A'.repeat(50)} `, lastName: 'B'.repeat(300) })).toEqual({
      ok: false,
      errors: { lastName: 'Last Name can be at most 50 characters' },
    });
    expect(validateForm(open, { firstName: 'A'.repeat(51), lastName: 'Byron' })).toEqual({
      ok: false,
      errors: { firstName: 'First Name can be at most 50 characters' },
    });
  });

  it('does not let present address fields be blank', () => {
    expect(validateForm(open, { ...base, street: ' ', city: '', postalCode: '', birthday: '' })).toEqual({
      ok: false,
      errors: {
        street: 'Address cannot be empty',
        city: 'City cannot be empty',
        postalCode: 'Zip cannot be empty',
        birthday: 'Birthday cannot be empty',
      },
    });
  });

  it('needs a numeric 5-digit zip and one of the 50 states', () => {
    expect(validateForm(open, { ...base, postalCode: '1234a', state: 'DC' })).toEqual({
      ok: false,
      errors: { postalCode: 'Zip must contain only digits.', state: 'Select a valid state' },
    });
    // All digits but four of them: the length is what is wrong, not the digits.
    expect(validateForm(open, { ...base, postalCode: '1234' })).toEqual({
      ok: false,
      errors: { postalCode: 'Zip must be 5 digits.' },
    });
    expect(validateForm(open, { ...base, postalCode: '07030', state: 'nj' })).toEqual({
      ok: true,
      value: { ...base, postalCode: '07030', state: 'NJ' },
    });
    expect(US_STATES).toHaveLength(50);
  });

  it('needs a real birthday within 120 years, not in the future', () => {
    const birthday = (value: string) => validateForm(open, { ...base, birthday: value });
    expect(birthday('1990-02-28').ok).toBe(true);
    expect(birthday('1906-05-15').ok).toBe(true);
    expect(birthday('2026-05-15').ok).toBe(true);
    for (const bad of ['1906-05-14', '2026-05-16', '1990-02-30', '02/28/1990', '1990-2-28']) {
      expect(birthday(bad), bad).toEqual({ ok: false, errors: { birthday: 'Select valid Birthday' } });
    }
  });

  it('locks the birthday once set', () => {
    const locked = profileSchema({ today, birthdayLocked: true, currentBirthday: '1990-02-28' });
    expect(validateForm(locked, { ...base, birthday: '1990-02-28' }).ok).toBe(true);
    expect(validateForm(locked, { ...base, birthday: '1991-02-28' })).toEqual({
      ok: false,
      errors: { birthday: 'Contact the Fanatic Factory to update your birthday' },
    });
    expect(validateForm(locked, base).ok).toBe(true);
  });

  it('checks calendar dates and birthdays on their own', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(
      isValidBirthday('2000-01-01', localDateString(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')),
    ).toBe(true);
    expect(localDateString(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31');
  });
});

describe('My Account form', () => {
  const form = (email: string, phone: string) => validateForm(myAccountSchema, { email, phone });

  it('accepts an email and a real phone, storing its digits', () => {
    expect(form('ada@example.com', '(201) 555-0123')).toEqual({
      ok: true,
      value: { email: 'ada@example.com', phone: '2015550123', rewardsEmail: false },
    });
  });

  it('says each field is empty', () => {
    expect(form('', '')).toEqual({
      ok: false,
      errors: { email: 'Email cannot be empty', phone: 'Phone cannot be empty' },
    });
  });

  it('checks email and phone', () => {
    expect(form('ada@', 'call me')).toEqual({
      ok: false,
      errors: { email: 'Invalid Email', phone: 'Please enter a valid phone number' },
    });
    expect(form('ada@example.com', '201-555-012')).toMatchObject({
      errors: { phone: 'Phone number must be 10 digits.' },
    });
    expect(form('ada@example.com', '555-333-4567')).toMatchObject({
      errors: { phone: 'Please enter a valid phone number' },
    });
  });

  it('stores the birthday drink and rewards email choices', () => {
    expect(birthdayPromotionMedium(true)).toBe('BrewlineCard');
    expect(birthdayPromotionMedium(false)).toBe('None');
    expect(hasBirthdayDrink('BrewlineCard')).toBe(true);
    expect(hasBirthdayDrink('None')).toBe(false);
    expect(hasBirthdayDrink(null)).toBe(false);
    expect(rewardsSubscriptionFlag(true)).toBe(1);
    expect(rewardsSubscriptionFlag(false)).toBe(0);
  });
});

describe('store search', () => {
  it('refuses empty input', () => {
    expect(parseStoreSearch('  ')).toEqual({
      ok: false,
      code: 'SEARCH_EMPTY',
      message: '*Please enter the ZIP code or City.',
    });
  });

  it('searches 5 digits by ZIP and refuses other digit runs', () => {
    expect(parseStoreSearch(' 07030 ')).toEqual({ ok: true, value: { kind: 'zip', zip: '07030' } });
    expect(parseStoreSearch('0703')).toEqual({
      ok: false,
      code: 'SEARCH_BAD_ZIP',
      message: '*Please check the ZIP code again.',
    });
    expect(parseStoreSearch('070301').ok).toBe(false);
  });

  it('searches anything else by city', () => {
    expect(parseStoreSearch('New   York')).toEqual({ ok: true, value: { kind: 'city', city: 'New York' } });
    expect(parseStoreSearch('07030-1234')).toEqual({ ok: true, value: { kind: 'city', city: '07030-1234' } });
  });

  it('moves the selected store to the top', () => {
    const stores = [{ storeId: 1 }, { storeId: 2 }, { storeId: 3 }];
    expect(selectedStoreFirst(stores, 3).map((s) => s.storeId)).toEqual([3, 1, 2]);
    expect(selectedStoreFirst(stores, null).map((s) => s.storeId)).toEqual([1, 2, 3]);
    expect(GEOLOCATION_OPTIONS).toEqual({ timeout: 1000, maximumAge: 10000, enableHighAccuracy: true });
  });
});

describe('favorites', () => {
  it('adds and removes products up to five', () => {
    expect(toggleFavoriteProduct([1, 2], 3)).toEqual({ kind: 'added', favorites: [1, 2, 3] });
    expect(toggleFavoriteProduct([1, 2, 3], 2)).toEqual({ kind: 'removed', favorites: [1, 3] });
  });

  it('asks to choose five when a sixth is added', () => {
    expect(toggleFavoriteProduct([1, 2, 3, 4, 5], 6)).toEqual({
      kind: 'choose',
      candidates: [1, 2, 3, 4, 5, 6],
      message: 'You can have 5 favorite products. Choose the 5 to keep.',
    });
    expect(keepFavoriteProducts([6, 1, 2, 2, 3, 4])).toEqual({ ok: true, value: [6, 1, 2, 3, 4] });
    expect(keepFavoriteProducts([1, 2, 3, 4, 5, 6]).ok).toBe(false);
  });

  it('keeps at most three stores', () => {
    expect(addFavoriteStore([1, 2], 3)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(addFavoriteStore([1, 2, 3], 2)).toEqual({ ok: true, value: [1, 2, 3] });
    expect(addFavoriteStore([1, 2, 3], 4)).toEqual({
      ok: false,
      code: 'TOO_MANY_FAVORITE_STORES',
      message: 'You can only have 3 favorite stores, please remove one to add another!',
    });
    expect(removeFavoriteStore([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('numbers priorities from 1 and gates ORDER on online ordering', () => {
    expect(withPriorities([7, 9])).toEqual([
      { item: 7, priority: 1 },
      { item: 9, priority: 2 },
    ]);
    expect(canOrderFromFavoriteStore({ oLOEnabled: true })).toBe(true);
    expect(canOrderFromFavoriteStore({ oLOEnabled: false })).toBe(false);
    expect(canOrderFromFavoriteStore({})).toBe(false);
  });
});
