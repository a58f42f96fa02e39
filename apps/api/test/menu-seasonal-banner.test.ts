// The seasonal group and /menu's banner are menu data (decision 015), on PGlite and on PostgreSQL: a
// chain admin edits the banner in the draft (version-checked, audited, listed among what publishing
// changes), the rules refuse a second seasonal group, and publishing puts the new banner in the menu
// files customers download.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTable } from '@brewline/domain/menu/menu-table-columns';
import type { ProductGroupRow, TableFileEntry } from '@brewline/domain/menu/menu-tables';
import { auditLog } from '../src/db/schema/audit.ts';
import {
  DRAFT_QUERY,
  PUBLISH,
  signUpStaff,
  type DraftAnswer,
  type PublishAnswer,
} from './support/menu-admin-calls.ts';
import { startSecuredServer, type SecuredServer } from './support/secured-server.ts';
import { availableTestDatabases } from './support/test-databases.ts';

const kinds = await availableTestDatabases();
const HOLIDAY_FAVORITES = 83;
const HOT_COFFEE = 10;

const SAVE_GROUP = `mutation ($group: MenuGroupInput!, $expectedVersion: Int) {
  saveMenuGroup(group: $group, expectedVersion: $expectedVersion) {
    id version name isVisible isSeasonal bannerTitle bannerSubtitle bannerPicture
  } }`;
const GROUP_QUERY = `{ menuDraft { groups { id name isVisible image version isSeasonal bannerTitle bannerSubtitle bannerPicture } } }`;

interface DraftGroup {
  id: number;
  name: string;
  isVisible: boolean;
  image: string;
  version: number;
  isSeasonal: boolean;
  bannerTitle: string;
  bannerSubtitle: string;
  bannerPicture: string;
}

