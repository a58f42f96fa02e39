import { describe, expect, it } from 'vitest';
import { validateForm } from '../src/validation/field-errors.ts';
import { signInSchema, signUpSchema } from '../src/validation/sign-in-forms.ts';

const good = {
  firstName: ' Zoë ',
  lastName: "O'Neil",
  email: ' Zoe@Example.COM ',
  phone: '(212) 736-0123',
  password: 'espresso',
  retypePassword: 'espresso',
};

describe('sign-up form', () => {
  it('normalises what it keeps: trimmed names, lower-case email, phone digits', () => {
    expect(validateForm(signUpSchema, good)).toEqual({
      ok: true,
      value: { ...good, firstName: 'Zoë', email: 'zoe@example.com', phone: '2127360123' },
    });
  });

  it('answers each field with the spec message', () => {
    const result = validateForm(signUpSchema, {
      firstName: '',
      lastName: 'X1',
      email: 'nope',
      phone: '123',
      password: 'short',
      retypePassword: 'other',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First Name cannot be empty',
        lastName: 'Please remove special characters in last name.',
        email: 'Invalid Email',
        phone: 'Phone number must be 10 digits.',
        password: 'Passwords must be at least 7 characters.',
      },
    });
    // The retype is compared once every field is valid, as on the change-password form.
    expect(validateForm(signUpSchema, { ...good, retypePassword: 'espresso!' })).toEqual({
      ok: false,
      errors: { retypePassword: 'Passwords do not match' },
    });
    expect(validateForm(signUpSchema, { ...good, password: '', retypePassword: '' })).toEqual({
      ok: false,
      errors: { password: 'Password cannot be empty', retypePassword: 'Password cannot be empty' },
    });
    expect(
      validateForm(signUpSchema, { ...good, password: 'x'.repeat(257), retypePassword: 'x'.repeat(257) }),
    ).toEqual({
      ok: false,
      errors: { password: 'Passwords must be at most 256 characters.' },
    });
  });
});

describe('sign-in form', () => {
  it('needs both fields and lower-cases the email', () => {
    expect(validateForm(signInSchema, { email: ' A@B.co ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'x' },
    });
    expect(validateForm(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email cannot be empty', password: 'Password cannot be empty' },
    });
  });
});
