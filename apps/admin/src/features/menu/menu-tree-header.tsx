// Above the menu tree: the ways to the options page, a new product and publishing (with how many
// changes wait), and a word on what the draft changes that customers do not see yet.
import { Plus, Send, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import type { TreeGroup } from './menu-tree-badges.tsx';

type Draft = ResultOf<typeof MenuDraftQuery>['menuDraft'];

export function MenuActions({ selected, changeCount }: { selected: TreeGroup | null; changeCount: number }) {
  const { can } = useStaffSession();
  return (
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
          {changeCount > 0 && <span className="rounded-full bg-white/20 px-2 text-xs">{changeCount}</span>}
        </Link>
      )}
    </>
  );
}

export function DraftChanges({ changes }: { changes: Draft['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <Notice
      tone="info"
      title={`The draft has ${changes.length} ${changes.length === 1 ? 'change' : 'changes'} customers do not see yet.`}
    >
      {changes
        .slice(0, 4)
        .map((c) => `${c.name} (${c.kind.toLowerCase()})`)
        .join(', ')}
      {changes.length > 4 ? ', …' : ''}
    </Notice>
  );
}
