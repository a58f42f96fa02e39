// A modifier scale's editor: its name and its steps from one end to the other (No Ice … Extra Ice).
// Customers pick exactly one step; the app shows short scales as tabs and long ones as a stepper.
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import { EditableRows } from './editable-rows.tsx';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionSaveOutcome } from './option-save-outcome.ts';
import {
  RemoveMenuModifierScaleMutation,
  SaveMenuModifierScaleMutation,
  type MenuOptionsQuery,
} from './menu-options-query.ts';
import { useOptionRemoval } from './option-removal.tsx';

type Scale = ResultOf<typeof MenuOptionsQuery>['menuDraft']['modifierScales'][number];
interface Step {
  id: number | null;
  name: string;
}
interface ScaleOption {
  id: number;
  name: string;
  steps: { id: number; name: string }[];
}

const namesOf = (steps: readonly Step[]) => steps.map((s) => s.name).join(' · ');

export function ModifierScaleEditor({
  scale,
  onSaved,
  onRemoved,
  onCancel,
}: {
  scale: Scale | null;
  onSaved: (message: string) => void;
  onRemoved: (message: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(scale?.name ?? '');
  const [steps, setSteps] = useState<Step[]>(scale?.steps ?? []);
  const [version, setVersion] = useState(scale?.version ?? null);
  const [saving, save] = useMutation(SaveMenuModifierScaleMutation);
  const outcome = useOptionSaveOutcome<ScaleOption>();
  const removal = useOptionRemoval(RemoveMenuModifierScaleMutation, scale, version, outcome, onRemoved);

  const submit = async (expectedVersion: number | null) => {
    const result = await save({ scale: { id: scale?.id ?? null, name, steps }, expectedVersion });
    if (result.error) return outcome.refused(result.error);
    const saved = result.data?.saveMenuModifierScale;
    if (saved) onSaved(`${saved.name} is saved in the draft.`);
  };
  return (
    <OptionEditorFrame
      title={scale ? `Scale: ${scale.name}` : 'New scale'}
      testId="modifier-scale-editor"
      error={outcome.error}
      busy={saving.fetching}
      onSave={() => void submit(scale ? version : null)}
      onCancel={onCancel}
      removal={{ what: 'scale', remove: removal }}
      name={{
        value: name,
        hint: 'As customers see it: Ice, Sweetness, Room.',
        error: outcome.problemFor('name'),
        onChange: setName,
      }}
      conflict={
        <OptionConflict<ScaleOption>
          conflict={outcome.conflict}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: name },
            { label: 'Steps', theirs: namesOf(theirs?.steps ?? []), mine: namesOf(steps) },
          ]}
          onUseTheirs={(theirs) => {
            setName(theirs.option.name);
            setSteps(theirs.option.steps);
            setVersion(theirs.version);
            outcome.clear();
          }}
          onKeepMine={(theirVersion) => void submit(theirVersion)}
        />
      }
    >
      <FieldGroup
        legend="Steps"
        hint="From one end to the other; customers pick exactly one."
        error={outcome.problemFor('steps')}
      >
        <EditableRows
          rows={steps}
          onChange={setSteps}
          noun="step"
          labelOf={(step, index) => step.name || `step ${index + 1}`}
          newRow={() => ({ id: null, name: '' })}
        >
          {(step, index, change) => (
            <input
              aria-label={`Step ${index + 1} name`}
              className={`${OPTION_INPUT} max-w-60 min-w-40 flex-1`}
              value={step.name}
              onChange={(e) => change({ name: e.target.value })}
            />
          )}
        </EditableRows>
      </FieldGroup>
    </OptionEditorFrame>
  );
}
