// A modifier scale's editor: its name and its steps from one end to the other (No Ice … Extra Ice).
// Customers pick exactly one step; the app shows short scales as tabs and long ones as a stepper.
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import { EditableRows } from './editable-rows.tsx';
import {
  RemoveMenuModifierScaleMutation,
  SaveMenuModifierScaleMutation,
  type MenuOptionsQuery,
} from './menu-options-query.ts';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionRemoval } from './option-removal.tsx';
import { useOptionEditor } from './use-option-editor.ts';

type Scale = ResultOf<typeof MenuOptionsQuery>['menuDraft']['modifierScales'][number];
interface Step {
  id: number | null;
  name: string;
}
interface ScaleValues {
  readonly name: string;
  readonly steps: readonly Step[];
}

const namesOf = (steps: readonly Step[]) => steps.map((s) => s.name).join(' · ');
/** Step by step: the client adds __typename to what it reads, which the save's input type refuses. */
const valuesOf = ({ name, steps }: ScaleValues): ScaleValues => ({
  name,
  steps: steps.map(({ id, name: stepName }) => ({ id, name: stepName })),
});

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
  const [, save] = useMutation(SaveMenuModifierScaleMutation);
  const editor = useOptionEditor<ScaleValues, ScaleValues>({
    initial: () => valuesOf(scale ?? { name: '', steps: [] }),
    version: scale?.version ?? null,
    valuesOf,
    send: async ({ name, steps }, expectedVersion) => {
      const result = await save({
        scale: { id: scale?.id ?? null, name, steps: [...steps] },
        expectedVersion,
      });
      return { ...result, savedName: result.data?.saveMenuModifierScale.name ?? null };
    },
    onSaved,
  });
  const removal = useOptionRemoval(RemoveMenuModifierScaleMutation, scale, editor, onRemoved);
  const { form } = editor;
  return (
    <OptionEditorFrame
      title={scale ? `Scale: ${scale.name}` : 'New scale'}
      testId="modifier-scale-editor"
      editor={editor}
      onCancel={onCancel}
      removal={{ what: 'scale', remove: removal }}
      name={{
        value: form.values.name,
        hint: 'As customers see it: Ice, Sweetness, Room.',
        onChange: (name) => form.set({ name }),
      }}
      conflict={
        <OptionConflict
          editor={editor}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: form.values.name },
            { label: 'Steps', theirs: namesOf(theirs?.steps ?? []), mine: namesOf(form.values.steps) },
          ]}
        />
      }
    >
      <FieldGroup
        legend="Steps"
        hint="From one end to the other; customers pick exactly one."
        error={form.problemFor('steps')}
      >
        <EditableRows
          rows={form.values.steps}
          onChange={(steps) => form.set({ steps })}
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
