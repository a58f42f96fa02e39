// Lifting a member's card-feature suspension (members.help): the banner that says why their cards
// are suspended, with the button, and the confirmation. The lift goes through the back office's save
// hook: busy while it runs, the server's refusal in its words, the success line once done.
import { readFragment } from 'gql.tada';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useSave, type SaveState } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { AdminMemberFragment } from './admin-member-fragment.ts';
import { LiftSuspensionMutation } from './lift-suspension-mutation.ts';
import { memberWhen, type Member } from './member-format.ts';

export interface SuspensionLift {
  readonly save: SaveState<null>;
  readonly confirming: boolean;
  readonly ask: () => void;
  readonly cancel: () => void;
  readonly lift: () => Promise<void>;
}

const noConflict = () => null;

/** The lift of `member`'s suspension; `onLifted` takes the member as the server answers. */
export function useSuspensionLift(member: Member, onLifted: (member: Member) => void): SuspensionLift {
  const [confirming, setConfirming] = useState(false);
  const save = useSave({ currentOf: noConflict });
  const [, liftSuspension] = useMutation(LiftSuspensionMutation);
  const lift = async () => {
    const answer: { lifted: Member | null } = { lifted: null };
    await save.run(async () => {
      const result = await liftSuspension({ memberId: member.memberId });
      if (result.data) answer.lifted = readFragment(AdminMemberFragment, result.data.liftCardSuspension);
      return result;
    }, null);
    setConfirming(false);
    if (!answer.lifted) return;
    onLifted(answer.lifted);
    save.announce(`${member.firstName} can use their Brewline Cards again: add cards, add balance and pay.`);
  };
  return { save, confirming, ask: () => setConfirming(true), cancel: () => setConfirming(false), lift };
}

export function SuspensionBanner({
  member,
  canLift,
  onLift,
}: {
  member: Member;
  canLift: boolean;
  onLift: () => void;
}) {
  if (!member.cardsSuspendedAt) return null;
  return (
    <section
      aria-label="Card features suspended"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <div>
        <p className="font-semibold">Card features suspended since {memberWhen(member.cardsSuspendedAt)}</p>
        <p className="text-sm">
          {member.failedCardAdds} wrong card numbers in a row. The member cannot add cards, add balance or pay
          with a card until this is lifted.
        </p>
      </div>
      {canLift && (
        <Button variant="danger" icon={<ShieldCheck aria-hidden className="size-4" />} onClick={onLift}>
          Lift the suspension
        </Button>
      )}
    </section>
  );
}

export function LiftSuspensionDialog({ member, lift }: { member: Member; lift: SuspensionLift }) {
  if (!lift.confirming) return null;
  return (
    <Dialog
      title="Lift the card suspension?"
      onClose={lift.cancel}
      actions={
        <>
          <Button onClick={lift.cancel}>Cancel</Button>
          <Button variant="danger" busy={lift.save.busy} onClick={() => void lift.lift()}>
            Lift the suspension
          </Button>
        </>
      }
    >
      <p>
        {member.firstName} {member.lastName} will be able to add cards, add balance and pay with Brewline
        Cards again, and their failed attempts are forgotten. Do this only once you are sure the account is
        theirs. The change is recorded in the audit log under your name.
      </p>
    </Dialog>
  );
}
