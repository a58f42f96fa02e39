// The chosen group in the menu tree: the path to it, its name with an Edit button and its editor, its
// subgroups and its products, each list put in order by dragging or with its Move buttons.
import { Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../ui/button.tsx';
import { GroupEditor } from './group-editor.tsx';
import { groupBadges, type TreeGroup } from './menu-tree-badges.tsx';
import { ReorderList } from './reorder-list.tsx';

export interface GroupPanelProps {
  readonly group: TreeGroup;
  /** The groups from the top level down to this one. */
  readonly trail: readonly TreeGroup[];
  readonly subgroups: readonly TreeGroup[];
  readonly productName: (productId: number) => string | undefined;
  readonly editing: boolean;
  readonly busy: boolean;
  readonly onSelect: (groupId: number) => void;
  readonly onEdit: (editing: boolean) => void;
  readonly onGroupSaved: (message: string) => void;
  readonly onReorderSubgroups: (groupIds: number[]) => void;
  readonly onReorderProducts: (productIds: number[]) => void;
}

function GroupPath({ trail, onSelect }: Pick<GroupPanelProps, 'trail' | 'onSelect'>) {
  return (
    <nav aria-label="Group path" className="mb-1 text-sm text-stone-600">
      {trail.map((g, index) => (
        <span key={g.id}>
          {index > 0 && <span aria-hidden> › </span>}
          <button type="button" className="hover:underline" onClick={() => onSelect(g.id)}>
            {g.name}
          </button>
        </span>
      ))}
    </nav>
  );
}

function GroupProducts({ group, productName, busy, onReorderProducts }: GroupPanelProps) {
  if (group.productIds.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-stone-300 p-4 text-stone-600">
        No products in this group.
      </p>
    );
  return (
    <ReorderList
      label={`Products of ${group.name}`}
      disabled={busy}
      items={group.productIds.map((id) => {
        const name = productName(id);
        return {
          id,
          label: name ?? `Product ${id}`,
          extra: (
            <Link href={`/menu/products/${id}`} className={buttonClass('quiet', 'min-h-8 px-2 py-1')}>
              Edit<span className="sr-only"> {name}</span>
            </Link>
          ),
        };
      })}
      onReorder={onReorderProducts}
    />
  );
}

export function GroupPanel(props: GroupPanelProps) {
  const { group, trail, subgroups, editing, busy, onSelect, onEdit, onGroupSaved, onReorderSubgroups } =
    props;
  return (
    <section aria-labelledby="group-title" className="min-w-0">
      <GroupPath trail={trail} onSelect={onSelect} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-title" className="flex items-center gap-2 text-xl font-bold text-stone-900">
          {group.name} {groupBadges(group)}
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={() => onEdit(true)}>
            <Pencil aria-hidden className="size-4" /> Edit group
          </Button>
        )}
      </div>
      {editing && (
        <div className="mb-6">
          <GroupEditor key={group.id} group={group} onCancel={() => onEdit(false)} onSaved={onGroupSaved} />
        </div>
      )}
      {subgroups.length > 0 && (
        <div className="mb-6">
          <h3 className="mb-2 text-sm font-semibold text-stone-700">Subgroups</h3>
          <ReorderList
            label={`Subgroups of ${group.name}`}
            items={subgroups.map((g) => ({ id: g.id, label: g.name, extra: groupBadges(g) }))}
            onSelect={onSelect}
            disabled={busy}
            onReorder={onReorderSubgroups}
          />
        </div>
      )}
      <h3 className="mb-2 text-sm font-semibold text-stone-700">Products</h3>
      <GroupProducts {...props} />
    </section>
  );
}
