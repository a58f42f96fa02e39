// Change password (docs/product/account.md#validation, #messages): each rule's exact message, the
// server's wrong-password answer under its field, and the success message.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '../src/features/account/components/change-password-form.tsx';
import { stubMemberApi, type MemberApiCall } from './support/member-api.ts';
import { renderMember, storeTokens } from './support/render-member.tsx';

let calls: MemberApiCall[];

beforeEach(() => {
  sessionStorage.clear();
  storeTokens('a1', 'r1');
  calls = stubMemberApi({
    graphql: {
      Session: () => ({
        data: {
          session: {
            __typename: 'MemberSession',
            authenticated: false,
            id: null,
            birthdaySet: false,
            acknowledgedTerms: false,
            profile: null,
          },
        },
      }),
      ChangePassword: (variables) =>
        variables['oldPassword'] === 'right-old'
          ? {
              data: {
                changePassword: {
                  __typename: 'MessageResult',
                  message: 'Password has been successfully changed.',
                },
              },
            }
          : {
              data: null,
              errors: [
                {
                  message: 'Current password is not correct.',
                  extensions: {
                    code: 'WRONG_PASSWORD',
                    fieldErrors: { currentPassword: 'Current password is not correct.' },
                  },
                },
              ],
            },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, retype: string) {
  fireEvent.input(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.input(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('Retype New Password'), { target: { value: retype } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

const messageOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent ??
  null;

describe('change password form', () => {
  it.each([
    ['', '', '', 'Password cannot be empty', 'New Password cannot be empty', 'Password cannot be empty'],
    ['old-pass', 'short', 'short', null, 'Passwords must be at least 7 characters.', null],
    [
      'same-pass',
      'same-pass',
      'same-pass',
      null,
      'New password cannot be the same as current password',
      null,
    ],
    ['old-pass', 'new-pass-1', 'new-pass-2', null, null, 'Passwords do not match'],
  ])('%j %j %j', (current, next, retype, currentMessage, newMessage, retypeMessage) => {
    renderMember('/account/profile', <ChangePasswordForm />);
    fill(current, next, retype);
    expect(messageOf('Current Password')).toBe(currentMessage);
    expect(messageOf('New Password')).toBe(newMessage);
    expect(messageOf('Retype New Password')).toBe(retypeMessage);
    expect(calls.some((call) => call.operationName === 'ChangePassword')).toBe(false);
  });

  it('shows the server refusing a wrong current password under that field', async () => {
    renderMember('/account/profile', <ChangePasswordForm />);
    fill('wrong-old', 'new-pass-1', 'new-pass-1');
    expect(await screen.findByText('Current password is not correct.')).toBeTruthy();
    expect(messageOf('Current Password')).toBe('Current password is not correct.');
  });

  it('changes the password with the bearer token and says so', async () => {
    renderMember('/account/profile', <ChangePasswordForm />);
    fill('right-old', 'new-pass-1', 'new-pass-1');
    expect(await screen.findByText('Password has been successfully changed.')).toBeTruthy();
    const call = calls.find((c) => c.operationName === 'ChangePassword');
    expect(call?.authorization).toBe('Bearer a1');
    expect(call?.variables).toEqual({
      oldPassword: 'right-old',
      newPassword: 'new-pass-1',
      retypePassword: 'new-pass-1',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
  });
});
