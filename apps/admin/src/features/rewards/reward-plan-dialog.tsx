// Editing one reward plan, validated with the domain's rules before it is sent; an EDIT_CONFLICT
// shows the saved version beside the person's edits, who then takes theirs or saves over it.
import {
  MAX_VALIDITY_DAYS,
  REWARD_KINDS,
  rewardPlanProblems,
  type RewardKind,
} from '@brewline/domain/cards-and-rewards/reward-plans';
import { useState } from 'react';
import { useMutation } from 'urql';
import { editConflictOf, errorMessage } from '../../lib/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConflictNotice } from '../../ui/conflict-notice.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { kindLabel, validityText, type PlanRow } from './reward-plan-format.ts';
import { UpdateRewardPlanMutation } from './update-reward-plan-mutation.ts';

interface Draft {
  name: string;
  threshold: string;
  rewardName: string;
  rewardKind: RewardKind;
  validityDays: string;
}

const draftOf = (plan: PlanRow): Draft => ({
  name: plan.name,
  threshold: String(plan.threshold),
  rewardName: plan.rewardName,
  rewardKind: plan.rewardKind,
  validityDays: plan.validityDays === null ? '' : String(plan.validityDays),
});

interface TheirPlan {
  name: string;
  threshold: number;
  rewardName: string;
  rewardKind: string;
  validityDays: number | null;
  version: number;
}

function isTheirPlan(value: unknown): value is TheirPlan {
  return typeof value === 'object' && value !== null && 'version' in value && 'threshold' in value;
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [version, setVersion] = useState(plan.version);
  const [theirs, setTheirs] = useState<TheirPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, save] = useMutation(UpdateRewardPlanMutation);
  const input = {
    name: draft.name,
    threshold: Number(draft.threshold),
    rewardName: draft.rewardName,
    rewardKind: draft.rewardKind,
    validityDays: draft.validityDays.trim() === '' ? null : Number(draft.validityDays),
  };
  const [touched, setTouched] = useState(false);
  const problems = touched ? rewardPlanProblems(input) : {};
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (overVersion = version) => {
    setTouched(true);
    if (Object.keys(rewardPlanProblems(input)).length > 0) return;
    const result = await save({ id: plan.id, expectedVersion: overVersion, ...input });
    const conflict = editConflictOf(result.error);
    if (isTheirPlan(conflict)) {
      setTheirs(conflict);
      setFailure(null);
      return;
    }
    if (result.error) setFailure(errorMessage(result.error));
    else if (result.data) onSaved(result.data.updateRewardPlan);
  };

  return (
    <Dialog
      title={`Edit “${plan.name}”`}
      wide
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" busy={fetching} onClick={() => void submit()}>
            Save plan
          </Button>
        </>
      }
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      {theirs && (
        <ConflictNotice
          message="Someone else saved this plan while you were editing it. Their version is shown beside yours; nothing was saved."
          fields={[
            { label: 'Name', theirs: theirs.name, mine: draft.name, differs: theirs.name !== draft.name },
            {
              label: 'Points',
              theirs: theirs.threshold,
              mine: draft.threshold,
              differs: String(theirs.threshold) !== draft.threshold,
            },
            {
              label: 'Gives',
              theirs: theirs.rewardName,
              mine: draft.rewardName,
              differs: theirs.rewardName !== draft.rewardName,
            },
            {
              label: 'Kind',
              theirs: kindLabel(theirs.rewardKind),
              mine: kindLabel(draft.rewardKind),
              differs: theirs.rewardKind !== draft.rewardKind,
            },
            {
              label: 'Valid for',
              theirs: validityText(theirs.validityDays),
              mine: validityText(input.validityDays),
              differs: theirs.validityDays !== input.validityDays,
            },
          ]}
          onUseTheirs={() => {
            setDraft({
              name: theirs.name,
              threshold: String(theirs.threshold),
              rewardName: theirs.rewardName,
              rewardKind: theirs.rewardKind === 'MERCHANDISE' ? 'MERCHANDISE' : 'FREE_DRINK',
              validityDays: theirs.validityDays === null ? '' : String(theirs.validityDays),
            });
            setVersion(theirs.version);
            setTheirs(null);
          }}
          onKeepMine={() => {
            setVersion(theirs.version);
            const over = theirs.version;
            setTheirs(null);
            void submit(over);
          }}
        />
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField label="Plan name" error={problems.name ?? null}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Points to claim" error={problems.threshold ?? null}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={draft.threshold}
              onChange={(e) => set('threshold')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="What a claim gives" error={problems.rewardName ?? null}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.rewardName}
              onChange={(e) => set('rewardName')(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Kind" error={problems.rewardKind ?? null}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.rewardKind}
              onChange={(e) => set('rewardKind')(e.target.value)}
            >
              {REWARD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Valid for (days)"
          hint={`Empty for no limit; at most ${MAX_VALIDITY_DAYS}.`}
          error={problems.validityDays ?? null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              value={draft.validityDays}
              onChange={(e) => set('validityDays')(e.target.value)}
            />
          )}
        </FormField>
      </div>
    </Dialog>
  );
}
