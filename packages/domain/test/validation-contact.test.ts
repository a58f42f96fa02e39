import { describe, expect, it } from 'vitest';
import * as light from '../src/validation/phone-format.ts';
import {
  checkNameAndPhone,
  checkoutContactBanner,
  checkoutContactSchema,
  effectiveContact,
} from '../src/validation/checkout-contact.ts';
import {
  formatPhoneMask,
  isEmail,
  isValidUsMobile,
  keepLettersAndSpaces,
  phoneDigits,
  stripSpaces,
} from '../src/validation/contact-fields.ts';
import { validateForm } from '../src/validation/field-errors.ts';
import { pickupDetailsSchema } from '../src/validation/pickup-details.ts';

describe('checkout contact', () => {
  const guest = checkoutContactSchema({ signedIn: false });
  const member = checkoutContactSchema({ signedIn: true });

  it('accepts a full guest contact and keeps the phone digits', () => {
    expect(validateForm(guest, { name: ' Ada ', email: 'ada@example.com', phone: '(555) 333-4567' })).toEqual(
      {
        ok: true,
        value: { name: 'Ada', email: 'ada@example.com', phone: '5553334567' },
      },
    );
  });

  it('says what is missing', () => {
    expect(validateForm(guest, { name: '', email: '', phone: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' },
    });
    expect(validateForm(guest, {})).toEqual({
      ok: false,
      errors: { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' },
    });
  });

  it('checks the email pattern and the 10 digits', () => {
    expect(validateForm(guest, { name: 'Ada', email: 'ada@', phone: '555333456' })).toEqual({
      ok: false,
      errors: {
        email: 'Invalid email address.',
        phone: 'Phone number must be 10 digits. Example: 5553334567',
      },
    });
    expect(
      validateForm(guest, { name: 'Ada', email: 'ada@example.com', phone: '555-333-456x' }),
    ).toMatchObject({
      errors: { phone: 'Phone number must be 10 digits. Example: 5553334567' },
    });
  });

  it('does not ask members for an email', () => {
    expect(validateForm(member, { name: 'Ada', phone: '5553334567' })).toEqual({
      ok: true,
      value: { name: 'Ada', phone: '5553334567' },
    });
  });

  it('shows the banner only with errors', () => {
    expect(checkoutContactBanner({ name: 'Name is required.' })).toBe(
      'Please check that all fields are filled out correctly.',
    );
    expect(checkoutContactBanner({})).toBeNull();
    expect(checkoutContactBanner(null)).toBeNull();
  });

  it('fills name and phone from the profile when the guest fields are empty', () => {
    expect(
      effectiveContact(
        { name: ' ', phone: null },
        { firstName: 'Ada', email: 'a@b.co', phone: '5553334567' },
      ),
    ).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      phone: '5553334567',
    });
    expect(effectiveContact({ name: 'Bob', email: 'bob@b.co', phone: '1' }, null)).toEqual({
      name: 'Bob',
      email: 'bob@b.co',
      phone: '1',
    });
  });

  it('requires name and phone before sending', () => {
    expect(checkNameAndPhone('Ada', '5553334567')).toEqual({ ok: true, value: true });
    expect(checkNameAndPhone('', '5553334567')).toEqual({
      ok: false,
      code: 'NAME_AND_PHONE',
      message: 'Please check name and phone.',
    });
    expect(checkNameAndPhone('Ada', null).ok).toBe(false);
  });
});

describe('input filters', () => {
  it('masks a phone as (999) 999-9999 as it is typed', () => {
    expect(formatPhoneMask('')).toBe('');
    expect(formatPhoneMask('2')).toBe('(2');
    expect(formatPhoneMask('201')).toBe('(201');
    expect(formatPhoneMask('2015')).toBe('(201) 5');
    expect(formatPhoneMask('201555')).toBe('(201) 555');
    expect(formatPhoneMask('2015550')).toBe('(201) 555-0');
    expect(formatPhoneMask('2015550123999')).toBe('(201) 555-0123');
    expect(formatPhoneMask('+1 (201) 555-0123')).toBe('(201) 555-0123');
    expect(formatPhoneMask('abc')).toBe('');
    expect(phoneDigits('1-201-555-0123')).toBe('2015550123');
  });

  it('keeps letters and spaces in names and drops spaces in emails', () => {
    expect(keepLettersAndSpaces("Zoë O'Neil 3rd!")).toBe('Zoë ONeil rd');
    expect(stripSpaces(' ada @ example.com ')).toBe('ada@example.com');
  });

  it('recognises emails and real US numbers', () => {
    expect(isEmail('a.b+c@shop.example.com')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isValidUsMobile('(201) 555-0123')).toBe(true);
    expect(isValidUsMobile('5553334567')).toBe(false); // 555 is no area code
    expect(isValidUsMobile('201555012')).toBe(false);
  });
});

describe('pickup details form', () => {
  it('accepts valid details, dropping email spaces and keeping phone digits', () => {
    expect(
      validateForm(pickupDetailsSchema, {
        name: 'Ada Lovelace',
        email: ' ada @example.com',
        phone: '(201) 555-0123',
        saveToProfile: true,
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '2015550123', saveToProfile: true },
    });
  });

  it('uses the pickup-details messages', () => {
    expect(validateForm(pickupDetailsSchema, { name: ' ', email: 'nope', phone: '(555) 333-4567' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a name',
        email: 'Please enter a valid email',
        phone: 'Please enter a valid mobile phone',
      },
    });
    expect(validateForm(pickupDetailsSchema, {})).toMatchObject({
      errors: {
        name: 'Please enter a name',
        email: 'Please enter a valid email',
        phone: 'Please enter a valid mobile phone',
      },
    });
  });

  it('refuses a name with digits that slipped past the filter', () => {
    expect(
      validateForm(pickupDetailsSchema, { name: 'R2D2', email: 'a@b.co', phone: '2015550123' }),
    ).toMatchObject({
      errors: { name: 'Please enter a name' },
    });
  });

  it('takes a first and a last name of 50 letters each, not more', () => {
    const contact = { email: 'a@b.co', phone: '2015550123' };
    const longest = `${'A'.repeat(50)} ${'B'.repeat(50)}`;
    expect(validateForm(pickupDetailsSchema, { ...contact, name: longest })).toMatchObject({ ok: true });
    expect(validateForm(pickupDetailsSchema, { ...contact, name: `${longest}C` })).toEqual({
      ok: false,
      errors: { name: 'Name can be at most 101 characters' },
    });
  });
});

describe('phone format without the validation library', () => {
  it('gives the same digits and mask as the form helpers', () => {
    expect(light.phoneDigits('+1 (702) 555-0118')).toBe('7025550118');
    expect(light.formatPhoneMask('7025550118')).toBe('(702) 555-0118');
    expect(light.formatPhoneMask('70')).toBe('(70');
    expect(light.PHONE_DIGITS).toBe(10);
  });
});
