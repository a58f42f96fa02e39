// Inviting from the People page: the domain's rule is checked before anything is sent, the chosen
// stores go with a store manager's invitation, the server's refusal is shown in its words, and the
// link is shown once with the back office's address.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteDialog } from '../src/features/people/invite-dialog.tsx';
import { createAdminClient } from '../src/lib/graphql-client.ts';
import { StaffSessionProvider } from '../src/lib/staff-session.tsx';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';

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
const BOSS = { memberId: 'm-1', email: 'boss@example.com', role: 'CHAIN_ADMIN' as const, storeIds: [] };

function Harness({ onInvited }: { onInvited: () => void }) {
  const client = useMemo(() => createAdminClient(true), []);
  return (
    <Provider value={client}>
      <StaffSessionProvider staff={BOSS}>
        <InviteDialog onClose={() => undefined} onInvited={onInvited} />
      </StaffSessionProvider>
    </Provider>
  );
}

const invitation = (email: string, role: string, storeIds: number[]) => ({
  inviteStaff: {
    token: 'tok_123',
    invitation: { id: 7, email, role, storeIds, expiresAt: '2026-12-01T12:00:00.000Z' },
  },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InviteDialog', () => {
  it('asks for a valid address and a store manager’s stores before sending anything', async () => {
    const calls = stubGraphQL({ AdminStores: () => ({ stores: STORES }) });
    render(<Harness onInvited={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'lee@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Choose at least one store for a store manager.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((call) => call.operationName)).not.toContain('InviteStaff');
  });

  it('sends a store manager’s chosen stores and shows the link once', async () => {
    const calls = stubGraphQL({
      AdminStores: () => ({ stores: STORES }),
      InviteStaff: (variables) =>
        invitation('lee@example.com', 'STORE_MANAGER', variables['storeIds'] as number[]),
    });
    const onInvited = vi.fn();
    render(<Harness onInvited={onInvited} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' lee@example.com ' } });
    const stores = screen.getByRole('group', { name: 'Stores they manage' });
    fireEvent.click(await within(stores).findByRole('checkbox', { name: /Las Vegas Strip/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toBe(`${window.location.origin}/admin/join#tok_123`);
    expect(calls.find((call) => call.operationName === 'InviteStaff')?.variables).toEqual({
      email: 'lee@example.com',
      role: 'STORE_MANAGER',
      storeIds: [118],
    });
    expect(onInvited).toHaveBeenCalledOnce();
  });

  it('sends support with no stores, and shows the server’s refusal in its words', async () => {
    stubGraphQL({
      AdminStores: () => ({ stores: STORES }),
      InviteStaff: () => failure('INVALID_INPUT', 'There is no store 99.'),
    });
    render(<Harness onInvited={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: /Support/ }));
    expect(screen.queryByRole('group', { name: 'Stores they manage' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create invitation' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('There is no store 99.'));
  });
});
