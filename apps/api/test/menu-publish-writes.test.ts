// Publishing writes only what the draft changed (decision 009): every kind of change still reaches
// the live tables (records added, changed and removed; a product's groups, sizes, modifier groups,
// scales, versions and visibility rules), while a row the draft left alone is not rewritten (its row
// version, PostgreSQL's xmin, stays). A publication with nothing changed writes no menu row at all.
import { productDraftOf, withoutProduct, withProduct } from '@brewline/domain/menu/menu-draft';
import { MENU_TABLE_NAMES, type MenuTables } from '@brewline/domain/menu/menu-tables';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { AuditActor } from '../src/modules/audit/audit-log.ts';
import { loadMenuIntoDraftIn } from '../src/modules/menu/menu-draft-service.ts';
import { loadMenuTables } from '../src/modules/menu/menu-repository.ts';
import { publishMenu } from '../src/modules/menu/publish-menu.ts';
import { availableTestDatabases, type TestDatabase } from './support/test-databases.ts';

const ACTOR: AuditActor = { memberId: null, email: 'menu.editor@brewline.test' };
const HOT_COFFEE = 10;
const LATTES = 11;
const TRENTA = 9;
const MILK = 1;
const WHOLE_MILK = 102;
const ESPRESSO_ROAST = 1;
const BLONDE_ROAST = 901;
const CAFFE_LATTE = 301;
const BLONDE_VANILLA = 302;
const CINNAMON_DOLCE = 303;
const MAPLE_PECAN = 304;
const OATMILK_HONEY = 305;
/** Products of the demo menu this test leaves alone. */
const UNTOUCHED = [306, 307, 308];

/** Row versions of a table's rows by key: a row rewritten gets a new one. */
async function rowVersions(db: Db, table: string, key: string): Promise<Map<string, string>> {
  const result: unknown = await db.execute(
    sql.raw(`select (${key})::text as key, xmin::text as xmin from ${table}`),
  );
  const { rows } = result as { rows: { key: string; xmin: string }[] };
  return new Map(rows.map((row) => [row.key, row.xmin]));
}

const nextId = (rows: readonly { id: number }[]): number => Math.max(...rows.map((r) => r.id)) + 1;

/** The live menu with one change of every kind publishing writes. */
function draftWithEveryKindOfChange(live: MenuTables): MenuTables {
  let tables = structuredClone(live);
  const newGroup = nextId(tables.productGroups);
  tables.productGroups = [
    ...tables.productGroups.map((g) => {
      if (g.id === LATTES) return { ...g, name: 'Lattes & More' };
      return g.isSeasonal ? { ...g, bannerTitle: 'Winter favorites are back' } : g;
    }),
    {
      id: newGroup,
      parentId: HOT_COFFEE,
      name: 'Seasonal',
      isVisible: true,
      priority: null,
      image: 'latte',
      isSeasonal: false,
      bannerTitle: '',
      bannerSubtitle: '',
      bannerPicture: '',
    },
  ];
  tables.sizes = tables.sizes.map((s) => (s.id === TRENTA ? { ...s, ounces: 31 } : s));
  tables.modifierGroups = tables.modifierGroups.map((g) => (g.id === MILK ? { ...g, name: 'Milks' } : g));
  tables.modifierScales = tables.modifierScales.map((s) =>
    s.id === ESPRESSO_ROAST ? { ...s, name: 'Roast' } : s,
  );
  tables.modifiers = tables.modifiers.map((m) => (m.id === WHOLE_MILK ? { ...m, name: 'Whole' } : m));

  const edit = (
    productId: number,
    change: (draft: NonNullable<ReturnType<typeof productDraftOf>>) => void,
  ) => {
    const draft = productDraftOf(tables, productId);
    if (!draft) throw new Error(`no product ${productId}`);
    change(draft);
    tables = withProduct(tables, draft).tables;
  };
  edit(CAFFE_LATTE, (p) => {
    p.versions = [...p.versions, { id: null, name: 'Extra Shot', priceDeltaCents: 90 }];
    p.visibility = [...p.visibility, { storeId: 118, regionId: null, isVisibleOnlineOrdering: false }];
    p.modifierScales = p.modifierScales.map((s) =>
      s.modifierScaleId === ESPRESSO_ROAST ? { ...s, defaultModifierId: BLONDE_ROAST } : s,
    );
  });
  edit(BLONDE_VANILLA, (p) => {
    p.description = 'Blonde espresso, vanilla and steamed milk.';
    p.visibility = [];
    p.modifierGroups = p.modifierGroups.map((g) =>
      g.modifierGroupId === MILK ? { ...g, defaultModifierId: WHOLE_MILK } : g,
    );
  });
  edit(CINNAMON_DOLCE, (p) => {
    p.groupIds = [newGroup];
  });
  edit(MAPLE_PECAN, (p) => {
    const tall = p.sizes.find((s) => !s.isDefault);
    if (!tall) throw new Error('Maple Pecan Latte has one size');
    p.sizes = p.sizes.map((s) => ({ ...s, isDefault: s.sizeId === tall.sizeId }));
  });
  tables = withoutProduct(tables, OATMILK_HONEY);
  const template = productDraftOf(tables, CAFFE_LATTE);
  if (!template) throw new Error('no Caffè Latte');
  tables = withProduct(tables, {
    ...template,
    id: null,
    name: 'Pumpkin Spice Latte',
    ticketName: 'PSL',
    groupIds: [newGroup],
    versions: [],
    visibility: [],
  }).tables;
  return tables;
}

