// The menu as the draft holds it: the top-level groups on the left, the chosen group's subgroups and
// products on the right. Each list is put in order by dragging or with its Move buttons; every order
// is saved to the draft at once. Nothing here reaches customers before the menu is published.
import { EyeOff, Pencil, Plus, Send, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { GroupEditor } from './group-editor.tsx';
import { MenuDraftQuery } from './menu-draft-query.ts';
import { ReorderList } from './reorder-list.tsx';
import { ReorderMenuGroupsMutation } from './reorder-menu-groups-mutation.ts';
import { ReorderMenuProductsMutation } from './reorder-menu-products-mutation.ts';

type Draft = ResultOf<typeof MenuDraftQuery>['menuDraft'];
type Group = Draft['groups'][number];

const hiddenBadge = (group: Group) =>
  group.isVisible ? undefined : (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
      <EyeOff aria-hidden className="size-3" /> Hidden
    </span>
  );

/** Hidden, and the seasonal group (the one /menu's banner leads to). */
const groupBadges = (group: Group) =>
  group.isVisible && !group.isSeasonal ? undefined : (
    <>
      {hiddenBadge(group)}
      {group.isSeasonal && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          <Sparkles aria-hidden className="size-3" /> Seasonal
        </span>
      )}
    </>
  );

export function MenuTreePage() {
  const { can } = useStaffSession();
  const [result, refetch] = useQuery({ query: MenuDraftQuery, requestPolicy: 'cache-and-network' });
  const [reorderingGroups, reorderGroups] = useMutation(ReorderMenuGroupsMutation);
  const [reorderingProducts, reorderProducts] = useMutation(ReorderMenuProductsMutation);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const draft = result.data?.menuDraft;
  const busy = reorderingGroups.fetching || reorderingProducts.fetching;

  const reload = () => refetch({ requestPolicy: 'network-only' });
  const afterSave = (failure: Parameters<typeof errorMessage>[0] | undefined) => {
    setError(failure ? errorMessage(failure) : null);
    reload();
  };

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

  const groupsById = new Map(draft.groups.map((g) => [g.id, g]));
  const childrenOf = (parentId: number) => draft.groups.filter((g) => g.parentId === parentId);
  const topLevel = childrenOf(0);
  const selected = groupsById.get(selectedId ?? topLevel[0]?.id ?? -1) ?? null;
  const trail: Group[] = [];
  for (let at: Group | undefined = selected ?? undefined; at; at = groupsById.get(at.parentId))
    trail.unshift(at);
  const topSelected = trail[0]?.id ?? null;
  const productsById = new Map(draft.products.map((p) => [p.id, p]));
  const changeCount = draft.changes.length;

  return (
    <>
      <PageHeader
        title="Menu"
        description="Groups and products as the next publication will make them. Customers see changes only once the menu is published."
        actions={
          <>
            <Link href="/menu/options" className={buttonClass('secondary')}>
              <SlidersHorizontal aria-hidden className="size-4" /> Sizes and modifiers
            </Link>
            <Link
              href={`/menu/products/new${selected ? `?group=${selected.id}` : ''}`}
              className={buttonClass('secondary')}
            >
              <Plus aria-hidden className="size-4" /> New product
            </Link>
            {can('menu.publish') && (
              <Link href="/publish" className={buttonClass('primary')}>
                <Send aria-hidden className="size-4" /> Review and publish
                {changeCount > 0 && (
                  <span className="rounded-full bg-white/20 px-2 text-xs">{changeCount}</span>
                )}
              </Link>
            )}
          </>
        }
      />
      {changeCount > 0 && (
        <Notice
          tone="info"
          title={`The draft has ${changeCount} ${changeCount === 1 ? 'change' : 'changes'} customers do not see yet.`}
        >
          {draft.changes
            .slice(0, 4)
            .map((c) => `${c.name} (${c.kind.toLowerCase()})`)
            .join(', ')}
          {changeCount > 4 ? ', …' : ''}
        </Notice>
      )}
      {error && (
        <Notice tone="error" onDismiss={() => setError(null)}>
          {error}
        </Notice>
      )}
      {saved && (
        <Notice tone="success" onDismiss={() => setSaved(null)}>
          {saved}
        </Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-labelledby="top-groups">
          <h2 id="top-groups" className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Groups
          </h2>
          <ReorderList
            label="Top-level groups"
            items={topLevel.map((g) => ({ id: g.id, label: g.name, extra: groupBadges(g) }))}
            selectedId={topSelected}
            onSelect={setSelectedId}
            disabled={busy}
            onReorder={(groupIds) =>
              void reorderGroups({ parentId: 0, groupIds, expectedVersion: draft.topLevelOrderVersion }).then(
                (r) => afterSave(r.error),
              )
            }
          />
        </section>
        {selected && (
          <section aria-labelledby="group-title" className="min-w-0">
            <nav aria-label="Group path" className="mb-1 text-sm text-stone-600">
              {trail.map((g, index) => (
                <span key={g.id}>
                  {index > 0 && <span aria-hidden> › </span>}
                  <button type="button" className="hover:underline" onClick={() => setSelectedId(g.id)}>
                    {g.name}
                  </button>
                </span>
              ))}
            </nav>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="group-title" className="flex items-center gap-2 text-xl font-bold text-stone-900">
                {selected.name} {groupBadges(selected)}
              </h2>
              {editingId !== selected.id && (
                <Button variant="secondary" onClick={() => setEditingId(selected.id)}>
                  <Pencil aria-hidden className="size-4" /> Edit group
                </Button>
              )}
            </div>
            {editingId === selected.id && (
              <div className="mb-6">
                <GroupEditor
                  key={selected.id}
                  group={selected}
                  onCancel={() => setEditingId(null)}
                  onSaved={(message) => {
                    setEditingId(null);
                    setSaved(message);
                    reload();
                  }}
                />
              </div>
            )}
            {childrenOf(selected.id).length > 0 && (
              <div className="mb-6">
                <h3 className="mb-2 text-sm font-semibold text-stone-700">Subgroups</h3>
                <ReorderList
                  label={`Subgroups of ${selected.name}`}
                  items={childrenOf(selected.id).map((g) => ({
                    id: g.id,
                    label: g.name,
                    extra: groupBadges(g),
                  }))}
                  onSelect={setSelectedId}
                  disabled={busy}
                  onReorder={(groupIds) =>
                    void reorderGroups({
                      parentId: selected.id,
                      groupIds,
                      expectedVersion: selected.childOrderVersion,
                    }).then((r) => afterSave(r.error))
                  }
                />
              </div>
            )}
            <h3 className="mb-2 text-sm font-semibold text-stone-700">Products</h3>
            {selected.productIds.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 p-4 text-stone-600">
                No products in this group.
              </p>
            ) : (
              <ReorderList
                label={`Products of ${selected.name}`}
                disabled={busy}
                items={selected.productIds.map((id) => {
                  const product = productsById.get(id);
                  return {
                    id,
                    label: product?.name ?? `Product ${id}`,
                    extra: (
                      <Link
                        href={`/menu/products/${id}`}
                        className={buttonClass('quiet', 'min-h-8 px-2 py-1')}
                      >
                        Edit<span className="sr-only"> {product?.name}</span>
                      </Link>
                    ),
                  };
                })}
                onReorder={(productIds) =>
                  void reorderProducts({
                    groupId: selected.id,
                    productIds,
                    expectedVersion: selected.productOrderVersion,
                  }).then((r) => afterSave(r.error))
                }
              />
            )}
          </section>
        )}
      </div>
    </>
  );
}
