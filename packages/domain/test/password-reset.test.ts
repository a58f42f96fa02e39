import { describe, expect, it } from 'vitest';
import {
  RESET_LINK_MINUTES,
  resetLinkExpiresAt,
  resetLinkUsable,
  resetPasswordUrl,
} from '../src/accounts/password-reset.ts';
import { validateForm } from '../src/validation/field-errors.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../src/validation/reset-password.ts';

describe('a reset link', () => {
  const sentAt = new Date('2026-12-08T10:00:00Z');
  const link = { expiresAt: resetLinkExpiresAt(sentAt), usedAt: null };

  it(`works until ${RESET_LINK_MINUTES} minutes have passed, and never once used`, () => {
    expect(resetLinkUsable(link, new Date('2026-12-08T10:29:59Z'))).toBe(true);
    expect(resetLinkUsable(link, new Date('2026-12-08T10:30:00Z'))).toBe(false);
    expect(resetLinkUsable({ ...link, usedAt: sentAt }, sentAt)).toBe(false);
  });

  it('carries its token in the reset page address', () => {
    expect(resetPasswordUrl('https://order.example.com', 'a+b')).toBe(
      'https://order.example.com/oidc/password/reset?token=a%2Bb',
    );
  });
});

describe('the forgotten-password forms', () => {
  it('keeps the address lower-cased and trimmed', () => {
    expect(validateForm(forgotPasswordSchema, { email: ' Ada@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
    expect(validateForm(forgotPasswordSchema, { email: '' })).toEqual({
      ok: false,
      errors: { email: 'Email cannot be empty' },
    });
  });

  it("answers the new password with the change-password form's messages", () => {
    const errors = (newPassword: string, retypePassword: string) => {
      const result = validateForm(resetPasswordSchema, { newPassword, retypePassword });
      return result.ok ? {} : result.errors;
    };
    expect(errors('', '')).toEqual({
      newPassword: 'New Password cannot be empty',
      retypePassword: 'Password cannot be empty',
    });
    expect(errors('short', 'short')).toEqual({ newPassword: 'Passwords must be at least 7 characters.' });
    expect(errors('espresso', 'espressO')).toEqual({ retypePassword: 'Passwords do not match' });
    expect(errors('x'.repeat(257), 'x'.repeat(257))).toEqual({
      newPassword: 'Passwords must be at most 256 characters.',
    });
    expect(
      validateForm(resetPasswordSchema, { newPassword: 'espresso', retypePassword: 'espresso' }).ok,
    ).toBe(true);
  });
});
