// Checks the demo seed data in memory (no database): counts, referential integrity, icon names and
// the demo cases the product spec relies on.
import { icons } from '@iconify-json/fluent-emoji-flat';
import { wholeMenuProblems } from '@brewline/domain/menu/menu-whole-rules';
import { describe, expect, it } from 'vitest';
import { demoMenu } from '../src/db/seed/demo-menu.ts';
import { productGroupProductRows } from '../src/db/seed/menu-group-products.ts';
import { GROUP, productGroupRows } from '../src/db/seed/menu-groups.ts';
import { productRows } from '../src/db/seed/menu-products.ts';
import { KIDS_HOT_CHOCOLATE_ID } from '../src/db/seed/menu-products-kids.ts';
import {
  MODIFIER_GROUP,
  MODIFIER_SCALE,
  modifierGroupRows,
  modifierRows,
  modifierScaleRows,
} from '../src/db/seed/modifiers.ts';
import { modifierPriceRows, sizePriceRows, storePrice } from '../src/db/seed/prices.ts';
import { productModifierGroupRows, productModifierScaleRows } from '../src/db/seed/product-modifiers.ts';
import { BLACKLISTED_SIZE_IDS, SIZE, productSizeRows, sizeRows } from '../src/db/seed/product-sizes.ts';
import { productVersionRows } from '../src/db/seed/product-versions.ts';
import { productVisibilityRows, unavailableProductRows } from '../src/db/seed/product-visibility.ts';
import { DEMO_STORE, regionRows, storeRows, terminalRows } from '../src/db/seed/regions-and-stores.ts';

const regionIds = new Set(regionRows.map((r) => r.id));
const storeIds = new Set(storeRows.map((s) => s.storeId));
const groupIds = new Set(productGroupRows.map((g) => g.id));
const productIds = new Set(productRows.map((p) => p.id));
const sizeIds = new Set(sizeRows.map((s) => s.id));
const modifierIds = new Set(modifierRows.map((m) => m.id));
const modifierGroupIds = new Set(modifierGroupRows.map((g) => g.id));
const modifierScaleIds = new Set(modifierScaleRows.map((s) => s.id));
const modifierById = new Map(modifierRows.map((m) => [m.id, m]));
const groupById = new Map(productGroupRows.map((g) => [g.id, g]));
const storeById = new Map(storeRows.map((s) => [s.storeId, s]));
const productById = new Map(productRows.map((p) => [p.id, p]));

function duplicates(keys: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  return keys.filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
}

function sizesOf(productId: number): number[] {
  return productSizeRows.filter((ps) => ps.productId === productId).map((ps) => ps.sizeId);
}

function isVisibleWithAncestors(groupId: number): boolean {
  let group = groupById.get(groupId);
  while (group) {
    if (!group.isVisible) return false;
    if (group.parentId === 0) return true;
    group = groupById.get(group.parentId);
  }
  return false;
}

/** The spec's rule: store rule over region rule over default. */
function visibleOnline(productId: number, storeId: number): boolean | undefined {
  const store = storeById.get(storeId);
  const rules = productVisibilityRows.filter((r) => r.productId === productId);
  const byStore = rules.find((r) => r.storeId === storeId);
  const byRegion = rules.find((r) => r.storeId == null && r.regionId === store?.regionId);
  const byDefault = rules.find((r) => r.storeId == null && r.regionId == null);
  return (byStore ?? byRegion ?? byDefault)?.isVisibleOnlineOrdering;
}

