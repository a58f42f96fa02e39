// A modifier group's editor: its name, whether a customer picks one of its modifiers or several, and
// its modifiers in order, each ticked or counted (pumps, shots) up to a highest count. A kept
// modifier keeps its id, so its prices and past orders stay with it; a new one is priced on Prices.
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import type { FieldProblem } from '../../lib/use-form.ts';
import {
  RemoveMenuModifierGroupMutation,
  SaveMenuModifierGroupMutation,
  type MenuOptionsQuery,
} from './menu-options-query.ts';
import { ModifierRowsField, MultiSelectField, type ModifierRow } from './modifier-group-fields.tsx';
import { OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionRemoval } from './option-removal.tsx';
import { useOptionEditor } from './use-option-editor.ts';

type Group = ResultOf<typeof MenuOptionsQuery>['menuDraft']['modifierGroups'][number];
interface GroupOption {
  id: number;
  name: string;
  multiSelect: boolean;
  modifiers: { id: number; name: string; isVariableQuantity: boolean; maxQuantity: number }[];
}
interface GroupValues {
  readonly name: string;
  readonly multiSelect: boolean;
  readonly modifiers: readonly ModifierRow[];
}

const valuesOf = (group: Pick<GroupOption, 'name' | 'multiSelect' | 'modifiers'>): GroupValues => ({
  name: group.name,
  multiSelect: group.multiSelect,
  modifiers: group.modifiers.map(({ id, name, isVariableQuantity, maxQuantity }) => ({
    id,
    name,
    isVariableQuantity,
    maxQuantity: String(maxQuantity),
  })),
});
const namesOf = (modifiers: readonly { name: string }[]) => modifiers.map((m) => m.name).join(', ');
const choiceText = (multiSelect: boolean) => (multiSelect ? 'Several' : 'One');

/** What cannot be sent: a counted modifier's most that is not a whole number, for each such modifier. */
function groupRules({ modifiers }: GroupValues): FieldProblem[] {
  return modifiers
    .filter((m) => m.isVariableQuantity && !/^\d+$/.test(m.maxQuantity.trim()))
    .map((m) => ({
      field: 'modifiers',
      message: `Enter the most of "${m.name || 'a counted modifier'}" as a whole number, like 6.`,
    }));
}

/** What saveMenuModifierGroup takes: a ticked (not counted) modifier is asked for once at most. */
const modifiersInput = (modifiers: readonly ModifierRow[]) =>
  modifiers.map((m) => ({
    id: m.id,
    name: m.name,
    isVariableQuantity: m.isVariableQuantity,
    maxQuantity: m.isVariableQuantity ? Number(m.maxQuantity.trim()) : 1,
  }));

export function ModifierGroupEditor({
  group,
  onSaved,
  onRemoved,
  onCancel,
}: {
  group: Group | null;
  onSaved: (message: string) => void;
  onRemoved: (message: string) => void;
  onCancel: () => void;
}) {
  const [, save] = useMutation(SaveMenuModifierGroupMutation);
  const editor = useOptionEditor<GroupValues, GroupOption>({
    initial: () => valuesOf(group ?? { name: '', multiSelect: false, modifiers: [] }),
    rules: groupRules,
    version: group?.version ?? null,
    valuesOf,
    send: async ({ name, multiSelect, modifiers }, expectedVersion) => {
      const result = await save({
        group: { id: group?.id ?? null, name, multiSelect, modifiers: modifiersInput(modifiers) },
        expectedVersion,
      });
      return { ...result, savedName: result.data?.saveMenuModifierGroup.name ?? null };
    },
    onSaved,
  });
  const removal = useOptionRemoval(RemoveMenuModifierGroupMutation, group, editor, onRemoved);
  const { form } = editor;
  return (
    <OptionEditorFrame
      title={group ? `Modifier group: ${group.name}` : 'New modifier group'}
      testId="modifier-group-editor"
      editor={editor}
      onCancel={onCancel}
      removal={{ what: 'modifier group', remove: removal }}
      name={{
        value: form.values.name,
        hint: 'As customers see it: Milk, Syrups, Toppings.',
        onChange: (name) => form.set({ name }),
      }}
      conflict={
        <OptionConflict
          editor={editor}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: form.values.name },
            {
              label: 'Customers choose',
              theirs: theirs ? choiceText(theirs.multiSelect) : '',
              mine: choiceText(form.values.multiSelect),
            },
            {
              label: 'Modifiers',
              theirs: namesOf(theirs?.modifiers ?? []),
              mine: namesOf(form.values.modifiers),
            },
          ]}
        />
      }
    >
      <MultiSelectField
        multiSelect={form.values.multiSelect}
        onChange={(multiSelect) => form.set({ multiSelect })}
      />
      <ModifierRowsField
        modifiers={form.values.modifiers}
        error={form.problemFor('modifiers')}
        onChange={(modifiers) => form.set({ modifiers })}
      />
    </OptionEditorFrame>
  );
}
