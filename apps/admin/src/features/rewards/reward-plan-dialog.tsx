// Editing one reward plan, validated with the domain's rules before it is sent (every problem at
// once); an EDIT_CONFLICT shows the saved version beside the person's edits, who then takes theirs
// or saves over it.
import { useState } from 'react';
import { useMutation } from 'urql';
import { useForm } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button } from '../../ui/button.tsx';
import { ConflictNotice } from '../../ui/conflict-notice.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { RewardPlanFields } from './reward-plan-fields.tsx';
import {
  draftOf,
  planInputOf,
  planRules,
  theirPlanOf,
  type PlanDraft,
  type TheirPlan,
} from './reward-plan-form.ts';
import { kindLabel, validityText, type PlanRow } from './reward-plan-format.ts';
import { UpdateRewardPlanMutation } from './update-reward-plan-mutation.ts';

const CONFLICT =
  'Someone else saved this plan while you were editing it. Their version is shown beside yours; nothing was saved.';

function conflictRows(theirs: TheirPlan, mine: PlanDraft) {
  const days = planInputOf(mine).validityDays;
  return [
    { label: 'Name', theirs: theirs.name, mine: mine.name, differs: theirs.name !== mine.name },
    {
      label: 'Points',
      theirs: theirs.threshold,
      mine: mine.threshold,
      differs: String(theirs.threshold) !== mine.threshold,
    },
    {
      label: 'Gives',
      theirs: theirs.rewardName,
      mine: mine.rewardName,
      differs: theirs.rewardName !== mine.rewardName,
    },
    {
      label: 'Kind',
      theirs: kindLabel(theirs.rewardKind),
      mine: kindLabel(mine.rewardKind),
      differs: theirs.rewardKind !== mine.rewardKind,
    },
    {
      label: 'Valid for',
      theirs: validityText(theirs.validityDays),
      mine: validityText(days),
      differs: theirs.validityDays !== days,
    },
  ];
}

export function RewardPlanDialog({
  plan,
  onClose,
  onSaved,
}: {
  readonly plan: PlanRow;
  readonly onClose: () => void;
  readonly onSaved: (saved: PlanRow) => void;
}) {
  const form = useForm(() => draftOf(plan), planRules);
  const [version, setVersion] = useState(plan.version);
  const save = useSave({ currentOf: theirPlanOf, onFieldProblems: form.showServerProblems });
  const [, send] = useMutation(UpdateRewardPlanMutation);

  const submit = async (expectedVersion: number) => {
    if (!form.check()) return;
    await save.run(async () => {
      const result = await send({ id: plan.id, expectedVersion, ...planInputOf(form.values) });
      if (result.data) onSaved(result.data.updateRewardPlan);
      return result;
    }, null);
  };
  const theirs = save.conflict?.current;

  return (
    <Dialog
      title={`Edit “${plan.name}”`}
      wide
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" busy={save.busy} onClick={() => void submit(version)}>
            Save plan
          </Button>
        </>
      }
    >
      {save.error && <Notice tone="error">{save.error}</Notice>}
      {theirs && (
        <ConflictNotice
          message={CONFLICT}
          fields={conflictRows(theirs, form.values)}
          onUseTheirs={() => {
            form.replace(draftOf(theirs));
            setVersion(theirs.version);
            save.clearConflict();
          }}
          onKeepMine={() => {
            setVersion(theirs.version);
            save.clearConflict();
            void submit(theirs.version);
          }}
        />
      )}
      <RewardPlanFields form={form} />
    </Dialog>
  );
}
