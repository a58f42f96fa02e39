// Who sees what when the back office opens: without a session, the sign-in page; signed in but not
// staff, the API's refusal and a way out; staff, the navigation their role allows (a store manager
// has no People page, and opening it by its address says so) and the stores they run, by name.
import { NOT_STAFF_MESSAGE, type StaffRole } from '@brewline/domain/accounts/staff-roles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/app.tsx';
import { writeTokens } from '../src/lib/session-storage.ts';
import { stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';

const STORES = [
  {
    storeId: 111,
    name: 'Brewline Arizona Center',
    city: 'Phoenix',
    state: 'AZ',
    timeZone: 'America/Phoenix',
  },
  {
    storeId: 118,
    name: 'Brewline Las Vegas Strip',
    city: 'Las Vegas',
    state: 'NV',
    timeZone: 'America/Los_Angeles',
  },
];

function staffAnswer(email: string, staff: { role: StaffRole; storeIds: number[] } | null) {
  return () => ({
    session: { authenticated: true, profile: { email } },
    staffSession: staff && { memberId: 'm-1', email, permissions: [], ...staff },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/admin/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the back office shell', () => {
  it('asks for a sign-in when there is no session', () => {
    stubGraphQL({});
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Sign in to the back office' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells a member who is not staff, in the API’s words, and offers to sign out', async () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r' });
    const calls = stubGraphQL({ StaffSession: staffAnswer('ada@example.com', null) });
    render(<App />);
    expect(await screen.findByText(NOT_STAFF_MESSAGE)).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(calls[0]?.authorization).toBe('Bearer a');
  });

  it('shows a chain admin every section, People among them', async () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r' });
    stubGraphQL({
      StaffSession: staffAnswer('boss@example.com', { role: 'CHAIN_ADMIN', storeIds: [] }),
      AdminStores: () => ({ stores: STORES }),
    });
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/admin/people');
    expect(
      screen.getByText('Signed in as boss@example.com, chain admin. You can run every part of the chain.'),
    ).toBeTruthy();
  });

  it('shows a store manager their stores by name and no People page, even by its address', async () => {
    writeTokens({ accessToken: 'a', refreshToken: 'r' });
    stubGraphQL({
      StaffSession: staffAnswer('lee@example.com', { role: 'STORE_MANAGER', storeIds: [118] }),
      AdminStores: () => ({ stores: STORES }),
    });
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(
      await screen.findByText(
        'Signed in as lee@example.com, store manager. You manage Brewline Las Vegas Strip.',
      ),
    ).toBeTruthy();
    cleanup();
    window.history.replaceState(null, '', '/admin/people');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not open to your role' })).toBeTruthy();
  });
});