describe('demo seed data: counts', () => {
  it('has at least 13 stores in at least 4 US time zones, including 995', () => {
    expect(storeRows.length).toBeGreaterThanOrEqual(13);
    expect(new Set(storeRows.map((s) => s.timeZone)).size).toBeGreaterThanOrEqual(4);
    expect(storeById.get(995)?.name).toBe('Brewline Online');
  });

  it('has at least 8 visible top-level groups and at least 60 products', () => {
    const topLevel = productGroupRows.filter((g) => g.parentId === 0 && g.isVisible);
    expect(topLevel.length).toBeGreaterThanOrEqual(8);
    for (const name of [
      'Hot Coffee',
      'Iced Coffee',
      'Blended',
      'Tea',
      'Refreshers',
      'Kids',
      'Bakery',
      'Whole Bean',
    ]) {
      expect(topLevel.map((g) => g.name)).toContain(name);
    }
    expect(productRows.length).toBeGreaterThanOrEqual(60);
  });

  it('has no duplicate primary keys', () => {
    expect(duplicates(regionRows.map((r) => r.id))).toEqual([]);
    expect(duplicates(storeRows.map((s) => s.storeId))).toEqual([]);
    expect(duplicates(terminalRows.map((t) => `${t.storeId}/${t.termId}`))).toEqual([]);
    expect(duplicates(productGroupRows.map((g) => g.id))).toEqual([]);
    expect(duplicates(productRows.map((p) => p.id))).toEqual([]);
    expect(duplicates(productGroupProductRows.map((r) => `${r.groupId}/${r.productId}`))).toEqual([]);
    expect(duplicates(sizeRows.map((s) => s.id))).toEqual([]);
    expect(duplicates(productSizeRows.map((r) => `${r.productId}/${r.sizeId}`))).toEqual([]);
    expect(duplicates(productVersionRows.map((v) => v.id))).toEqual([]);
    expect(duplicates(modifierGroupRows.map((g) => g.id))).toEqual([]);
    expect(duplicates(modifierScaleRows.map((s) => s.id))).toEqual([]);
    expect(duplicates(modifierRows.map((m) => m.id))).toEqual([]);
    expect(duplicates(productModifierGroupRows.map((r) => `${r.productId}/${r.modifierGroupId}`))).toEqual(
      [],
    );
    expect(duplicates(productModifierScaleRows.map((r) => `${r.productId}/${r.modifierScaleId}`))).toEqual(
      [],
    );
    expect(duplicates(sizePriceRows.map((r) => `${r.storeId}/${r.productId}/${r.sizeId}`))).toEqual([]);
    expect(duplicates(modifierPriceRows.map((r) => `${r.storeId}/${r.modifierId}`))).toEqual([]);
    expect(duplicates(unavailableProductRows.map((r) => `${r.storeId}/${r.productId}`))).toEqual([]);
  });
});

describe('demo seed data: the back office rules', () => {
  it('breaks none of the rules the back office holds a menu to (the seed refuses to load otherwise)', () => {
    expect(wholeMenuProblems(demoMenu())).toEqual([]);
    const sizeless = { ...demoMenu(), productSizes: [] };
    expect(wholeMenuProblems(sizeless)[0]).toMatch(/has no size: a product needs one to be sold\.$/);
  });
});

