// A reward plan's fields: its name, the points a claim takes, what a claim gives and its kind, and how
// many days a claimed reward stays good.
import { MAX_VALIDITY_DAYS, REWARD_KINDS } from '@brewline/domain/cards-and-rewards/reward-plans';
import type { Form } from '../../lib/use-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { PlanDraft } from './reward-plan-form.ts';
import { kindLabel } from './reward-plan-format.ts';

type TextField = 'name' | 'threshold' | 'rewardName' | 'validityDays';

function TextInput({
  form,
  field,
  label,
  hint,
  numeric = false,
}: {
  form: Form<PlanDraft>;
  field: TextField;
  label: string;
  hint?: string;
  numeric?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} error={form.problemFor(field)}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode={numeric ? 'numeric' : undefined}
          value={form.values[field]}
          onChange={(e) => form.set({ [field]: e.target.value })}
        />
      )}
    </FormField>
  );
}

export function RewardPlanFields({ form }: { form: Form<PlanDraft> }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextInput form={form} field="name" label="Plan name" />
      <TextInput form={form} field="threshold" label="Points to claim" numeric />
      <TextInput form={form} field="rewardName" label="What a claim gives" />
      <FormField label="Kind" error={form.problemFor('rewardKind')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.values.rewardKind}
            onChange={(e) =>
              form.set({ rewardKind: e.target.value === 'MERCHANDISE' ? 'MERCHANDISE' : 'FREE_DRINK' })
            }
          >
            {REWARD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextInput
        form={form}
        field="validityDays"
        label="Valid for (days)"
        hint={`Empty for no limit; at most ${MAX_VALIDITY_DAYS}.`}
        numeric
      />
    </div>
  );
}
