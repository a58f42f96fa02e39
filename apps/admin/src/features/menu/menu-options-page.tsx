// /menu/options: what products choose from, as the draft holds it. Sizes, modifier groups with their
// modifiers, and modifier scales with their steps, each listed with an Edit button and a New one; the
// editor opens beside the lists (below them on a tablet). Saves go to the draft: customers see them
// once the menu is published, and a product offers a group or scale once its editor names it.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { MenuOptionsQuery } from './menu-options-query.ts';
import { ModifierGroupEditor } from './modifier-group-editor.tsx';
import { ModifierScaleEditor } from './modifier-scale-editor.tsx';
import { OptionLists, type Editing, type OptionsDraft } from './option-lists.tsx';
import { SizeEditor } from './size-editor.tsx';

interface EditorEnds {
  readonly onSaved: (message: string) => void;
  readonly onRemoved: (message: string) => void;
  readonly onCancel: () => void;
}

/** The editor open on the chosen record (keyed by it, so another record opens a fresh form). */
function OpenEditor({ editing, draft, ends }: { editing: Editing; draft: OptionsDraft; ends: EditorEnds }) {
  if (!editing) return null;
  const key = `${editing.kind}:${editing.id ?? 'new'}`;
  if (editing.kind === 'size')
    return <SizeEditor key={key} size={draft.sizes.find((s) => s.id === editing.id) ?? null} {...ends} />;
  if (editing.kind === 'group')
    return (
      <ModifierGroupEditor
        key={key}
        group={draft.modifierGroups.find((g) => g.id === editing.id) ?? null}
        {...ends}
      />
    );
  return (
    <ModifierScaleEditor
      key={key}
      scale={draft.modifierScales.find((s) => s.id === editing.id) ?? null}
      {...ends}
    />
  );
}

function OptionsHeader() {
  return (
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
}

export function MenuOptionsPage() {
  const [result, refetch] = useQuery({ query: MenuOptionsQuery, requestPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draft = result.data?.menuDraft;
  if (!draft)
    return (
      <>
        <OptionsHeader />
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
  const ends: EditorEnds = {
    onSaved: finished('Customers see it once the menu is published.'),
    onRemoved: finished('Customers keep it until the menu is published.'),
    onCancel: () => setEditing(null),
  };
  return (
    <>
      <OptionsHeader />
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 xl:sticky xl:top-4 xl:order-2 xl:self-start">
          {editing ? (
            <OpenEditor editing={editing} draft={draft} ends={ends} />
          ) : (
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-stone-600">
              Choose a size, modifier group or scale to edit it, or add a new one.
            </p>
          )}
        </div>
        <div className="min-w-0 xl:order-1">
          <OptionLists draft={draft} open={open} />
        </div>
      </div>
    </>
  );
}