describe('demo seed data: references', () => {
  it('stores and terminals point at existing rows; every store has terminals 2 and 3', () => {
    for (const store of storeRows) expect(regionIds, `store ${store.storeId}`).toContain(store.regionId);
    for (const terminal of terminalRows) expect(storeIds).toContain(terminal.storeId);
    for (const store of storeRows) {
      const termIds = terminalRows.filter((t) => t.storeId === store.storeId).map((t) => t.termId);
      expect(termIds.sort(), `store ${store.storeId}`).toEqual([2, 3]);
    }
  });

  it('groups form a tree rooted at parent 0', () => {
    for (const group of productGroupRows) {
      if (group.parentId !== 0) expect(groupIds, `group ${group.id}`).toContain(group.parentId);
      // Walking up must reach the root without revisiting a group.
      const seen = new Set<number>();
      let current = groupById.get(group.id);
      while (current && current.parentId !== 0) {
        expect(seen.has(current.id), `cycle at group ${group.id}`).toBe(false);
        seen.add(current.id);
        current = groupById.get(current.parentId);
      }
    }
  });

  it('every product is in at least one group and every membership points at real rows', () => {
    for (const row of productGroupProductRows) {
      expect(groupIds).toContain(row.groupId);
      expect(productIds).toContain(row.productId);
    }
    const grouped = new Set(productGroupProductRows.map((r) => r.productId));
    expect(productRows.filter((p) => !grouped.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  it('sizes, versions, modifiers and their product links point at real rows', () => {
    for (const row of productSizeRows) {
      expect(productIds).toContain(row.productId);
      expect(sizeIds).toContain(row.sizeId);
    }
    for (const version of productVersionRows) expect(productIds).toContain(version.productId);
    for (const modifier of modifierRows) {
      const inGroup = modifier.modifierGroupId != null;
      const inScale = modifier.modifierScaleId != null;
      expect(inGroup !== inScale, `modifier ${modifier.id} must be in exactly one group or scale`).toBe(true);
      if (modifier.modifierGroupId != null) expect(modifierGroupIds).toContain(modifier.modifierGroupId);
      if (modifier.modifierScaleId != null) expect(modifierScaleIds).toContain(modifier.modifierScaleId);
      expect(modifier.maxQuantity).toBeGreaterThanOrEqual(1);
    }
    for (const link of productModifierGroupRows) {
      expect(productIds).toContain(link.productId);
      expect(modifierGroupIds).toContain(link.modifierGroupId);
      if (link.defaultModifierId != null) {
        expect(modifierById.get(link.defaultModifierId)?.modifierGroupId, `product ${link.productId}`).toBe(
          link.modifierGroupId,
        );
      }
    }
    for (const link of productModifierScaleRows) {
      expect(productIds).toContain(link.productId);
      expect(modifierScaleIds).toContain(link.modifierScaleId);
    }
  });

  it('every scale default belongs to its scale', () => {
    for (const link of productModifierScaleRows) {
      expect(modifierById.get(link.defaultModifierId)?.modifierScaleId, `product ${link.productId}`).toBe(
        link.modifierScaleId,
      );
    }
  });

  it('visibility rules and unavailable products point at real rows', () => {
    for (const rule of productVisibilityRows) {
      expect(productIds).toContain(rule.productId);
      if (rule.storeId != null) expect(storeIds).toContain(rule.storeId);
      if (rule.regionId != null) expect(regionIds).toContain(rule.regionId);
    }
    for (const row of unavailableProductRows) {
      expect(storeIds).toContain(row.storeId);
      expect(productIds).toContain(row.productId);
    }
    expect(unavailableProductRows.length).toBeGreaterThanOrEqual(1);
  });
});

describe('demo seed data: icons', () => {
  const iconNames = new Set(Object.keys(icons.icons));

  it('uses only Fluent Emoji (flat) icon names that exist', () => {
    const used = [
      ...productGroupRows.map((g) => ({ where: `group ${g.id} image`, name: g.image })),
      ...productRows.map((p) => ({ where: `product ${p.id} icon`, name: p.icon })),
      ...productRows.map((p) => ({ where: `product ${p.id} image`, name: p.image })),
    ];
    expect(used.filter((u) => !iconNames.has(u.name))).toEqual([]);
  });
});

describe('demo seed data: menu cases from the spec', () => {
  it('has group 83, visible with its ancestors, holding products (the seasonal group of the menu banner)', () => {
    expect(groupById.get(GROUP.holidayFavorites)?.id).toBe(83);
    expect(isVisibleWithAncestors(83)).toBe(true);
    expect(productGroupProductRows.some((r) => r.groupId === 83)).toBe(true);
    // The only seasonal group, with the banner's wording from docs/product/ordering.md.
    expect(productGroupRows.filter((g) => g.isSeasonal).map((g) => g.id)).toEqual([83]);
    expect(groupById.get(83)).toMatchObject({
      bannerTitle: 'Holiday favorites are back',
      bannerSubtitle: 'Cozy up with a peppermint mocha',
      bannerPicture: 'snowflake',
    });
  });

  it('has nested groups and a hidden group with products', () => {
    expect(productGroupRows.some((g) => g.parentId !== 0)).toBe(true);
    const hidden = productGroupRows.filter((g) => !g.isVisible);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    expect(productGroupProductRows.some((r) => hidden.some((g) => g.id === r.groupId))).toBe(true);
  });

  it('has product 528, a Kids drink with a Kids size', () => {
    const product = productById.get(KIDS_HOT_CHOCOLATE_ID);
    expect(product?.id).toBe(528);
    expect(product?.autoModify).toBe(true);
    expect(sizesOf(528)).toContain(SIZE.kids);
    expect(productGroupProductRows).toContainEqual({ groupId: GROUP.kids, productId: 528 });
  });

  it('has other autoModify products offering both a 16oz and a Kids size', () => {
    const sixteenOunce = new Set(sizeRows.filter((s) => s.ounces === 16).map((s) => s.id));
    const kidsSizes = new Set(sizeRows.filter((s) => s.name === 'Kids').map((s) => s.id));
    const matching = productRows.filter(
      (p) =>
        p.id !== 528 &&
        p.autoModify &&
        sizesOf(p.id).some((id) => sixteenOunce.has(id)) &&
        sizesOf(p.id).some((id) => kidsSizes.has(id)),
    );
    expect(matching.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every product sizes with exactly one default', () => {
    for (const product of productRows) {
      const rows = productSizeRows.filter((r) => r.productId === product.id);
      expect(rows.length, `product ${product.id}`).toBeGreaterThanOrEqual(1);
      expect(rows.filter((r) => r.isDefault).length, `product ${product.id}`).toBe(1);
    }
  });

  it('has the blacklisted sizes 5, 6, 7 and 21, each attached to some product', () => {
    expect([...BLACKLISTED_SIZE_IDS].sort((a, b) => a - b)).toEqual([5, 6, 7, 21]);
    for (const sizeId of BLACKLISTED_SIZE_IDS) {
      expect(sizeIds).toContain(sizeId);
      expect(
        productSizeRows.some((r) => r.sizeId === sizeId && !r.isDefault),
        `size ${sizeId}`,
      ).toBe(true);
    }
  });

  it('fills in ingredients, nutrition and allergens, including ingredients the app leaves out', () => {
    for (const product of productRows) {
      expect(product.ingredients.length, `product ${product.id}`).toBeGreaterThan(0);
      expect(product.ticketName.length, `product ${product.id}`).toBeLessThanOrEqual(16);
      expect(product.nutrition.calories).toBeGreaterThanOrEqual(0);
    }
    const all = productRows.flatMap((p) => p.ingredients);
    for (const groupId of [11, 14]) expect(all.some((i) => i.groupId === groupId)).toBe(true);
    for (const componentId of [437, 438, 89, 35])
      expect(all.some((i) => i.componentId === componentId)).toBe(true);
    expect(productRows.some((p) => p.priority == null)).toBe(true);
    expect(new Set(productRows.flatMap((p) => p.allergens))).toEqual(
      new Set(['Milk', 'Soy', 'Wheat', 'Tree Nuts', 'Egg', 'Sesame']),
    );
  });

  it('offers Hot/Iced/Blended versions with a Blended upcharge', () => {
    const blended = productVersionRows.filter((v) => v.name === 'Blended');
    expect(blended.length).toBeGreaterThan(0);
    expect(blended.every((v) => v.priceDeltaCents === 50)).toBe(true);
    expect(productVersionRows.filter((v) => v.name !== 'Blended').every((v) => v.priceDeltaCents === 0)).toBe(
      true,
    );
  });

  it('shows Ice and Room as tabs (names under 40 characters) and Sweetness and Roast as steppers', () => {
    const nameLength = (scaleId: number) =>
      modifierRows.filter((m) => m.modifierScaleId === scaleId).reduce((sum, m) => sum + m.name.length, 0);
    expect(nameLength(MODIFIER_SCALE.ice)).toBeLessThan(40);
    expect(nameLength(MODIFIER_SCALE.room)).toBeLessThan(40);
    expect(nameLength(MODIFIER_SCALE.sweetness)).toBeGreaterThanOrEqual(40);
    expect(nameLength(MODIFIER_SCALE.espressoRoast)).toBeGreaterThanOrEqual(40);
  });

  it('counts syrups in pumps (up to 12) and keeps milk single-select', () => {
    const syrups = modifierRows.filter((m) => m.modifierGroupId === MODIFIER_GROUP.syrups);
    expect(syrups.length).toBeGreaterThanOrEqual(7);
    expect(syrups.every((m) => m.isVariableQuantity && m.maxQuantity === 12)).toBe(true);
    expect(modifierGroupRows.find((g) => g.id === MODIFIER_GROUP.milk)?.multiSelect).toBe(false);
    expect(modifierGroupRows.find((g) => g.id === MODIFIER_GROUP.syrups)?.multiSelect).toBe(true);
  });

  it('gives whole-bean coffee no modifiers', () => {
    const wholeBean = productGroupProductRows
      .filter((r) => r.groupId === GROUP.wholeBean || r.groupId === GROUP.singleOrigin)
      .map((r) => r.productId);
    expect(wholeBean.length).toBeGreaterThan(0);
    for (const productId of wholeBean) {
      expect(productModifierGroupRows.some((r) => r.productId === productId)).toBe(false);
      expect(productModifierScaleRows.some((r) => r.productId === productId)).toBe(false);
    }
  });
});

describe('demo seed data: visibility', () => {
  it('gives every product exactly one default rule', () => {
    for (const product of productRows) {
      const defaults = productVisibilityRows.filter(
        (r) => r.productId === product.id && r.storeId == null && r.regionId == null,
      );
      expect(defaults.length, `product ${product.id}`).toBe(1);
    }
  });

  it('has region-only products and a store rule overriding a region rule', () => {
    const regionOnly = productRows.filter(
      (p) =>
        productVisibilityRows.some(
          (r) =>
            r.productId === p.id && r.storeId == null && r.regionId == null && !r.isVisibleOnlineOrdering,
        ) &&
        productVisibilityRows.some(
          (r) => r.productId === p.id && r.regionId != null && r.isVisibleOnlineOrdering,
        ),
    );
    expect(regionOnly.length).toBeGreaterThanOrEqual(1);

    // Prickly Pear: shown in Phoenix (Mountain region), hidden at Salt Lake City (store rule), hidden in Seattle.
    expect(visibleOnline(465, DEMO_STORE.phoenix)).toBe(true);
    expect(visibleOnline(465, DEMO_STORE.saltLakeCity)).toBe(false);
    expect(visibleOnline(465, 115)).toBe(false);
    expect(visibleOnline(465, DEMO_STORE.globalOnline)).toBe(false);
    // Nitro Cold Brew: hidden in the Central region except at the Chicago Loop store.
    expect(visibleOnline(354, DEMO_STORE.planoDriveThruOnly)).toBe(false);
    expect(visibleOnline(354, DEMO_STORE.chicago)).toBe(true);
    expect(visibleOnline(354, DEMO_STORE.nycMidtown)).toBe(true);
  });
});

describe('demo seed data: stores', () => {
  const validTime = (value: string) => {
    if (!/^\d{1,4}$/.test(value)) return false;
    const n = Number(value);
    return n >= 0 && n <= 2400 && n % 100 < 60;
  };

  it('has valid addresses, phones, coordinates, hours and tax rates', () => {
    for (const store of storeRows) {
      const where = `store ${store.storeId}`;
      expect(store.phone, where).toMatch(/^\d{10}$/);
      expect(store.zipCode, where).toMatch(/^\d{5}$/);
      expect(store.state, where).toMatch(/^[A-Z]{2}$/);
      expect(store.timeZone, where).toMatch(/^America\//);
      expect(store.latitude, where).toBeGreaterThan(24);
      expect(store.latitude, where).toBeLessThan(50);
      expect(store.longitude, where).toBeGreaterThan(-125);
      expect(store.longitude, where).toBeLessThan(-66);
      expect(Number.isInteger(store.taxRateMicros), where).toBe(true);
      const hours = [
        store.sunOpen,
        store.sunClose,
        store.monThruThursOpen,
        store.monThruThursClose,
        store.friOpen,
        store.friClose,
        store.satOpen,
        store.satClose,
      ];
      expect(
        hours.filter((h) => !validTime(h)),
        where,
      ).toEqual([]);
      if (store.parkingLotPickup) expect(store.driveThruPickup, where).toBe(true);
    }
    expect(new Set(storeRows.map((s) => s.taxRateMicros)).size).toBeGreaterThan(5);
    expect(storeById.get(DEMO_STORE.nycMidtown)?.taxRateMicros).toBe(88750);
  });

  it('has the demo stores the spec needs', () => {
    const phoenix = storeById.get(DEMO_STORE.phoenix);
    expect(phoenix?.timeZone).toBe('America/Phoenix');
    expect(phoenix?.zipCode).toMatch(/^850/);
    expect(phoenix?.taxRateMicros).toBe(86000);

    const allDay = storeById.get(DEMO_STORE.lasVegas24Hours);
    for (const day of ['sun', 'monThruThurs', 'fri', 'sat'] as const) {
      expect(allDay?.[`${day}Open`]).toBe('0');
      expect(allDay?.[`${day}Close`]).toBe('2400');
    }

    const lateNight = storeById.get(DEMO_STORE.austinLateNight);
    expect(Number(lateNight?.monThruThursClose)).toBeLessThan(Number(lateNight?.monThruThursOpen));

    const driveThruOnly = storeById.get(DEMO_STORE.planoDriveThruOnly);
    expect(driveThruOnly).toMatchObject({
      driveThruPickup: true,
      inStorePickup: false,
      parkingLotPickup: false,
    });

    expect(storeById.get(DEMO_STORE.scottsdaleOnlineOrderingOff)?.oLOEnabled).toBe(false);
    expect(storeById.get(DEMO_STORE.globalOnline)).toMatchObject({ storeId: 995, oLOEnabled: true });
  });

  it('connects counter terminals where online ordering is on, and drive-thru terminals only at drive-thrus', () => {
    for (const store of storeRows) {
      const status = (termId: number) =>
        terminalRows.find((t) => t.storeId === store.storeId && t.termId === termId)?.status;
      expect(status(2), `store ${store.storeId}`).toBe(store.oLOEnabled ? 'CONNECTED' : 'DISCONNECTED');
      expect(status(3), `store ${store.storeId}`).toBe(
        store.oLOEnabled && store.driveThru ? 'CONNECTED' : 'DISCONNECTED',
      );
    }
  });
});

describe('demo seed data: prices', () => {
  const sizePrice = new Map(
    sizePriceRows.map((r) => [`${r.storeId}/${r.productId}/${r.sizeId}`, r.priceCents]),
  );
  const modifierPrice = new Map(modifierPriceRows.map((r) => [`${r.storeId}/${r.modifierId}`, r.priceCents]));

  it('prices every product size at every store, 995 included', () => {
    const missing = storeRows.flatMap((store) =>
      productSizeRows
        .map((ps) => `${store.storeId}/${ps.productId}/${ps.sizeId}`)
        .filter((key) => !sizePrice.has(key)),
    );
    expect(missing).toEqual([]);
    expect(sizePriceRows.length).toBe(storeRows.length * productSizeRows.length);
    for (const row of sizePriceRows) {
      expect(storeIds).toContain(row.storeId);
      expect(Number.isInteger(row.priceCents) && row.priceCents >= 0 && row.priceCents % 5 === 0).toBe(true);
    }
  });

  it('prices every modifier at every store', () => {
    const missing = storeRows.flatMap((store) =>
      modifierRows.map((m) => `${store.storeId}/${m.id}`).filter((key) => !modifierPrice.has(key)),
    );
    expect(missing).toEqual([]);
    for (const row of modifierPriceRows) {
      expect(storeIds).toContain(row.storeId);
      expect(modifierIds).toContain(row.modifierId);
      expect(row.priceCents >= 0 && row.priceCents % 5 === 0).toBe(true);
    }
  });

  it('charges realistic, store-dependent prices', () => {
    const latte = (storeId: number, sizeId: number) => sizePrice.get(`${storeId}/301/${sizeId}`);
    expect(latte(995, SIZE.tall)).toBe(445);
    expect(latte(995, SIZE.grande)).toBe(495);
    expect(latte(995, SIZE.venti)).toBe(545);
    expect(latte(DEMO_STORE.nycMidtown, SIZE.grande)).toBeGreaterThan(
      latte(DEMO_STORE.phoenix, SIZE.grande) ?? Infinity,
    );
    expect(sizePrice.get(`995/701/${SIZE.pound}`)).toBe(1495);
    expect(modifierPrice.get('995/104')).toBe(70); // oatmilk
    expect(modifierPrice.get('995/101')).toBe(0); // 2% milk
  });

  it('rounds store prices to 5 cents', () => {
    expect(storePrice(445, 1100)).toBe(490);
    expect(storePrice(445, 960)).toBe(425);
    expect(storePrice(0, 1100)).toBe(0);
  });
});
