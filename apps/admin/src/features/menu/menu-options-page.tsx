// /menu/options: what products choose from, as the draft holds it. Sizes, modifier groups with their
// modifiers, and modifier scales with their steps, each listed with an Edit button and a New one; the
// editor opens beside the lists (below them on a tablet). Saves go to the draft: customers see them
// once the menu is published, and a product offers a group or scale once its editor names it.
import { ArrowLeft, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { MenuOptionsQuery } from './menu-options-query.ts';
import { ModifierGroupEditor } from './modifier-group-editor.tsx';
import { ModifierScaleEditor } from './modifier-scale-editor.tsx';
import { SizeEditor } from './size-editor.tsx';

type Editing = { kind: 'size' | 'group' | 'scale'; id: number | null } | null;

function OptionList({
  title,
  newLabel,
  onNew,
  children,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
  children: ReactNode;
}) {
  const id = `options-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <Button icon={<Plus aria-hidden className="size-4" />} onClick={onNew}>
          {newLabel}
        </Button>
      </div>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">{children}</ul>
    </section>
  );
}

function OptionRow({ name, detail, onEdit }: { name: string; detail: string; onEdit: () => void }) {
  return (
    <li className="flex items-center gap-3 px-4 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{name}</p>
        <p className="truncate text-sm text-stone-600">{detail}</p>
      </div>
      <Button variant="quiet" className="min-h-8 px-2 py-1" onClick={onEdit}>
        Edit<span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

export function MenuOptionsPage() {
  const [result, refetch] = useQuery({ query: MenuOptionsQuery, requestPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draft = result.data?.menuDraft;
  const header = (
    <PageHeader
      title="Sizes and modifiers"
      description="What products choose from. Changes are saved to the draft menu; customers see them once the menu is published."
      actions={
        <Link
          href="/menu"
          className="inline-flex items-center gap-1 text-sm font-semibold text-stone-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to the menu
        </Link>
      }
    />
  );
  if (!draft)
    return (
      <>
        {header}
        {result.error ? (
          <Notice tone="error">{errorMessage(result.error)}</Notice>
        ) : (
          <p className="text-stone-600">Loading…</p>
        )}
      </>
    );

  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  /** An editor's save or removal went to the draft: the editor closes and the lists are read again. */
  const finished = (until: string) => (message: string) => {
    setEditing(null);
    setNotice(`${message} ${until}`);
    refetch({ requestPolicy: 'network-only' });
  };
  const saved = finished('Customers see it once the menu is published.');
  const removed = finished('Customers keep it until the menu is published.');
  const close = () => setEditing(null);
  const key = editing ? `${editing.kind}:${editing.id ?? 'new'}` : '';
  const editor =
    editing?.kind === 'size' ? (
      <SizeEditor
        key={key}
        size={draft.sizes.find((s) => s.id === editing.id) ?? null}
        onSaved={saved}
        onRemoved={removed}
        onCancel={close}
      />
    ) : editing?.kind === 'group' ? (
      <ModifierGroupEditor
        key={key}
        group={draft.modifierGroups.find((g) => g.id === editing.id) ?? null}
        onSaved={saved}
        onRemoved={removed}
        onCancel={close}
      />
    ) : editing?.kind === 'scale' ? (
      <ModifierScaleEditor
        key={key}
        scale={draft.modifierScales.find((s) => s.id === editing.id) ?? null}
        onSaved={saved}
        onRemoved={removed}
        onCancel={close}
      />
    ) : null;

  return (
    <>
      {header}
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 xl:sticky xl:top-4 xl:order-2 xl:self-start">
          {editor ?? (
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-stone-600">
              Choose a size, modifier group or scale to edit it, or add a new one.
            </p>
          )}
        </div>
        <div className="min-w-0 xl:order-1">
          <OptionList
            title="Modifier groups"
            newLabel="New modifier group"
            onNew={() => open({ kind: 'group', id: null })}
          >
            {draft.modifierGroups.map((group) => (
              <OptionRow
                key={group.id}
                name={group.name}
                detail={`${group.multiSelect ? 'Several' : 'One'} of: ${group.modifiers.map((m) => m.name).join(', ')}`}
                onEdit={() => open({ kind: 'group', id: group.id })}
              />
            ))}
          </OptionList>
          <OptionList title="Scales" newLabel="New scale" onNew={() => open({ kind: 'scale', id: null })}>
            {draft.modifierScales.map((scale) => (
              <OptionRow
                key={scale.id}
                name={scale.name}
                detail={scale.steps.map((s) => s.name).join(' · ')}
                onEdit={() => open({ kind: 'scale', id: scale.id })}
              />
            ))}
          </OptionList>
          <OptionList title="Sizes" newLabel="New size" onNew={() => open({ kind: 'size', id: null })}>
            {draft.sizes.map((size) => (
              <OptionRow
                key={size.id}
                name={size.name}
                detail={size.ounces === null ? 'Not a cup' : `${size.ounces} fl oz`}
                onEdit={() => open({ kind: 'size', id: size.id })}
              />
            ))}
          </OptionList>
        </div>
      </div>
    </>
  );
}
