// The product editor's modifier groups: the choices customers get, and what is chosen for them at
// first (none, or one of the group's own modifiers).
import type { Form } from '../../lib/use-form.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { MenuDraft, ProductValues } from './product-form.ts';

type ModifierGroup = MenuDraft['modifierGroups'][number];

function ModifierGroupChoice({ group, form }: { group: ModifierGroup; form: Form<ProductValues> }) {
  const { values, set } = form;
  const choice = values.modifierGroups.find((g) => g.modifierGroupId === group.id);
  const others = values.modifierGroups.filter((g) => g.modifierGroupId !== group.id);
  const setDefault = (text: string) =>
    set({
      modifierGroups: values.modifierGroups.map((g) =>
        g.modifierGroupId === group.id ? { ...g, defaultModifierId: text === '' ? null : Number(text) } : g,
      ),
    });
  return (
    <div className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2">
      <label className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={!!choice}
          onChange={(e) =>
            set({
              modifierGroups: e.target.checked
                ? [...others, { modifierGroupId: group.id, defaultModifierId: null }]
                : others,
            })
          }
        />
        {group.name}
      </label>
      {choice && (
        <select
          aria-label={`${group.name}: chosen at first`}
          className="rounded-md border border-stone-300 px-2 py-1 text-sm"
          value={choice.defaultModifierId ?? ''}
          onChange={(e) => setDefault(e.target.value)}
        >
          <option value="">None</option>
          {group.modifiers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

export function ProductModifiersSection({ form, draft }: { form: Form<ProductValues>; draft: MenuDraft }) {
  return (
    <FieldGroup
      legend="Modifiers"
      hint="The choices customers get, and what is chosen for them at first."
      error={form.problemFor('modifierGroups')}
    >
      <div className="grid gap-2 md:grid-cols-2">
        {draft.modifierGroups.map((group) => (
          <ModifierGroupChoice key={group.id} group={group} form={form} />
        ))}
      </div>
    </FieldGroup>
  );
}
