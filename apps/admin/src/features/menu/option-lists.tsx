// The sizes and modifiers page's lists: modifier groups, scales and sizes as the draft holds them,
// each row with an Edit button and each list with a New one.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import type { MenuOptionsQuery } from './menu-options-query.ts';

export type OptionsDraft = ResultOf<typeof MenuOptionsQuery>['menuDraft'];
/** The record an editor is open on: its kind, and its id (null for a new one). */
export type Editing = { kind: 'size' | 'group' | 'scale'; id: number | null } | null;

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

export function OptionLists({ draft, open }: { draft: OptionsDraft; open: (editing: Editing) => void }) {
  return (
    <>
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
    </>
  );
}
