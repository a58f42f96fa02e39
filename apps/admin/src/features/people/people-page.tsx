// People (staff.manage): who can open the back office, with their role and stores, the invitations
// still waiting, and the three changes: invite, cancel an invitation, remove someone (they lose access
// at their next request: the server reads the staff row every time).
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CancelStaffInvitationMutation } from './cancel-invitation-mutation.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { dayText, storesText } from './people-format.ts';
import { RemoveStaffMutation } from './remove-staff-mutation.ts';
import { StaffInvitationsQuery } from './staff-invitations-query.ts';
import { StaffMembersQuery } from './staff-members-query.ts';
import type { ResultOf } from '../../lib/graphql.ts';

type StaffRow = ResultOf<typeof StaffMembersQuery>['staffMembers'][number];
type InvitationRow = ResultOf<typeof StaffInvitationsQuery>['staffInvitations'][number];

export default function PeoplePage() {
  const { memberId: myId } = useStaffSession();
  const { nameOf } = useAdminStores();
  const [staffResult, refetchStaff] = useQuery({ query: StaffMembersQuery });
  const [invitationsResult, refetchInvitations] = useQuery({ query: StaffInvitationsQuery });
  const [, cancelInvitation] = useMutation(CancelStaffInvitationMutation);
  const [removing, removeStaff] = useMutation(RemoveStaffMutation);
  const [inviting, setInviting] = useState(false);
  const [toRemove, setToRemove] = useState<StaffRow | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const refresh = useCallback(() => {
    refetchStaff({ requestPolicy: 'network-only' });
    refetchInvitations({ requestPolicy: 'network-only' });
  }, [refetchStaff, refetchInvitations]);

  const onCancel = async (invitation: InvitationRow) => {
    const result = await cancelInvitation({ id: invitation.id });
    setNotice(
      result.error
        ? { tone: 'error', text: errorMessage(result.error) }
        : {
            tone: 'success',
            text: `The invitation for ${invitation.email} was withdrawn; its link no longer works.`,
          },
    );
    refresh();
  };

  const onRemove = async (person: StaffRow) => {
    const result = await removeStaff({ memberId: person.memberId });
    setToRemove(null);
    setNotice(
      result.error
        ? { tone: 'error', text: errorMessage(result.error) }
        : { tone: 'success', text: `${person.email} no longer has access to the back office.` },
    );
    refresh();
  };

  const staffColumns: DataTableColumn<StaffRow>[] = [
    {
      key: 'email',
      header: 'Person',
      sortValue: (row) => row.email,
      cell: (row) => (
        <span className="font-medium text-stone-900">
          {row.email}
          {row.memberId === myId && ' '}
          {row.memberId === myId && (
            <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              You
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      sortValue: (row) => STAFF_ROLE_LABELS[row.role],
      cell: (row) => STAFF_ROLE_LABELS[row.role],
    },
    { key: 'stores', header: 'Stores', cell: (row) => storesText(row.role, row.storeIds, nameOf) },
    {
      key: 'since',
      header: 'Since',
      sortValue: (row) => row.createdAt,
      cell: (row) => dayText(row.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'right',
      cell: (row) =>
        row.memberId === myId ? null : (
          <Button variant="quiet" className="text-red-700" onClick={() => setToRemove(row)}>
            Remove <span className="sr-only">{row.email}</span>
          </Button>
        ),
    },
  ];

  const invitationColumns: DataTableColumn<InvitationRow>[] = [
    { key: 'email', header: 'Email', sortValue: (row) => row.email, cell: (row) => row.email },
    {
      key: 'role',
      header: 'Role',
      sortValue: (row) => STAFF_ROLE_LABELS[row.role],
      cell: (row) => STAFF_ROLE_LABELS[row.role],
    },
    { key: 'stores', header: 'Stores', cell: (row) => storesText(row.role, row.storeIds, nameOf) },
    {
      key: 'expires',
      header: 'Link works until',
      sortValue: (row) => row.expiresAt,
      cell: (row) => dayText(row.expiresAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      align: 'right',
      cell: (row) => (
        <Button variant="quiet" onClick={() => void onCancel(row)}>
          Cancel invitation <span className="sr-only">for {row.email}</span>
        </Button>
      ),
    },
  ];

  const staffText = (row: StaffRow) =>
    `${row.email} ${STAFF_ROLE_LABELS[row.role]} ${storesText(row.role, row.storeIds, nameOf)}`;

  return (
    <>
      <PageHeader
        title="People"
        description="Everyone who can open the back office, their role and stores, and the invitations still waiting."
        actions={
          <Button
            variant="primary"
            icon={<UserPlus aria-hidden className="size-4" />}
            onClick={() => setInviting(true)}
          >
            Invite someone
          </Button>
        }
      />
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      <section aria-labelledby="staff-heading" className="mb-10">
        <h2 id="staff-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Staff
        </h2>
        {staffResult.error ? (
          <Notice tone="error">{errorMessage(staffResult.error)}</Notice>
        ) : (
          <DataTable
            caption="Staff"
            columns={staffColumns}
            rows={staffResult.data?.staffMembers ?? []}
            rowKey={(row) => row.memberId}
            filterText={staffText}
            filterLabel="Find a person, role or store"
            initialSort={{ key: 'email', direction: 'asc' }}
            emptyMessage={staffResult.fetching ? 'Loading…' : 'No staff yet.'}
          />
        )}
      </section>
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Open invitations
        </h2>
        {invitationsResult.error ? (
          <Notice tone="error">{errorMessage(invitationsResult.error)}</Notice>
        ) : (
          <DataTable
            caption="Open invitations"
            columns={invitationColumns}
            rows={invitationsResult.data?.staffInvitations ?? []}
            rowKey={(row) => row.id}
            initialSort={{ key: 'expires', direction: 'asc' }}
            emptyMessage={invitationsResult.fetching ? 'Loading…' : 'No invitations are waiting.'}
          />
        )}
      </section>
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={refresh} />}
      {toRemove && (
        <Dialog
          title={`Remove ${toRemove.email}?`}
          onClose={() => setToRemove(null)}
          actions={
            <>
              <Button onClick={() => setToRemove(null)}>Keep</Button>
              <Button variant="danger" busy={removing.fetching} onClick={() => void onRemove(toRemove)}>
                Remove access
              </Button>
            </>
          }
        >
          <p>
            They lose access to the back office at once, as {STAFF_ROLE_LABELS[toRemove.role].toLowerCase()}.
            Their Brewline account stays; you can invite them again later.
          </p>
        </Dialog>
      )}
    </>
  );
}
