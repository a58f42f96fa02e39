// The people page's two tables: the staff with their role, stores and since when (Remove for anyone
// but oneself), and the invitations still waiting (Cancel invitation), both found and sorted.
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { dayText, storesText } from './people-format.ts';
import type { StaffInvitationsQuery } from './staff-invitations-query.ts';
import type { StaffMembersQuery } from './staff-members-query.ts';

export type StaffRow = ResultOf<typeof StaffMembersQuery>['staffMembers'][number];
export type InvitationRow = ResultOf<typeof StaffInvitationsQuery>['staffInvitations'][number];
type NameOf = (storeId: number) => string;

function roleColumn<R extends { role: StaffRow['role'] }>(): DataTableColumn<R> {
  return {
    key: 'role',
    header: 'Role',
    sortValue: (row) => STAFF_ROLE_LABELS[row.role],
    cell: (row) => STAFF_ROLE_LABELS[row.role],
  };
}

function storesColumn<R extends { role: StaffRow['role']; storeIds: readonly number[] }>(
  nameOf: NameOf,
): DataTableColumn<R> {
  return { key: 'stores', header: 'Stores', cell: (row) => storesText(row.role, row.storeIds, nameOf) };
}

function PersonCell({ row, me }: { row: StaffRow; me: boolean }) {
  return (
    <span className="font-medium text-stone-900">
      {row.email}
      {me && ' '}
      {me && (
        <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
          You
        </span>
      )}
    </span>
  );
}

export function StaffTable({
  rows,
  myId,
  nameOf,
  emptyMessage,
  onRemove,
}: {
  rows: readonly StaffRow[];
  myId: string;
  nameOf: NameOf;
  emptyMessage: string;
  onRemove: (row: StaffRow) => void;
}) {
  const columns: DataTableColumn<StaffRow>[] = [
    {
      key: 'email',
      header: 'Person',
      sortValue: (row) => row.email,
      cell: (row) => <PersonCell row={row} me={row.memberId === myId} />,
    },
    roleColumn(),
    storesColumn(nameOf),
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
          <Button variant="quiet" className="text-red-700" onClick={() => onRemove(row)}>
            Remove <span className="sr-only">{row.email}</span>
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      caption="Staff"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.memberId}
      filterText={(row) =>
        `${row.email} ${STAFF_ROLE_LABELS[row.role]} ${storesText(row.role, row.storeIds, nameOf)}`
      }
      filterLabel="Find a person, role or store"
      initialSort={{ key: 'email', direction: 'asc' }}
      emptyMessage={emptyMessage}
    />
  );
}

export function InvitationsTable({
  rows,
  nameOf,
  emptyMessage,
  onCancel,
}: {
  rows: readonly InvitationRow[];
  nameOf: NameOf;
  emptyMessage: string;
  onCancel: (row: InvitationRow) => void;
}) {
  const columns: DataTableColumn<InvitationRow>[] = [
    { key: 'email', header: 'Email', sortValue: (row) => row.email, cell: (row) => row.email },
    roleColumn(),
    storesColumn(nameOf),
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
        <Button variant="quiet" onClick={() => onCancel(row)}>
          Cancel invitation <span className="sr-only">for {row.email}</span>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Open invitations"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      initialSort={{ key: 'expires', direction: 'asc' }}
      emptyMessage={emptyMessage}
    />
  );
}
