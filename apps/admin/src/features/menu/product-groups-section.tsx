// The product editor's groups: where customers find it on the menu, each group named by its path
// from the top (Hot Coffee › Lattes) and listed in that order.
import type { Form } from '../../lib/use-form.ts';
import { FieldGroup } from '../../ui/form-field.tsx';
import type { MenuDraft, ProductValues } from './product-form.ts';

/** "Hot Coffee › Lattes": the group's name after its parents'. */
export function groupPath(groups: MenuDraft['groups'], groupId: number): string {
  const names: string[] = [];
  for (let g = groups.find((x) => x.id === groupId); g; g = groups.find((x) => x.id === g?.parentId))
    names.unshift(g.name);
  return names.join(' › ');
}

export function ProductGroupsSection({ form, draft }: { form: Form<ProductValues>; draft: MenuDraft }) {
  const { values, set } = form;
  const byPath = draft.groups
    .map((group) => ({ group, path: groupPath(draft.groups, group.id) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const toggle = (groupId: number, on: boolean) => {
    const others = values.groupIds.filter((id) => id !== groupId);
    set({ groupIds: on ? [...others, groupId] : others });
  };
  return (
    <FieldGroup
      legend="Groups"
      hint="Where customers find it on the menu."
      error={form.problemFor('groupIds')}
    >
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2 md:grid-cols-2">
        {byPath.map(({ group, path }) => (
          <label key={group.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={values.groupIds.includes(group.id)}
              onChange={(e) => toggle(group.id, e.target.checked)}
            />
            {path}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
