// A modifier group's own fields: whether a customer picks one of its modifiers or several, and its
// modifiers in order, each ticked or counted (pumps, shots) up to a highest count.
import { FieldGroup } from '../../ui/form-field.tsx';
import { EditableRows } from './editable-rows.tsx';
import { OPTION_INPUT } from './option-editor-frame.tsx';

export interface ModifierRow {
  readonly id: number | null;
  readonly name: string;
  readonly isVariableQuantity: boolean;
  /** As typed; a whole number once saved. */
  readonly maxQuantity: string;
}

export function MultiSelectField({
  multiSelect,
  onChange,
}: {
  multiSelect: boolean;
  onChange: (multiSelect: boolean) => void;
}) {
  return (
    <FieldGroup legend="Customers choose">
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="multi-select"
            className="size-4"
            checked={!multiSelect}
            onChange={() => onChange(false)}
          />
          One of them (a milk)
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="multi-select"
            className="size-4"
            checked={multiSelect}
            onChange={() => onChange(true)}
          />
          Several (syrups, toppings)
        </label>
      </div>
    </FieldGroup>
  );
}

export function ModifierRowsField({
  modifiers,
  error,
  onChange,
}: {
  modifiers: readonly ModifierRow[];
  error: string | null;
  onChange: (modifiers: ModifierRow[]) => void;
}) {
  return (
    <FieldGroup
      legend="Modifiers"
      hint="In the order customers see them. A counted one is asked for by number (pumps, shots)."
      error={error}
    >
      <EditableRows
        rows={modifiers}
        onChange={onChange}
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
  );
}
