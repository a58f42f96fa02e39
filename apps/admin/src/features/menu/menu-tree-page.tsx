// The menu as the draft holds it: the top-level groups on the left, the chosen group's subgroups and
// products on the right. Each list is put in order by dragging or with its Move buttons; every order
// is saved to the draft at once, through the back office's save hook (a refusal is said in the
// server's words). Nothing here reaches customers before the menu is published.
import { useState } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useSave } from '../../lib/use-save.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { GroupPanel } from './group-panel.tsx';
import { MenuDraftQuery } from './menu-draft-query.ts';
import { groupBadges, type TreeGroup } from './menu-tree-badges.tsx';
import { DraftChanges, MenuActions } from './menu-tree-header.tsx';
import { ReorderList } from './reorder-list.tsx';
import { ReorderMenuGroupsMutation } from './reorder-menu-groups-mutation.ts';
import { ReorderMenuProductsMutation } from './reorder-menu-products-mutation.ts';

type Draft = ResultOf<typeof MenuDraftQuery>['menuDraft'];

const noConflict = () => null;

/** The chosen group (the first top-level one at first) and the groups from the top down to it. */
function selectionOf(draft: Draft, selectedId: number | null) {
  const groupsById = new Map(draft.groups.map((g) => [g.id, g]));
  const topLevel = draft.groups.filter((g) => g.parentId === 0);
  const selected = groupsById.get(selectedId ?? topLevel[0]?.id ?? -1) ?? null;
  const trail: TreeGroup[] = [];
  for (let at: TreeGroup | undefined = selected ?? undefined; at; at = groupsById.get(at.parentId))
    trail.unshift(at);
  return { topLevel, selected, trail };
}

export function MenuTreePage() {
  const [result, refetch] = useQuery({ query: MenuDraftQuery, requestPolicy: 'cache-and-network' });
  const [, reorderGroups] = useMutation(ReorderMenuGroupsMutation);
  const [, reorderProducts] = useMutation(ReorderMenuProductsMutation);
  const save = useSave({ currentOf: noConflict });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const draft = result.data?.menuDraft;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  /** Saves a new order to the draft, then reads the draft again whatever the answer. */
  const saveOrder = (send: () => Promise<{ error?: CombinedError | undefined }>) =>
    void save.run(send, null).then(reload);

  if (!draft) {
    return (
      <>
        <PageHeader title="Menu" />
        {result.error ? (
          <Notice tone="error">{errorMessage(result.error)}</Notice>
        ) : (
          <p className="text-stone-600">Loading the menu…</p>
        )}
      </>
    );
  }

  const { topLevel, selected, trail } = selectionOf(draft, selectedId);
  const productsById = new Map(draft.products.map((p) => [p.id, p]));
  return (
    <>
      <PageHeader
        title="Menu"
        description="Groups and products as the next publication will make them. Customers see changes only once the menu is published."
        actions={<MenuActions selected={selected} changeCount={draft.changes.length} />}
      />
      <DraftChanges changes={draft.changes} />
      <SaveOutcomeNotice save={save} />
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-labelledby="top-groups">
          <h2 id="top-groups" className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Groups
          </h2>
          <ReorderList
            label="Top-level groups"
            items={topLevel.map((g) => ({ id: g.id, label: g.name, extra: groupBadges(g) }))}
            selectedId={trail[0]?.id ?? null}
            onSelect={setSelectedId}
            disabled={save.busy}
            onReorder={(groupIds) =>
              saveOrder(() =>
                reorderGroups({ parentId: 0, groupIds, expectedVersion: draft.topLevelOrderVersion }),
              )
            }
          />
        </section>
        {selected && (
          <GroupPanel
            group={selected}
            trail={trail}
            subgroups={draft.groups.filter((g) => g.parentId === selected.id)}
            productName={(id) => productsById.get(id)?.name}
            editing={editingId === selected.id}
            busy={save.busy}
            onSelect={setSelectedId}
            onEdit={(editing) => setEditingId(editing ? selected.id : null)}
            onGroupSaved={(message) => {
              setEditingId(null);
              save.clearMessages();
              save.announce(message);
              reload();
            }}
            onReorderSubgroups={(groupIds) =>
              saveOrder(() =>
                reorderGroups({
                  parentId: selected.id,
                  groupIds,
                  expectedVersion: selected.childOrderVersion,
                }),
              )
            }
            onReorderProducts={(productIds) =>
              saveOrder(() =>
                reorderProducts({
                  groupId: selected.id,
                  productIds,
                  expectedVersion: selected.productOrderVersion,
                }),
              )
            }
          />
        )}
      </div>
    </>
  );
}