/** Each table's rows as a set: publishing keeps no order of its own. */
function expectSameTables(live: MenuTables, draft: MenuTables): void {
  for (const name of MENU_TABLE_NAMES) {
    const published: readonly unknown[] = live[name];
    const drafted: unknown[] = draft[name];
    expect(published, name).toHaveLength(drafted.length);
    expect(published, name).toEqual(expect.arrayContaining(drafted));
  }
}

for (const kind of await availableTestDatabases()) {
  describe(`publishing writes only what the draft changed, on ${kind.name}`, () => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await kind.open();
      db = database.handle.db;
    });
    afterAll(async () => {
      await database.dispose();
    });

    it('publishes every kind of change and leaves every other row as it was', async () => {
      const live = await loadMenuTables(db);
      const draft = draftWithEveryKindOfChange(live);
      const products = await rowVersions(db, 'products', 'id');
      const sizesOfProducts = await rowVersions(db, 'product_sizes', "product_id || ':' || size_id");
      const modifiers = await rowVersions(db, 'modifiers', 'id');
      await db.transaction(async (tx) => {
        const loaded = await loadMenuIntoDraftIn(tx, ACTOR, draft, new Date());
        expect(loaded.ok, JSON.stringify(loaded)).toBe(true);
      });

      const published = await publishMenu(db, ACTOR, new Date());
      if (!published.ok) throw new Error(JSON.stringify(published));
      const said = published.value.changes.map((c) => `${c.kind} ${c.entityType} ${c.entityId}`);
      expect(said).toEqual(
        expect.arrayContaining([
          `CHANGED group ${LATTES}`,
          `ADDED group ${nextId(live.productGroups)}`,
          `CHANGED size ${TRENTA}`,
          `CHANGED modifierGroup ${MILK}`,
          `CHANGED modifierScale ${ESPRESSO_ROAST}`,
          `CHANGED product ${CAFFE_LATTE}`,
          `CHANGED product ${BLONDE_VANILLA}`,
          `CHANGED product ${CINNAMON_DOLCE}`,
          `CHANGED product ${MAPLE_PECAN}`,
          `REMOVED product ${OATMILK_HONEY}`,
          `ADDED product ${nextId(live.products)}`,
        ]),
      );
      expectSameTables(await loadMenuTables(db), draft);

      const productsAfter = await rowVersions(db, 'products', 'id');
      const sizesAfter = await rowVersions(db, 'product_sizes', "product_id || ':' || size_id");
      for (const id of UNTOUCHED) {
        expect(productsAfter.get(String(id)), `product ${id}`).toBe(products.get(String(id)));
        for (const [key, xmin] of sizesOfProducts)
          if (key.startsWith(`${id}:`)) expect(sizesAfter.get(key), `product size ${key}`).toBe(xmin);
      }
      expect(productsAfter.get(String(BLONDE_VANILLA))).not.toBe(products.get(String(BLONDE_VANILLA)));
      const modifiersAfter = await rowVersions(db, 'modifiers', 'id');
      const rewritten = [...modifiers].filter(([id, xmin]) => modifiersAfter.get(id) !== xmin);
      expect(rewritten.map(([id]) => id)).toEqual([String(WHOLE_MILK)]);
    });

    it('writes no menu row when the draft is the live menu, and still records the publication', async () => {
      const tables = ['products', 'product_groups', 'modifiers', 'product_visibility', 'product_versions'];
      const before = await Promise.all(tables.map((table) => rowVersions(db, table, 'id')));
      const published = await publishMenu(db, ACTOR, new Date());
      if (!published.ok) throw new Error(JSON.stringify(published));
      expect(published.value.changes).toEqual([]);
      const after = await Promise.all(tables.map((table) => rowVersions(db, table, 'id')));
      expect(after).toEqual(before);
    });
  });
}
