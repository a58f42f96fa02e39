// People (staff.manage): who can open the back office, with their role and stores, the invitations
// still waiting, and the three changes: invite, cancel an invitation, remove someone (they lose access
// at their next request: the server reads the staff row every time). Cancelling and removing go
// through the back office's save hook: busy while they run, the server's refusal, the success line.
import { STAFF_ROLE_LABELS } from '@brewline/domain/accounts/staff-roles';
import { UserPlus } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { CancelStaffInvitationMutation } from './cancel-invitation-mutation.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { InvitationsTable, StaffTable, type InvitationRow, type StaffRow } from './people-tables.tsx';
import { RemoveStaffMutation } from './remove-staff-mutation.ts';
import { StaffInvitationsQuery } from './staff-invitations-query.ts';
import { StaffMembersQuery } from './staff-members-query.ts';

const noConflict = () => null;

function PeopleSection({
  id,
  title,
  error,
  className,
  children,
}: {
  id: string;
  title: string;
  error: CombinedError | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {error ? <Notice tone="error">{errorMessage(error)}</Notice> : children}
    </section>
  );
}

function RemoveDialog({
  person,
  busy,
  onRemove,
  onClose,
}: {
  person: StaffRow;
  busy: boolean;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`Remove ${person.email}?`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Keep</Button>
          <Button variant="danger" busy={busy} onClick={onRemove}>
            Remove access
          </Button>
        </>
      }
    >
      <p>
        They lose access to the back office at once, as {STAFF_ROLE_LABELS[person.role].toLowerCase()}. Their
        Brewline account stays; you can invite them again later.
      </p>
    </Dialog>
  );
}

export default function PeoplePage() {
  const { memberId: myId } = useStaffSession();
  const { nameOf } = useAdminStores();
  const [staffResult, refetchStaff] = useQuery({ query: StaffMembersQuery });
  const [invitationsResult, refetchInvitations] = useQuery({ query: StaffInvitationsQuery });
  const [, cancelInvitation] = useMutation(CancelStaffInvitationMutation);
  const [, removeStaff] = useMutation(RemoveStaffMutation);
  const save = useSave({ currentOf: noConflict });
  const [inviting, setInviting] = useState(false);
  const [toRemove, setToRemove] = useState<StaffRow | null>(null);

  const refresh = useCallback(() => {
    refetchStaff({ requestPolicy: 'network-only' });
    refetchInvitations({ requestPolicy: 'network-only' });
  }, [refetchStaff, refetchInvitations]);

  const onCancel = async (invitation: InvitationRow) => {
    const withdrawn = `The invitation for ${invitation.email} was withdrawn; its link no longer works.`;
    await save.run(() => cancelInvitation({ id: invitation.id }), withdrawn);
    refresh();
  };
  const onRemove = async (person: StaffRow) => {
    const removed = `${person.email} no longer has access to the back office.`;
    await save.run(() => removeStaff({ memberId: person.memberId }), removed);
    setToRemove(null);
    refresh();
  };

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
      <SaveOutcomeNotice save={save} />
      <PeopleSection id="staff-heading" title="Staff" error={staffResult.error} className="mb-10">
        <StaffTable
          rows={staffResult.data?.staffMembers ?? []}
          myId={myId}
          nameOf={nameOf}
          emptyMessage={staffResult.fetching ? 'Loading…' : 'No staff yet.'}
          onRemove={setToRemove}
        />
      </PeopleSection>
      <PeopleSection id="invitations-heading" title="Open invitations" error={invitationsResult.error}>
        <InvitationsTable
          rows={invitationsResult.data?.staffInvitations ?? []}
          nameOf={nameOf}
          emptyMessage={invitationsResult.fetching ? 'Loading…' : 'No invitations are waiting.'}
          onCancel={(row) => void onCancel(row)}
        />
      </PeopleSection>
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={refresh} />}
      {toRemove && (
        <RemoveDialog
          person={toRemove}
          busy={save.busy}
          onRemove={() => void onRemove(toRemove)}
          onClose={() => setToRemove(null)}
        />
      )}
    </>
  );
}
