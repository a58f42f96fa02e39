// A modifier group's editor: its name, whether a customer picks one of its modifiers or several, and
// its modifiers in order, each ticked or counted (pumps, shots) up to a highest count. A kept
// modifier keeps its id, so its prices and past orders stay with it; a new one is priced on Prices.
import { useState } from 'react';
import { useMutation } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import { EditableRows } from './editable-rows.tsx';
import { OPTION_INPUT, OptionConflict, OptionEditorFrame } from './option-editor-frame.tsx';
import { useOptionSaveOutcome } from './option-save-outcome.ts';
import {
  RemoveMenuModifierGroupMutation,
  SaveMenuModifierGroupMutation,
  type MenuOptionsQuery,
} from './menu-options-query.ts';
import { useOptionRemoval } from './option-removal.tsx';

type Group = ResultOf<typeof MenuOptionsQuery>['menuDraft']['modifierGroups'][number];
interface ModifierRow {
  id: number | null;
  name: string;
  isVariableQuantity: boolean;
  /** As typed; a whole number once saved. */
  maxQuantity: string;
}
interface GroupOption {
  id: number;
  name: string;
  multiSelect: boolean;
  modifiers: { id: number; name: string; isVariableQuantity: boolean; maxQuantity: number }[];
}

const rowsOf = (modifiers: GroupOption['modifiers']): ModifierRow[] =>
  modifiers.map((m) => ({ ...m, maxQuantity: String(m.maxQuantity) }));
const namesOf = (modifiers: readonly { name: string }[]) => modifiers.map((m) => m.name).join(', ');

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
  const [name, setName] = useState(group?.name ?? '');
  const [multiSelect, setMultiSelect] = useState(group?.multiSelect ?? false);
  const [modifiers, setModifiers] = useState<ModifierRow[]>(group ? rowsOf(group.modifiers) : []);
  const [version, setVersion] = useState(group?.version ?? null);
  const [saving, save] = useMutation(SaveMenuModifierGroupMutation);
  const outcome = useOptionSaveOutcome<GroupOption>();
  const removal = useOptionRemoval(RemoveMenuModifierGroupMutation, group, version, outcome, onRemoved);

  const submit = async (expectedVersion: number | null) => {
    const badCount = modifiers.find((m) => m.isVariableQuantity && !/^\d+$/.test(m.maxQuantity.trim()));
    if (badCount)
      return outcome.refusedHere(
        'modifiers',
        `Enter the most of "${badCount.name || 'a counted modifier'}" as a whole number, like 6.`,
      );
    const result = await save({
      group: {
        id: group?.id ?? null,
        name,
        multiSelect,
        modifiers: modifiers.map((m) => ({
          id: m.id,
          name: m.name,
          isVariableQuantity: m.isVariableQuantity,
          maxQuantity: m.isVariableQuantity ? Number(m.maxQuantity.trim()) : 1,
        })),
      },
      expectedVersion,
    });
    if (result.error) return outcome.refused(result.error);
    const saved = result.data?.saveMenuModifierGroup;
    if (saved) onSaved(`${saved.name} is saved in the draft.`);
  };
  return (
    <OptionEditorFrame
      title={group ? `Modifier group: ${group.name}` : 'New modifier group'}
      testId="modifier-group-editor"
      error={outcome.error}
      busy={saving.fetching}
      onSave={() => void submit(group ? version : null)}
      onCancel={onCancel}
      removal={{ what: 'modifier group', remove: removal }}
      name={{
        value: name,
        hint: 'As customers see it: Milk, Syrups, Toppings.',
        error: outcome.problemFor('name'),
        onChange: setName,
      }}
      conflict={
        <OptionConflict<GroupOption>
          conflict={outcome.conflict}
          fields={(theirs) => [
            { label: 'Name', theirs: theirs?.name ?? '(removed)', mine: name },
            {
              label: 'Customers choose',
              theirs: theirs ? (theirs.multiSelect ? 'Several' : 'One') : '',
              mine: multiSelect ? 'Several' : 'One',
            },
            { label: 'Modifiers', theirs: namesOf(theirs?.modifiers ?? []), mine: namesOf(modifiers) },
          ]}
          onUseTheirs={(theirs) => {
            setName(theirs.option.name);
            setMultiSelect(theirs.option.multiSelect);
            setModifiers(rowsOf(theirs.option.modifiers));
            setVersion(theirs.version);
            outcome.clear();
          }}
          onKeepMine={(theirVersion) => void submit(theirVersion)}
        />
      }
    >
      <FieldGroup legend="Customers choose">
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="multi-select"
              className="size-4"
              checked={!multiSelect}
              onChange={() => setMultiSelect(false)}
            />
            One of them (a milk)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="multi-select"
              className="size-4"
              checked={multiSelect}
              onChange={() => setMultiSelect(true)}
            />
            Several (syrups, toppings)
          </label>
        </div>
      </FieldGroup>
      <FieldGroup
        legend="Modifiers"
        hint="In the order customers see them. A counted one is asked for by number (pumps, shots)."
        error={outcome.problemFor('modifiers')}
      >
        <EditableRows
          rows={modifiers}
          onChange={setModifiers}
          noun="modifier"
          labelOf={(m, index) => m.name || `modifier ${index + 1}`}
          newRow={() => ({ id: null, name: '', isVariableQuantity: false, maxQuantity: '6' })}
        >
          {(m, index, change) => (
            <>
              <input
                aria-label={`Modifier ${index + 1} name`}
                className={`${OPTION_INPUT} max-w-60 min-w-40 flex-1`}
                value={m.name}
                onChange={(e) => change({ name: e.target.value })}
              />
              <label className="flex items-center gap-1 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={m.isVariableQuantity}
                  onChange={(e) => change({ isVariableQuantity: e.target.checked })}
                />
                Counted
              </label>
              {m.isVariableQuantity && (
                <label className="flex items-center gap-1 text-sm text-stone-800">
                  up to
                  <input
                    aria-label={`Most of modifier ${index + 1} a customer can ask for`}
                    inputMode="numeric"
                    className="w-16 rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
                    value={m.maxQuantity}
                    onChange={(e) => change({ maxQuantity: e.target.value })}
                  />
                </label>
              )}
            </>
          )}
        </EditableRows>
      </FieldGroup>
    </OptionEditorFrame>
  );
}
