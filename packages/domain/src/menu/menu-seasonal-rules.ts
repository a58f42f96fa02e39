// The seasonal group and its banner: /menu shows one banner, linking to one group, so at most one group
// is seasonal, its banner has a title, and customers can open the group it links to (it is not hidden,
// nor inside a hidden group). Checked on every group save (groupProblems) and on publishing
// (menuDraftProblems); the web app finds the banner's group with seasonalGroup.
import type { MenuGroupDraft } from './menu-draft.ts';
import type { MenuTables, ProductGroupRow } from './menu-tables.ts';

export const MAX_BANNER_TITLE_LENGTH = 40;
export const MAX_BANNER_SUBTITLE_LENGTH = 60;
/** The banner's pictures: the web app carries each inline, so the banner paints with the first HTML. */
export const SEASONAL_BANNER_PICTURES = ['snowflake'] as const;
export type SeasonalBannerPicture = (typeof SEASONAL_BANNER_PICTURES)[number];

interface Problem {
  field: string;
  message: string;
}

const isBannerPicture = (name: string): name is SeasonalBannerPicture =>
  (SEASONAL_BANNER_PICTURES as readonly string[]).includes(name);

/** The hidden group that hides `group` (itself or one of the groups it is inside), or null. */
function hiddenBy(
  group: Pick<ProductGroupRow, 'id' | 'parentId' | 'isVisible'>,
  groupsById: ReadonlyMap<number, Pick<ProductGroupRow, 'id' | 'parentId' | 'isVisible' | 'name'>>,
): { name: string; isItself: boolean } | null {
  if (!group.isVisible) return { name: '', isItself: true };
  const seen = new Set<number>([group.id]);
  for (let at = groupsById.get(group.parentId); at && !seen.has(at.id); at = groupsById.get(at.parentId)) {
    if (!at.isVisible) return { name: at.name, isItself: false };
    seen.add(at.id);
  }
  return null;
}

/** Whether `group` is somewhere under the group `ancestorId`. */
function isInside(
  group: Pick<ProductGroupRow, 'id' | 'parentId'>,
  ancestorId: number,
  groupsById: ReadonlyMap<number, Pick<ProductGroupRow, 'id' | 'parentId'>>,
): boolean {
  const seen = new Set<number>([group.id]);
  for (let parentId = group.parentId; parentId !== 0 && !seen.has(parentId);) {
    if (parentId === ancestorId) return true;
    seen.add(parentId);
    parentId = groupsById.get(parentId)?.parentId ?? 0;
  }
  return false;
}

/** The banner's own rules: a title, lengths, a known picture. */
function bannerTextProblems(draft: MenuGroupDraft): Problem[] {
  const problems: Problem[] = [];
  const title = draft.bannerTitle.trim();
  if (draft.isSeasonal && title === '')
    problems.push({ field: 'bannerTitle', message: "A seasonal group's banner needs a title." });
  if (title.length > MAX_BANNER_TITLE_LENGTH)
    problems.push({
      field: 'bannerTitle',
      message: `The banner title is at most ${MAX_BANNER_TITLE_LENGTH} characters.`,
    });
  if (draft.bannerSubtitle.trim().length > MAX_BANNER_SUBTITLE_LENGTH)
    problems.push({
      field: 'bannerSubtitle',
      message: `The banner subtitle is at most ${MAX_BANNER_SUBTITLE_LENGTH} characters.`,
    });
  if (draft.bannerPicture !== '' && !isBannerPicture(draft.bannerPicture))
    problems.push({
      field: 'bannerPicture',
      message: `There is no banner picture "${draft.bannerPicture}".`,
    });
  return problems;
}

/** Why this group's save would break the seasonal rules, `tables` being the draft before the save. */
export function seasonalGroupProblems(draft: MenuGroupDraft, tables: MenuTables): Problem[] {
  const problems = bannerTextProblems(draft);
  const others = tables.productGroups.filter((g) => g.id !== draft.id);
  const groupsById = new Map(others.map((g) => [g.id, g]));
  if (draft.isSeasonal) {
    const current = others.find((g) => g.isSeasonal);
    if (current)
      problems.push({
        field: 'isSeasonal',
        message: `${current.name} is the seasonal group: the menu shows one banner. Make ${current.name} not seasonal first.`,
      });
    const hidden = hiddenBy({ ...draft, id: draft.id ?? -1 }, groupsById);
    if (hidden)
      problems.push({
        field: 'isSeasonal',
        message: hidden.isItself
          ? 'A hidden group cannot be the seasonal one: its banner would lead customers to a group they cannot open.'
          : `A group inside a hidden group (${hidden.name}) cannot be the seasonal one: its banner would lead customers to a group they cannot open.`,
      });
  } else if (!draft.isVisible && draft.id !== null) {
    // Hiding a group hides the seasonal group if it is one of this one's subgroups.
    const seasonal = others.find((g) => g.isSeasonal);
    if (seasonal && isInside(seasonal, draft.id, groupsById))
      problems.push({
        field: 'isVisible',
        message: `${draft.name.trim()} holds the seasonal group ${seasonal.name}: make ${seasonal.name} not seasonal before hiding ${draft.name.trim()}.`,
      });
  }
  return problems;
}

/** Why the whole draft's seasonal group cannot be published, or nothing. */
export function seasonalMenuProblems(tables: MenuTables): Problem[] {
  const seasonal = tables.productGroups.filter((g) => g.isSeasonal);
  const problems: Problem[] = [];
  if (seasonal.length > 1)
    problems.push({
      field: 'menu',
      message: `Only one group can be seasonal (the menu shows one banner): ${seasonal.map((g) => g.name).join(', ')}.`,
    });
  const groupsById = new Map(tables.productGroups.map((g) => [g.id, g]));
  for (const group of seasonal) {
    if (hiddenBy(group, groupsById))
      problems.push({
        field: 'menu',
        message: `The seasonal group ${group.name} is hidden: its banner would lead customers to a group they cannot open.`,
      });
    for (const problem of bannerTextProblems(group))
      problems.push({ field: 'menu', message: `${group.name}: ${problem.message}` });
  }
  return problems;
}

/**
 * The group /menu's banner leads to, which carries the banner, or undefined for no banner. Only a
 * published menu reaches customers, and publishing holds it to the rules above (one seasonal group,
 * with a title, customers can open), so this need not check them again: /menu's code stays small.
 */
export function seasonalGroup(groups: readonly ProductGroupRow[]): ProductGroupRow | undefined {
  return groups.find((g) => g.isSeasonal);
}
