// The people page's two changes besides inviting: cancelling an invitation says its link no longer
// works; removing someone asks first and says they lost access; a refusal is said in the server's
// words. Nobody can remove themselves.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PeoplePage from '../src/features/people/people-page.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const LISTS: Record<string, Handler> = {
  AdminStores: () => ({ stores: [] }),
  StaffMembers: () => ({
    staffMembers: [
      {
        memberId: 'm-1',
        email: 'boss@example.com',
        role: 'CHAIN_ADMIN',
        storeIds: [],
        createdAt: '2026-01-05T12:00:00Z',
      },
      {
        memberId: 'm-2',
        email: 'sam@example.com',
        role: 'SUPPORT',
        storeIds: [],
        createdAt: '2026-02-05T12:00:00Z',
      },
    ],
  }),
  StaffInvitations: () => ({
    staffInvitations: [
      {
        id: 7,
        email: 'lee@example.com',
        role: 'SUPPORT',
        storeIds: [],
        createdAt: '2026-03-01T12:00:00Z',
        expiresAt: '2026-03-08T12:00:00Z',
      },
    ],
  }),
};

function renderPage() {
  render(
    <WithClient>
      <PeoplePage />
    </WithClient>,
  );
}
async function askToRemoveSam() {
  const staff = await screen.findByRole('table', { name: 'Staff' });
  fireEvent.click(await within(staff).findByRole('button', { name: /^Remove ?sam@example.com$/ }));
  return screen.getByRole('dialog', { name: 'Remove sam@example.com?' });
}

startEachTestAfresh();

describe('PeoplePage', () => {
  it('cancels an invitation and says its link no longer works', async () => {
    const calls = stubGraphQL({ ...LISTS, CancelStaffInvitation: () => ({ cancelStaffInvitation: true }) });
    renderPage();
    const invitations = await screen.findByRole('table', { name: 'Open invitations' });
    fireEvent.click(
      await within(invitations).findByRole('button', { name: /^Cancel invitation ?for lee@example.com$/ }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The invitation for lee@example.com was withdrawn; its link no longer works.',
      ),
    );
    expect(callsOf(calls, 'CancelStaffInvitation')[0]?.variables).toEqual({ id: 7 });
  });

  it('removes someone once confirmed, never oneself', async () => {
    const calls = stubGraphQL({ ...LISTS, RemoveStaff: () => ({ removeStaff: true }) });
    renderPage();
    const dialog = await askToRemoveSam();
    expect(
      within(screen.getByRole('table', { name: 'Staff' })).queryByRole('button', {
        name: /boss@example.com/,
      }),
    ).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'sam@example.com no longer has access to the back office.',
      ),
    );
    expect(callsOf(calls, 'RemoveStaff')[0]?.variables).toEqual({ memberId: 'm-2' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a refused removal in the server’s words', async () => {
    stubGraphQL({
      ...LISTS,
      RemoveStaff: () => failure('FORBIDDEN', 'Only a chain admin may remove staff.'),
    });
    renderPage();
    fireEvent.click(within(await askToRemoveSam()).getByRole('button', { name: 'Remove access' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only a chain admin may remove staff.'),
    );
  });
});