describe.each(kinds)('the seasonal banner in the back office on $name', (kind) => {
  let server: SecuredServer;
  let admin = '';
  let otherAdmin = '';
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, variables, { token });
  const draftGroup = async (id: number): Promise<DraftGroup> => {
    const answer = await as<{ menuDraft: { groups: DraftGroup[] } }>(admin, GROUP_QUERY);
    const group = answer.data?.menuDraft.groups.find((g) => g.id === id);
    if (!group) throw new Error(`no group ${id}: ${answer.text}`);
    return group;
  };
  /** The product groups a customer's app downloads now. */
  const customerGroups = async (): Promise<ProductGroupRow[]> => {
    const index = (await (
      await fetch(`${server.baseUrl}/product-data/tableNames.json`)
    ).json()) as TableFileEntry[];
    const file = index.find((entry) => entry.tableName === 'productGroups');
    return decodeTable<ProductGroupRow>(
      await (await fetch(`${server.baseUrl}/product-data/${file?.fileName}`)).json(),
    );
  };
  const inputOf = ({ version: _version, ...group }: DraftGroup, change: Partial<DraftGroup> = {}) => ({
    ...group,
    parentId: 0,
    ...change,
  });

  beforeAll(async () => {
    server = await startSecuredServer(kind, { quietBackground: true });
    admin = await signUpStaff(server, 'bannerAdmin', 'CHAIN_ADMIN', []);
    otherAdmin = await signUpStaff(server, 'bannerAdmin2', 'CHAIN_ADMIN', []);
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves the seed's banner: group 83, seasonal, with the product's wording", async () => {
    const seasonal = (await customerGroups()).filter((g) => g.isSeasonal);
    expect(seasonal).toEqual([
      expect.objectContaining({
        id: HOLIDAY_FAVORITES,
        bannerTitle: 'Holiday favorites are back',
        bannerSubtitle: 'Cozy up with a peppermint mocha',
        bannerPicture: 'snowflake',
      }),
    ]);
  });

  it('saves a new banner title to the draft, refuses a stale save, and publishes it to customers', async () => {
    const holiday = await draftGroup(HOLIDAY_FAVORITES);
    const saved = await as<{ saveMenuGroup: DraftGroup }>(admin, SAVE_GROUP, {
      group: inputOf(holiday, { bannerTitle: 'Winter warmers are here' }),
      expectedVersion: holiday.version,
    });
    expect(saved.errors, saved.text).toBeUndefined();
    expect(saved.data?.saveMenuGroup).toMatchObject({
      isSeasonal: true,
      bannerTitle: 'Winter warmers are here',
      bannerSubtitle: 'Cozy up with a peppermint mocha',
      version: holiday.version + 1,
    });

    // Someone who opened the group before that save is told, with the banner as it is now.
    const stale = await as(otherAdmin, SAVE_GROUP, {
      group: inputOf(holiday, { bannerSubtitle: 'Try the gingerbread latte' }),
      expectedVersion: holiday.version,
    });
    expect(stale.errors?.[0]?.extensions?.['code']).toBe('EDIT_CONFLICT');
    expect(stale.errors?.[0]?.extensions?.['current']).toMatchObject({
      version: holiday.version + 1,
      group: { id: HOLIDAY_FAVORITES, bannerTitle: 'Winter warmers are here' },
    });

    // Customers still get the published banner; the draft lists the change.
    expect((await customerGroups()).find((g) => g.id === HOLIDAY_FAVORITES)?.bannerTitle).toBe(
      'Holiday favorites are back',
    );
    const pending = (await as<DraftAnswer>(admin, DRAFT_QUERY)).data?.menuDraft;
    expect(pending?.changes).toEqual([
      {
        kind: 'CHANGED',
        entityType: 'group',
        entityId: HOLIDAY_FAVORITES,
        name: 'Holiday Favorites',
        details: ['banner title'],
      },
    ]);
    const audit = await server.database.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'productGroup'), eq(auditLog.entityId, String(HOLIDAY_FAVORITES))));
    expect(audit.map((entry) => entry.action)).toEqual(['menu.group.save']);

    const published = await as<PublishAnswer>(admin, PUBLISH, { v: pending?.version });
    expect(published.errors, published.text).toBeUndefined();
    expect((await customerGroups()).find((g) => g.id === HOLIDAY_FAVORITES)).toMatchObject({
      isSeasonal: true,
      bannerTitle: 'Winter warmers are here',
    });
  });

  it('refuses a second seasonal group and a hidden seasonal group, saving nothing', async () => {
    const hotCoffee = await draftGroup(HOT_COFFEE);
    const second = await as(admin, SAVE_GROUP, {
      group: inputOf(hotCoffee, { isSeasonal: true, bannerTitle: 'Hot coffee season' }),
      expectedVersion: hotCoffee.version,
    });
    expect(second.errors?.[0]?.extensions?.['code']).toBe('INVALID_INPUT');
    expect(second.errors?.[0]?.message).toBe(
      'Holiday Favorites is the seasonal group: the menu shows one banner. Make Holiday Favorites not seasonal first.',
    );
    const holiday = await draftGroup(HOLIDAY_FAVORITES);
    const hidden = await as(admin, SAVE_GROUP, {
      group: inputOf(holiday, { isVisible: false }),
      expectedVersion: holiday.version,
    });
    expect(hidden.errors?.[0]?.extensions?.['problems']).toEqual([
      {
        field: 'isSeasonal',
        message:
          'A hidden group cannot be the seasonal one: its banner would lead customers to a group they cannot open.',
      },
    ]);
    expect((await as<DraftAnswer>(admin, DRAFT_QUERY)).data?.menuDraft.changes).toEqual([]);
  });

  it('keeps the banner when a save leaves its fields out, and drops it from /menu once not seasonal', async () => {
    const holiday = await draftGroup(HOLIDAY_FAVORITES);
    const renamed = await as<{ saveMenuGroup: DraftGroup }>(admin, SAVE_GROUP, {
      group: {
        id: HOLIDAY_FAVORITES,
        parentId: 0,
        name: 'Holiday Drinks',
        isVisible: true,
        image: holiday.image,
      },
      expectedVersion: holiday.version,
    });
    expect(renamed.data?.saveMenuGroup).toMatchObject({
      isSeasonal: true,
      bannerTitle: 'Winter warmers are here',
    });
    const off = await as<{ saveMenuGroup: DraftGroup }>(admin, SAVE_GROUP, {
      group: inputOf({ ...holiday, name: 'Holiday Drinks' }, { isSeasonal: false }),
      expectedVersion: holiday.version + 1,
    });
    expect(off.errors, off.text).toBeUndefined();
    const pending = (await as<DraftAnswer>(admin, DRAFT_QUERY)).data?.menuDraft;
    expect(pending?.changes[0]?.details).toEqual(['name', 'seasonal']);
    await as<PublishAnswer>(admin, PUBLISH, { v: pending?.version });
    expect((await customerGroups()).filter((g) => g.isSeasonal)).toEqual([]);
  });
});
