// A group's badges in the menu tree: hidden, and the seasonal group (the one /menu's banner leads to).
import { EyeOff, Sparkles } from 'lucide-react';
import type { ResultOf } from '../../lib/graphql.ts';
import type { MenuDraftQuery } from './menu-draft-query.ts';

export type TreeGroup = ResultOf<typeof MenuDraftQuery>['menuDraft']['groups'][number];

export const groupBadges = (group: TreeGroup) =>
  group.isVisible && !group.isSeasonal ? undefined : (
    <>
      {!group.isVisible && (
        <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
          <EyeOff aria-hidden className="size-3" /> Hidden
        </span>
      )}
      {group.isSeasonal && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          <Sparkles aria-hidden className="size-3" /> Seasonal
        </span>
      )}
    </>
  );
