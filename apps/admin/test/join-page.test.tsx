// An invitation link: its secret leaves the address bar at once and waits in the tab while the person
// signs in; signed in, they accept and land on the dashboard; another account gets the server's words.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/app.tsx';
import { readJoinToken } from '../src/features/auth/sign-in-storage.ts';
import { INCOMPLETE_LINK_MESSAGE } from '../src/features/auth/join-page.tsx';
import { writeTokens } from '../src/lib/session-storage.ts';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';

const session = (staff: boolean) => () => ({
  session: { authenticated: true, profile: { email: 'lee@example.com' } },
  staffSession: staff
    ? { memberId: 'm-2', email: 'lee@example.com', role: 'SUPPORT', storeIds: [], permissions: [] }
    : null,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invitation page', () => {
  it('takes the secret out of the address and offers to sign in or sign up', () => {
    stubGraphQL({});
    window.history.replaceState(null, '', '/admin/join#s3cret');
    render(<App />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin/join');
    expect(readJoinToken()).toBe('s3cret');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeTruthy();
  });

  it('says when the link came without its secret', () => {
    stubGraphQL({});
    window.history.replaceState(null, '', '/admin/join');
    render(<App />);
    expect(screen.getByRole('alert').textContent).toBe(INCOMPLETE_LINK_MESSAGE);
  });

  it('accepts for the signed-in person and opens the dashboard', async () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r' });
    sessionStorage.setItem('brewline.admin.joinToken', 's3cret');
    let accepted = false;
    const calls = stubGraphQL({
      StaffSession: () => session(accepted)(),
      AdminStores: () => ({ stores: [] }),
      AcceptStaffInvitation: () => {
        accepted = true;
        return {
          acceptStaffInvitation: { memberId: 'm-2', email: 'lee@example.com', role: 'SUPPORT', storeIds: [] },
        };
      },
    });
    window.history.replaceState(null, '', '/admin/join');
    render(<App />);
    expect(await screen.findByText('lee@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText(/Signed in as lee@example.com, support\./)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/');
    expect(calls.find((call) => call.operationName === 'AcceptStaffInvitation')?.variables).toEqual({
      token: 's3cret',
    });
    expect(readJoinToken()).toBeNull();
  });

  it('shows the server’s refusal for another account and keeps the link for the right one', async () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r' });
    sessionStorage.setItem('brewline.admin.joinToken', 's3cret');
    const refusal = 'This invitation is for sam@example.com. Sign in with that address to accept it.';
    stubGraphQL({
      StaffSession: session(false),
      AcceptStaffInvitation: () => failure('INVALID_INPUT', refusal),
    });
    window.history.replaceState(null, '', '/admin/join');
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(refusal));
    expect(screen.getByRole('button', { name: 'Use another account' })).toBeTruthy();
    expect(readJoinToken()).toBe('s3cret');
  });
});
