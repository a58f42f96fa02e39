// The seasonal group and /menu's banner: one group at most, a banner with a title and within its
// lengths, never a group customers cannot open; what the customer's /menu draws from the tables.
import { describe, expect, it } from 'vitest';
import { withGroup, type MenuGroupDraft } from '../src/menu/menu-draft.ts';
import { menuDraftChanges } from '../src/menu/menu-draft-changes.ts';
import { groupProblems, menuDraftProblems } from '../src/menu/menu-draft-rules.ts';
import { seasonalGroup } from '../src/menu/menu-seasonal-rules.ts';
import type { MenuTables, ProductGroupRow } from '../src/menu/menu-tables.ts';

const NO_BANNER = { isSeasonal: false, bannerTitle: '', bannerSubtitle: '', bannerPicture: '' };
const group = (row: Partial<ProductGroupRow> & Pick<ProductGroupRow, 'id' | 'name'>): ProductGroupRow => ({
  parentId: 0,
  isVisible: true,
  priority: row.id,
  image: '',
  ...NO_BANNER,
  ...row,
});

const HOLIDAY = group({
  id: 83,
  name: 'Holiday Favorites',
  isSeasonal: true,
  bannerTitle: 'Holiday favorites are back',
  bannerSubtitle: 'Cozy up with a peppermint mocha',
  bannerPicture: 'snowflake',
});

const menu: MenuTables = {
  regions: [],
  productGroups: [
    group({ id: 10, name: 'Hot Coffee' }),
    group({ id: 11, name: 'Lattes', parentId: 10 }),
    HOLIDAY,
    group({ id: 90, name: 'Fall Preview', isVisible: false }),
    group({ id: 91, name: 'Pumpkin', parentId: 90 }),
  ],
  products: [],
  productGroupProducts: [],
  sizes: [],
  productSizes: [],
  productVersions: [],
  modifierGroups: [],
  modifierScales: [],
  modifiers: [],
  productModifierGroups: [],
  productModifierScales: [],
  productVisibility: [],
};

const draftOf = (row: ProductGroupRow, change: Partial<MenuGroupDraft> = {}): MenuGroupDraft => {
  const { priority: _priority, ...draft } = row;
  return { ...draft, ...change };
};
const find = (id: number) => menu.productGroups.find((g) => g.id === id) as ProductGroupRow;
const messages = (draft: MenuGroupDraft) => groupProblems(draft, menu).map((p) => p.message);

describe('the seasonal group and its banner', () => {
  it("finds the group with /menu's banner, and none when no group is seasonal", () => {
    expect(seasonalGroup(menu.productGroups)).toBe(HOLIDAY);
    const none = withGroup(menu, draftOf(HOLIDAY, { isSeasonal: false })).tables;
    expect(seasonalGroup(none.productGroups)).toBeUndefined();
    expect(menuDraftProblems(none)).toEqual([]);
  });

  it('accepts the banner edited in place and lists it among what publishing changes', () => {
    const edited = draftOf(HOLIDAY, { bannerTitle: '  Winter warmers  ', bannerPicture: '' });
    expect(messages(edited)).toEqual([]);
    const after = withGroup(menu, edited).tables;
    expect(seasonalGroup(after.productGroups)).toMatchObject({
      bannerTitle: 'Winter warmers',
      bannerPicture: '',
    });
    expect(menuDraftChanges(menu, after)).toEqual([
      {
        kind: 'CHANGED',
        entityType: 'group',
        entityId: 83,
        name: 'Holiday Favorites',
        details: ['banner title', 'banner picture'],
      },
    ]);
  });

  it('refuses a second seasonal group, naming the one that is', () => {
    expect(messages(draftOf(find(10), { isSeasonal: true, bannerTitle: 'Hot hot hot' }))).toEqual([
      'Holiday Favorites is the seasonal group: the menu shows one banner. Make Holiday Favorites not seasonal first.',
    ]);
  });

  it('refuses a banner without a title, and texts past their lengths', () => {
    expect(messages(draftOf(HOLIDAY, { bannerTitle: '   ' }))).toEqual([
      "A seasonal group's banner needs a title.",
    ]);
    expect(
      groupProblems(
        draftOf(HOLIDAY, {
          bannerTitle: 'x'.repeat(41),
          bannerSubtitle: 'y'.repeat(61),
          bannerPicture: 'moon',
        }),
        menu,
      ),
    ).toEqual([
      { field: 'bannerTitle', message: 'The banner title is at most 40 characters.' },
      { field: 'bannerSubtitle', message: 'The banner subtitle is at most 60 characters.' },
      { field: 'bannerPicture', message: 'There is no banner picture "moon".' },
    ]);
    // A group that is not seasonal may keep an empty title (nothing shows it).
    expect(messages(draftOf(find(10), { bannerSubtitle: 'kept for later' }))).toEqual([]);
  });

  it('refuses a hidden seasonal group, one inside a hidden group, and hiding the group that holds it', () => {
    expect(messages(draftOf(HOLIDAY, { isVisible: false }))).toEqual([
      'A hidden group cannot be the seasonal one: its banner would lead customers to a group they cannot open.',
    ]);
    const withoutHoliday = withGroup(menu, draftOf(HOLIDAY, { isSeasonal: false })).tables;
    expect(
      groupProblems(draftOf(find(91), { isSeasonal: true, bannerTitle: 'Pumpkin time' }), withoutHoliday).map(
        (p) => p.message,
      ),
    ).toEqual([
      'A group inside a hidden group (Fall Preview) cannot be the seasonal one: its banner would lead customers to a group they cannot open.',
    ]);
    const lattesSeasonal = withGroup(
      withoutHoliday,
      draftOf(find(11), { isSeasonal: true, bannerTitle: 'Latte season' }),
    ).tables;
    expect(groupProblems(draftOf(find(10), { isVisible: false }), lattesSeasonal)).toEqual([
      {
        field: 'isVisible',
        message:
          'Hot Coffee holds the seasonal group Lattes: make Lattes not seasonal before hiding Hot Coffee.',
      },
    ]);
  });

  it('refuses to publish two seasonal groups or a hidden one', () => {
    const two: MenuTables = {
      ...menu,
      productGroups: menu.productGroups.map((g) =>
        g.id === 10
          ? { ...g, isSeasonal: true, bannerTitle: 'Hot' }
          : g.id === 83
            ? { ...g, isVisible: false }
            : g,
      ),
    };
    expect(menuDraftProblems(two).map((p) => p.message)).toEqual([
      'Only one group can be seasonal (the menu shows one banner): Hot Coffee, Holiday Favorites.',
      'The seasonal group Holiday Favorites is hidden: its banner would lead customers to a group they cannot open.',
    ]);
  });
});
